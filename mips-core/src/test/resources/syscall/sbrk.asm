# Syscall 9 hands out heap from 0x10040000, rounding each request up to a multiple of 4.
.text
        li $a0, 5
        li $v0, 9
        syscall
        move $a0, $v0
        li $v0, 34
        syscall
        li $a0, 1
        li $v0, 9
        syscall
        move $a0, $v0
        li $v0, 34
        syscall
        li $a0, 0
        li $v0, 9
        syscall
        move $a0, $v0
        li $v0, 34
        syscall
        li $a0, 0x7fffffff      # MARS's 32-bit arithmetic wraps: granted, the top moves to 0x90040004
        li $v0, 9
        syscall
        move $a0, $v0
        li $v0, 34
        syscall
        li $a0, 4
        li $v0, 9
        syscall
        move $a0, $v0
        li $v0, 34
        syscall
