# sbrk with a negative amount.
.text
        li $a0, -8
        li $v0, 9
        syscall
