# An immediate wider than 32 bits.
.text
        li $t1, 0x0fffffff0
