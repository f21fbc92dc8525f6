# C-style assignment is not MIPS: MARS echoes the line.
.text
main:   li $a0, 1
    a += 1
        li $v0, 10
        syscall
