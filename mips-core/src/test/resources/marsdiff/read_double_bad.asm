# Reading a double from text that is not a number.
.text
        li $v0, 7
        syscall
