# Functions file: no .data, no main (like a graded submission).
.text
# init_map(map, rows, cols): stores the dimensions and clears the cells to '.'
init_map:
    addi $sp, $sp, -8
    sw $s0, 0($sp)
    sw $ra, 4($sp)
    sb $a1, 0($a0)
    sb $a2, 1($a0)
    mul $t0, $a1, $a2
    addi $s0, $a0, 2
    li $t1, '.'
clear:
    beqz $t0, cleared
    sb $t1, ($s0)
    addiu $s0, $s0, 1
    addi $t0, $t0, -1
    b clear
cleared:
    lw $s0, 0($sp)
    lw $ra, 4($sp)
    addi $sp, $sp, 8
    jr $ra
