# Syscall 12 reads a whole line and returns its first char; an empty line is an error.
.text
        li $v0, 12
        syscall
        move $a0, $v0
        li $v0, 1
        syscall
        li $v0, 12
        syscall
