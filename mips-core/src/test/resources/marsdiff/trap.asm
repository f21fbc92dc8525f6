# teq traps when equal.
.text
        li $t0, 3
        teq $t0, $t0
