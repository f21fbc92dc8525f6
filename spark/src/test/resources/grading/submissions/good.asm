# A submission that passes every test.
.text
sum3:
    add  $v0, $a0, $a1
    add  $v0, $v0, $a2
    jr   $ra
fill:                      # fill(buf, n, byte)
    beq  $a1, $zero, fill_done
    sb   $a2, 0($a0)
    addi $a0, $a0, 1
    addi $a1, $a1, -1
    j    fill
fill_done:
    jr   $ra
strlen:
    li   $v0, 0
strlen_loop:
    add  $t0, $a0, $v0
    lb   $t1, 0($t0)
    beq  $t1, $zero, strlen_done
    addi $v0, $v0, 1
    j    strlen_loop
strlen_done:
    jr   $ra
