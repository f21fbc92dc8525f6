# Reading an integer from text that is not a number.
.text
        li $v0, 5
        syscall
