# A bare label in .data stores its address (a jump table without .word).
.data
table:  one
        two
.text
main:   la $t1, table
        lw $t0, 4($t1)
        jr $t0
one:    li $a0, 1
        j print
two:    li $a0, 2
print:  li $v0, 1
        syscall
