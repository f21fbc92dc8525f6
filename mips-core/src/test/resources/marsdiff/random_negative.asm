# syscall 42 with a negative bound.
.text
        li $a0, 1
        li $a1, -5
        li $v0, 42
        syscall
