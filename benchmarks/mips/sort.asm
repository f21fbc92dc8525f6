# Insertion sort of 1000 pseudo-random words (a linear congruential generator fills the array), `size` times.
# Checksum: sum over all passes of sum(i * a[i]) over the sorted array, mod 2^32.
        .data
array:  .space 4000
        .text
main:   lw    $s7, size          # passes left
        li    $s6, 0             # checksum
        li    $s5, 12345         # generator state, carried from pass to pass
        la    $s4, array
        li    $s3, 1000          # length
        li    $s2, 1103515245
pass:   move  $t0, $zero         # fill
fill:   mul   $s5, $s5, $s2
        addiu $s5, $s5, 12345
        sra   $t1, $s5, 8
        sll   $t2, $t0, 2
        addu  $t2, $s4, $t2
        sw    $t1, 0($t2)
        addiu $t0, $t0, 1
        bne   $t0, $s3, fill
        li    $t0, 1             # i
isort:  sll   $t2, $t0, 2
        addu  $t2, $s4, $t2
        lw    $t3, 0($t2)        # key
        addiu $t4, $t2, -4       # &a[j], j = i-1
shift:  slt   $t5, $t4, $s4
        bne   $t5, $zero, place
        lw    $t6, 0($t4)
        slt   $t5, $t3, $t6
        beq   $t5, $zero, place
        sw    $t6, 4($t4)
        addiu $t4, $t4, -4
        j     shift
place:  sw    $t3, 4($t4)
        addiu $t0, $t0, 1
        bne   $t0, $s3, isort
        move  $t0, $zero         # checksum of the sorted array
sum:    sll   $t2, $t0, 2
        addu  $t2, $s4, $t2
        lw    $t3, 0($t2)
        mul   $t3, $t3, $t0
        addu  $s6, $s6, $t3
        addiu $t0, $t0, 1
        bne   $t0, $s3, sum
        addiu $s7, $s7, -1
        bne   $s7, $zero, pass
        move  $a0, $s6
        j     finish
