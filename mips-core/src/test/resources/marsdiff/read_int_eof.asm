# Reading an integer at end of input.
.text
        li $v0, 5
        syscall
        move $a0, $v0
        li $v0, 1
        syscall
