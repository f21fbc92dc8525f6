# Collatz sequences of 1..20000 with multu/divu/mfhi/mflo (n odd: 3n+1, even: n/2), `size` times.
# Checksum: the total number of steps of all sequences, mod 2^32.
        .text
main:   lw    $s7, size          # passes left
        li    $s6, 0             # checksum
        li    $s5, 2             # divisor
        li    $s4, 3             # multiplier
        li    $s3, 20001         # end of the range
pass:   li    $t0, 1             # start value
start:  move  $t1, $t0
seq:    li    $t9, 1
        beq   $t1, $t9, done
        divu  $t1, $s5
        mfhi  $t2                # n mod 2
        beq   $t2, $zero, even
        multu $t1, $s4
        mflo  $t1
        addiu $t1, $t1, 1
        addiu $s6, $s6, 1
        j     seq
even:   mflo  $t1                # n / 2
        addiu $s6, $s6, 1
        j     seq
done:   addiu $t0, $t0, 1
        bne   $t0, $s3, start
        addiu $s7, $s7, -1
        bne   $s7, $zero, pass
        move  $a0, $s6
        j     finish
