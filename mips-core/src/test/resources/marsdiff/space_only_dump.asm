# A data segment holding only .space has not been written to.
.data
buf:    .space 64
.text
        li $v0, 10
        syscall
