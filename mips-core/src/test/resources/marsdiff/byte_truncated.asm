# A .byte value past 127 is a warning: possibly truncated.
.data
b:      .byte 225, 1
.text
        lb $a0, b
        li $v0, 1
        syscall
