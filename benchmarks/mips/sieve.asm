# Sieve of Eratosthenes over a byte array of 65536 flags (lb/sb), run `size` times.
# Checksum: the sum over all passes of (number of primes below 65536 + pass number).
        .data
flags:  .space 65536
        .text
main:   lw    $s7, size          # passes left
        li    $s6, 0             # checksum
        li    $s5, 65536         # array length
        la    $s4, flags
pass:   li    $t0, 2             # clear flags[2..]: 1 = maybe prime
        li    $t9, 1
clear:  addu  $t1, $s4, $t0
        sb    $t9, 0($t1)
        addiu $t0, $t0, 1
        bne   $t0, $s5, clear
        li    $t0, 2             # i
outer:  mul   $t2, $t0, $t0      # i*i
        slt   $t3, $t2, $s5
        beq   $t3, $zero, count
        addu  $t1, $s4, $t0
        lb    $t4, 0($t1)
        beq   $t4, $zero, next
strike: addu  $t1, $s4, $t2      # j = i*i, i*i+i, ...
        sb    $zero, 0($t1)
        addu  $t2, $t2, $t0
        slt   $t3, $t2, $s5
        bne   $t3, $zero, strike
next:   addiu $t0, $t0, 1
        j     outer
count:  li    $t0, 2
        move  $t5, $zero
cnt:    addu  $t1, $s4, $t0
        lb    $t4, 0($t1)
        addu  $t5, $t5, $t4
        addiu $t0, $t0, 1
        bne   $t0, $s5, cnt
        addu  $s6, $s6, $t5
        addu  $s6, $s6, $s7
        addiu $s7, $s7, -1
        bne   $s7, $zero, pass
        move  $a0, $s6
        j     finish
