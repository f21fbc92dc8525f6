# sbrk of a huge amount wraps in MARS.
.text
        li $a0, 0x7fffffff
        li $v0, 9
        syscall
        move $a0, $v0
        li $v0, 34
        syscall
