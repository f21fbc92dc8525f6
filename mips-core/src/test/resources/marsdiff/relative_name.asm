# The file is named relatively on the command line.
.text
        li $t0, 0x7fffffff
        addi $t0, $t0, 1
