# ic, registers, memory and a dump after a run-time error.
.data
w:      .word 7, 8
.text
        li $t0, 5
        lw $t1, w
        li $t2, 0x7fffffff
        addi $t2, $t2, 1
