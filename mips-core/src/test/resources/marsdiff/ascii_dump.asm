# Text for the AsciiText dump and the ascii display.
.data
s:      .asciiz "ABCDefg"
n:      .word 0x01020304
.text
        la $a0, s
        li $v0, 4
        syscall
        lw $t1, s
