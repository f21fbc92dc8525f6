# Unsigned decimals beyond 32 bits in .word/.half/.byte: MARS keeps the low 32 bits (no warning for .word; .half
# and .byte then warn when those bits do not fit), reads 08 as 8 and 037777777777 (beyond an int in octal) as
# decimal; repetition counts too.
.eqv BIG 99999999999
.data
w:      .word 99999999999, 4294967296, 18446744073709551615, 2147483648, 08, 037777777777
        .word BIG:2
        .word 3:4294967297
h:      .half 99999999999, 4294967297
b:      .byte 99999999999, 4294967297
.text
        li $v0, 10
        syscall
