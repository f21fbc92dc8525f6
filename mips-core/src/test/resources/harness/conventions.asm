# Fixture functions for the call harness tests: well-behaved ones and deliberately broken ones.
.data
counter: .word 0
.text
# int sum6(a, b, c, d, e, f) with e at 16($sp), f at 20($sp) (o32)
sum6:
    add  $v0, $a0, $a1
    add  $v0, $v0, $a2
    add  $v0, $v0, $a3
    lw   $t0, 16($sp)
    add  $v0, $v0, $t0
    lw   $t0, 20($sp)
    add  $v0, $v0, $t0
    jr   $ra
# the same with e at 0($sp), f at 4($sp) (packed)
sum6_packed:
    add  $v0, $a0, $a1
    add  $v0, $v0, $a2
    add  $v0, $v0, $a3
    lw   $t0, 0($sp)
    add  $v0, $v0, $t0
    lw   $t0, 4($sp)
    add  $v0, $v0, $t0
    jr   $ra
# 4 * a, keeping $s0 by the book
quadruple:
    addi $sp, $sp, -8
    sw   $ra, 4($sp)
    sw   $s0, 0($sp)
    move $s0, $a0
    jal  twice
    move $a0, $v0
    jal  twice
    add  $v0, $v0, $s0
    sub  $v0, $v0, $s0
    lw   $s0, 0($sp)
    lw   $ra, 4($sp)
    addi $sp, $sp, 8
    jr   $ra
twice:
    add  $v0, $a0, $a0
    jr   $ra
# twice(a) called through a register
via_jalr:
    addi $sp, $sp, -4
    sw   $ra, 0($sp)
    la   $t9, twice
    jalr $t9
    lw   $ra, 0($sp)
    addi $sp, $sp, 4
    jr   $ra
clobbers_s0:
    li   $s0, 7
    move $v0, $a0
    jr   $ra
leaves_sp_moved:
    addi $sp, $sp, -8
    jr   $ra
stores_global:
    la   $t0, counter
    sw   $a0, 0($t0)
    jr   $ra
reads_t0:
    move $v0, $t0
    jr   $ra
overflows:
    li   $t0, 0x7fffffff
    addi $v0, $t0, 1
    jr   $ra
spins:
    b    spins
exits:
    li   $v0, 10
    syscall
prints_char:
    li   $v0, 11
    syscall
    jr   $ra
