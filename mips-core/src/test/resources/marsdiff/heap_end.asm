# Walking off the end of the heap.
.text
        li $a0, 16
        li $v0, 9
        syscall
        move $t0, $v0
loop:   sw $t0, 0($t0)
        addi $t0, $t0, 4096
        j loop
