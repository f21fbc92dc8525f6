# The same registers as decimals.
.text
        li $t0, 0x41424344
        mtc1 $t0, $f0
        li $t0, 0x3ff00000
        mtc1 $t0, $f1
