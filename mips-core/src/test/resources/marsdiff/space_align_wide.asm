# .space and .align read their count as .word does: 4294967297 keeps its low 32 bits (1), 08 is 8.
.data
.byte 1
.space 4294967297
.byte 2
.align 4294967298
.byte 3
.space 08
.byte 4
.text
li $v0, 10
syscall
