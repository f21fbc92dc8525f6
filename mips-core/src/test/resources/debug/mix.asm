# Exercises what time travel must restore: console input and output, sbrk, memory, HI/LO, the FPU.
        .data
total:  .word 0
fsum:   .float 0.0
half:   .float 0.5
nl:     .asciiz "\n"
        .text
main:   li   $v0, 5              # read n
        syscall
        move $s0, $v0
        li   $a0, 400            # heap buffer
        li   $v0, 9
        syscall
        move $s1, $v0
        li   $s2, 0              # i
        l.s  $f2, half
        l.s  $f4, fsum
loop:   mult $s2, $s2            # HI/LO
        mflo $t0
        andi $t1, $s2, 63
        sll  $t1, $t1, 2
        addu $t1, $t1, $s1
        sw   $t0, 0($t1)         # heap
        lw   $t2, total
        addu $t2, $t2, $t0
        sw   $t2, total          # static data
        add.s $f4, $f4, $f2      # FPU
        s.s  $f4, fsum
        andi $t3, $s2, 127
        bne  $t3, $zero, next
        move $a0, $t2            # print the running total every 128 passes
        li   $v0, 1
        syscall
        la   $a0, nl
        li   $v0, 4
        syscall
next:   addiu $s2, $s2, 1
        blt  $s2, $s0, loop
        li   $v0, 10
        syscall
