# .float/.double operands MARS 4.5 refuses: every bad item of a line is reported.
.data
a:      .double e5
        .double E5, +, .
        .float e5, +, .
        .double -.
        .double .e5, -e5, - 5
        .double 0x10, 0x7FFFFFFF, -0x10
        .float 0x10
        .double nan, inf, NaNa, Infinityx
        .double "s", label, $t0, $f0, $f, $f01
        .double 1.5 -
        .float 1e39, -1e39, 3.4028235e38, 1e400, 1e39f
        .float Infinity, -Infinity
        .double .5e, .5.
        .word 1.5, 1e5, 1.5f, NaN, -, $f01
        .space
        .align
.text
        li $v0, 10
        syscall
