# An unknown syscall number.
.text
        li $v0, 99
        syscall
