# Double-precision arithmetic: each pass sums 1000 terms of the Leibniz series for pi (div.d, add.d, sub.d)
# and takes a Newton square root of the sum (10 steps of x = (x + s/x) / 2, mul.d, div.d); `size` times.
# Checksum: trunc(total * 1000), where total adds every pass's pi estimate and square root.
        .data
one:    .double 1.0
two:    .double 2.0
half:   .double 0.5
scale:  .double 1000.0
        .text
main:   lw    $s7, size          # passes left
        la    $t0, one
        ldc1  $f20, 0($t0)       # 1.0
        la    $t0, two
        ldc1  $f22, 0($t0)       # 2.0
        la    $t0, half
        ldc1  $f24, 0($t0)       # 0.5
        sub.d $f26, $f20, $f20   # total = 0
pass:   sub.d $f0, $f20, $f20    # sum = 0
        mov.d $f2, $f20          # denominator 1, 3, 5, ...
        mov.d $f4, $f20          # sign
        li    $t1, 1000
term:   div.d $f6, $f4, $f2
        add.d $f0, $f0, $f6
        add.d $f2, $f2, $f22
        neg.d $f4, $f4
        addiu $t1, $t1, -1
        bne   $t1, $zero, term
        add.d $f0, $f0, $f0      # pi = 4 * sum
        add.d $f0, $f0, $f0
        mov.d $f8, $f0           # x = pi
        li    $t1, 10
newton: div.d $f10, $f0, $f8
        add.d $f10, $f10, $f8
        mul.d $f8, $f10, $f24
        addiu $t1, $t1, -1
        bne   $t1, $zero, newton
        add.d $f26, $f26, $f0
        add.d $f26, $f26, $f8
        addiu $s7, $s7, -1
        bne   $s7, $zero, pass
        la    $t0, scale
        ldc1  $f6, 0($t0)
        mul.d $f26, $f26, $f6
        trunc.w.d $f26, $f26
        mfc1  $a0, $f26
        j     finish
