# An array of 1000 doubles (0.5, 1.0, 1.5, ...): 20001 passes, each adding every element to a sum (ldc1,
# add.d) and storing it back negated (neg.d, sdc1); prints the sum (a translated loop with FP loads and stores).
        .data
arr:    .space 8000
half:   .double 0.5
        .text
main:   la    $t0, half
        ldc1  $f8, 0($t0)
        la    $t0, arr
        li    $t1, 1
init:   mtc1  $t1, $f2
        cvt.d.w $f2, $f2
        mul.d $f2, $f2, $f8
        sdc1  $f2, 0($t0)
        addiu $t0, $t0, 8
        addiu $t1, $t1, 1
        ble   $t1, 1000, init
        sub.d $f0, $f0, $f0
        li    $s0, 20001
pass:   la    $t0, arr
        li    $t1, 1000
sum:    ldc1  $f4, 0($t0)
        add.d $f0, $f0, $f4
        neg.d $f4, $f4
        sdc1  $f4, 0($t0)
        addiu $t0, $t0, 8
        addiu $t1, $t1, -1
        bnez  $t1, sum
        addiu $s0, $s0, -1
        bnez  $s0, pass
        li    $v0, 3
        mov.d $f12, $f0
        syscall
        li    $v0, 10
        syscall
