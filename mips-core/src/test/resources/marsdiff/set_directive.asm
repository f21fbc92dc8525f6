# MARS ignores .set with a warning.
.set noreorder
.text
        li $a0, 5
        li $v0, 1
        syscall
