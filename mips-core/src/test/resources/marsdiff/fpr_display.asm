# Floating-point registers shown as ASCII and as decimals.
.text
        li $t0, 0x41424344
        mtc1 $t0, $f0
        li $t0, 0x00616263
        mtc1 $t0, $f1
        mtc1 $t0, $f3
