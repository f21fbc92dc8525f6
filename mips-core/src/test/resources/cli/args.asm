# Prints argc and then every program argument, separated by spaces.
.text
        move $s0, $a0
        move $s1, $a1
        li $v0, 1
        syscall
next:   beqz $s0, done
        li $a0, ' '
        li $v0, 11
        syscall
        lw $a0, 0($s1)
        li $v0, 4
        syscall
        addi $s1, $s1, 4
        addi $s0, $s0, -1
        j next
done:
