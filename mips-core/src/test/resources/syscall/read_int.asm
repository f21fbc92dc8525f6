# Syscall 5 reads a whole line and trims it; the next call reads the next line.
.text
        li $v0, 5
        syscall
        move $a0, $v0
        li $v0, 1
        syscall
        li $a0, ','
        li $v0, 11
        syscall
        li $v0, 5
        syscall
        move $a0, $v0
        li $v0, 1
        syscall
        li $v0, 5               # third line is not a number
        syscall
