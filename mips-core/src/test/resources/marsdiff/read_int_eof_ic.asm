# Reading an integer at end of input with ic and a register display.
.text
        li $v0, 5
        syscall
