# strlen dereferences address 0, fill clobbers $s0, sum3 is off by one.
.text
sum3:
    add  $v0, $a0, $a1
    add  $v0, $v0, $a2
    addi $v0, $v0, 1
    jr   $ra
fill:
    li   $s0, 1
fill_loop:
    beq  $a1, $zero, fill_done
    sb   $a2, 0($a0)
    addi $a0, $a0, 1
    addi $a1, $a1, -1
    j    fill_loop
fill_done:
    jr   $ra
strlen:
    lw   $v0, 0($zero)
    jr   $ra
