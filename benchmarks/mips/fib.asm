# Recursive Fibonacci: fib(n) = fib(n-1) + fib(n-2), each call with its own stack frame; fib(25), `size` times.
# Checksum: the sum over all passes of (fib(25) + pass number), mod 2^32.
        .text
main:   lw    $s7, size          # passes left
        li    $s6, 0             # checksum
pass:   li    $a0, 25
        jal   fib
        addu  $s6, $s6, $v0
        addu  $s6, $s6, $s7
        addiu $s7, $s7, -1
        bne   $s7, $zero, pass
        move  $a0, $s6
        j     finish

fib:    slti  $t0, $a0, 2
        beq   $t0, $zero, fib_rec
        move  $v0, $a0
        jr    $ra
fib_rec:
        addiu $sp, $sp, -12
        sw    $ra, 8($sp)
        sw    $s0, 4($sp)
        sw    $s1, 0($sp)
        move  $s0, $a0
        addiu $a0, $s0, -1
        jal   fib
        move  $s1, $v0
        addiu $a0, $s0, -2
        jal   fib
        addu  $v0, $v0, $s1
        lw    $s1, 0($sp)
        lw    $s0, 4($sp)
        lw    $ra, 8($sp)
        addiu $sp, $sp, 12
        jr    $ra
