# Syscalls 40-44: one java.util.Random per id in $a0; 40 seeds it with $a1.
.text
        li $a0, 1
        li $a1, 42
        li $v0, 40
        syscall
        li $a0, 1               # nextInt()
        li $v0, 41
        syscall
        li $v0, 1
        syscall
        li $a0, ' '
        li $v0, 11
        syscall
        li $a0, 1               # nextInt(100)
        li $a1, 100
        li $v0, 42
        syscall
        li $v0, 1
        syscall
        li $a0, ' '
        li $v0, 11
        syscall
        li $a0, 1               # nextFloat()
        li $v0, 43
        syscall
        mov.s $f12, $f0
        li $v0, 2
        syscall
        li $a0, ' '
        li $v0, 11
        syscall
        li $a0, 1               # nextDouble()
        li $v0, 44
        syscall
        mov.d $f12, $f0
        li $v0, 3
        syscall
        li $a0, 1
        li $a1, -5              # a negative bound is a run-time error
        li $v0, 42
        syscall
