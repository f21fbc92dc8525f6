# Adds 1 to the largest int: MARS stops with an arithmetic overflow.
.text
        li $t0, 0x7fffffff
        addi $t0, $t0, 1
