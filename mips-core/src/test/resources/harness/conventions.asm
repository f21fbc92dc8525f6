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
# int strlen(char *s)
strlen:
    li   $v0, 0
strlen_loop:
    lbu  $t0, 0($a0)
    beqz $t0, strlen_done
    addi $v0, $v0, 1
    addi $a0, $a0, 1
    b    strlen_loop
strlen_done:
    jr   $ra
# void fill(byte *buffer, int n): buffer[i] = i + 1
fill:
    li   $t0, 0
fill_loop:
    bge  $t0, $a1, fill_done
    addu $t1, $a0, $t0
    addi $t2, $t0, 1
    sb   $t2, 0($t1)
    addi $t0, $t0, 1
    b    fill_loop
fill_done:
    jr   $ra
# stores below $sp without allocating the space first (harmless: nobody's data is there)
stores_below_sp:
    sw   $a0, -4($sp)
    jr   $ra
# stores at 0($sp) without allocating: overwrites the caller's frame
stores_above_sp:
    sw   $ra, 0($sp)
    jr   $ra
# takes 8 bytes with sbrk and writes them: its own memory
sbrk_and_write:
    li   $a0, 8
    li   $v0, 9
    syscall
    sw   $v0, 4($v0)
    jr   $ra
# saves $s0 and $s1 but only ever changes $s0 (the course takes off credit for the $s1 save)
saves_unused_s1:
    addi $sp, $sp, -8
    sw   $s0, 0($sp)
    sw   $s1, 4($sp)
    move $s0, $a0
    add  $v0, $s0, $s1
    lw   $s0, 0($sp)
    lw   $s1, 4($sp)
    addi $sp, $sp, 8
    jr   $ra
# saves $s2 and overwrites it only on one path: a TA reading the code sees it used
saves_s2_on_one_path:
    addi $sp, $sp, -4
    sw   $s2, 0($sp)
    beqz $a0, s2_done
    li   $s2, 5
s2_done:
    lw   $s2, 0($sp)
    addi $sp, $sp, 4
    jr   $ra
# calls saves_unused_s1: the callee's needless save is reported under its own name
calls_needless:
    addi $sp, $sp, -4
    sw   $ra, 0($sp)
    jal  saves_unused_s1
    lw   $ra, 0($sp)
    addi $sp, $sp, 4
    jr   $ra
# a frame used by the book, then a store through a heap pointer in $a0
pushes_then_stores:
    addi $sp, $sp, -8
    sw   $a0, 4($sp)
    sw   $a0, 0($sp)
    addi $sp, $sp, 8
    sb   $zero, 0($a0)
    jr   $ra
# loses its return address
jumps_to_zero:
    li   $ra, 0
    jr   $ra
# overwrites its fifth argument's stack slot (o32: 16($sp)), which the caller reserved for it
overwrites_fifth:
    sw   $zero, 16($sp)
    jr   $ra
