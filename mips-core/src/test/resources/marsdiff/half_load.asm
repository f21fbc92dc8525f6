# lh at an odd address.
.text
        li $t0, 0x10010001
        lh $t1, 0($t0)
