# A dialog syscall without a display.
.data
msg:    .asciiz "hello"
.text
        la $a0, msg
        li $a1, 1
        li $v0, 55
        syscall
