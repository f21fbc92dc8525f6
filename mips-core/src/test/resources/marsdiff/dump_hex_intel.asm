# The HEX (Intel hex) dump of the text segment.
.text
        li $t0, 1
        addi $t1, $t0, 2
        li $v0, 10
        syscall
