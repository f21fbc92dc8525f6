# The spec's speed loop: 1000 x 20000 passes of lw/addi/sw/addi/bne, 100,003,008 instructions.
.data
counter: .word 0
.text
        la $s0, counter
        li $t2, 1000
outer:  li $t1, 20000
inner:  lw $t0, 0($s0)
        addi $t0, $t0, 1
        sw $t0, 0($s0)
        addi $t1, $t1, -1
        bne $t1, $zero, inner
        addi $t2, $t2, -1
        bne $t2, $zero, outer
        lw $a0, 0($s0)
        li $v0, 1
        syscall
        li $v0, 10
        syscall
