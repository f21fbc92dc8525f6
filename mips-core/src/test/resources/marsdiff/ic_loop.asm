# ic with a branch to itself and a program that drops off the end.
.text
        li $t0, 3
loop:   addi $t0, $t0, -1
        bnez $t0, loop
        nop
