# What .double/.float/.word store for literals MARS 4.5 reads in its own way: each word in hex.
.data
v:      .double 010, 09, 0777, 2147483648, 4294967295, -4294967295, 4294967296, 99999999999999999999
        .double 'a', '\n', 1e400, -1e400, 1e-400, 1.7976931348623159e308, NaN, Infinity
        .double 0x1p3, 0X1P3, 0x1.8p1, -0x1p3, 0x.8p1, 1.5f, 5d, 1e5f, 1.5D
        .double 1., .5, .5e+5, .5e-5, 1.e5, -0, -0.0, +5, 1.5-1, -1e5-1, 1.5 2.5
        .double
        .float NaN, 1e-45, 1e-50, -0, -0.0, 0777, 4294967295, 16777217, 0x1p3, .5, 3.4028234663852886e38
        .word 4-4, 4+4, 4 -4
end:
.text
        la $t0, v
        la $t1, end
loop:   lw $a0, 0($t0)
        li $v0, 34
        syscall
        li $a0, 10
        li $v0, 11
        syscall
        addi $t0, $t0, 4
        blt $t0, $t1, loop
        li $v0, 10
        syscall
