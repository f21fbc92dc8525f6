# ic does not count the exception handler.
.text
        li $t0, 0x7fffffff
        addi $t0, $t0, 1
        li $v0, 10
        syscall
.ktext 0x80000180
        mfc0 $k0, $14
        addi $k0, $k0, 4
        mtc0 $k0, $14
        eret
