# Reads an integer and prints it doubled.
.text
        li $v0, 5
        syscall
        add $a0, $v0, $v0
        li $v0, 1
        syscall
