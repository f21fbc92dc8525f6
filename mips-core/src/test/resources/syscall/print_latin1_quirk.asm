# MARS prints each byte as one char (Latin-1) and Java encodes that as UTF-8:
# the byte 0xe9 comes out as the two bytes c3 a9; syscall 15 to fd 1 writes the raw byte.
.data
s: .byte 0xe9, 10, 0
.text
        la $a0, s
        li $v0, 4
        syscall
        li $a0, 0xe9
        li $v0, 11
        syscall
        li $a0, 1
        la $a1, s
        li $a2, 2
        li $v0, 15
        syscall
