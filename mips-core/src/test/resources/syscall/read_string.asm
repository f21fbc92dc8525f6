# Syscall 8 is fgets-like: at most n-1 chars, the newline only if it fits, then NUL.
.data
buf: .space 16
.text
        li $s1, 0x2a2a2a2a      # fill the buffer with '*' to see what is written
        la $s0, buf
        sw $s1, 0($s0)
        sw $s1, 4($s0)
        sw $s1, 8($s0)
        sw $s1, 12($s0)
        move $a0, $s0           # n = 5, line "hello world": 4 chars + NUL
        li $a1, 5
        li $v0, 8
        syscall
        jal show
        move $a0, $s0           # n = 10, line "hi": "hi\n" + NUL
        li $a1, 10
        li $v0, 8
        syscall
        jal show
        move $a0, $s0           # n = 1: only the NUL
        li $a1, 1
        li $v0, 8
        syscall
        jal show
        move $a0, $s0           # end of input: an error (MARS crashes)
        li $a1, 4
        li $v0, 8
        syscall
        jal show
        li $v0, 10
        syscall
show:   li $t0, 0               # print the 8 first bytes as numbers, then a newline
loop:   add $t1, $s0, $t0
        lbu $a0, 0($t1)
        li $v0, 1
        syscall
        li $a0, ' '
        li $v0, 11
        syscall
        addi $t0, $t0, 1
        blt $t0, 8, loop
        li $a0, 10
        li $v0, 11
        syscall
        jr $ra
