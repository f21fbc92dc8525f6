# A caller and a recursive callee, for the debugger's step over, step out and run to.
        .data
result: .word 0
        .text
main:   li   $a0, 5
        jal  fact               # line 6
        sw   $v0, result
        move $a0, $v0
        li   $v0, 1
        syscall
        li   $v0, 10
        syscall
fact:   addiu $sp, $sp, -8      # line 13
        sw   $ra, 4($sp)
        sw   $a0, 0($sp)
        li   $v0, 1
        blez $a0, done
        addiu $a0, $a0, -1
        jal  fact
        lw   $a0, 0($sp)
        mul  $v0, $v0, $a0
done:   lw   $ra, 4($sp)
        addiu $sp, $sp, 8
        jr   $ra
