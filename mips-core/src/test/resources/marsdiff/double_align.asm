# ldc1 at an address that is not a multiple of 8.
.text
        li $t0, 0x10010004
        ldc1 $f2, 0($t0)
