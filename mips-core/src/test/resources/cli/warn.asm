# A value that does not fit .byte: MARS warns and runs anyway.
.data
b: .byte 300
.text
        li $v0, 1
        li $a0, 5
        syscall
