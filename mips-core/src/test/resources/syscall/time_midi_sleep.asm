# Syscall 30 puts the clock's milliseconds in $a0 (low) and $a1 (high); 31, 32, 33 return at once.
.text
        li $v0, 30
        syscall
        move $t0, $a0
        move $a0, $a1
        li $v0, 34
        syscall
        move $a0, $t0
        li $v0, 34
        syscall
        li $a0, 60
        li $a1, 1
        li $a2, 0
        li $a3, 100
        li $v0, 31
        syscall
        li $v0, 33
        syscall
        li $a0, 1
        li $v0, 32
        syscall
        li $v0, 10
        syscall
