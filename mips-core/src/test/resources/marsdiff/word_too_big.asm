# A .word value wider than 32 bits.
.data
w:      .word 0x123456789
.text
        lw $a0, w
        li $v0, 34
        syscall
