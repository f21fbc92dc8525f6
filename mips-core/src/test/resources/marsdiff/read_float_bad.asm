# Reading a float from text that is not a number.
.text
        li $v0, 6
        syscall
        li $v0, 2
        mov.s $f12, $f0
        syscall
