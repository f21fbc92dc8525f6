# Interrupt-driven keyboard: the handler appends each key to buf; main spins until 5 keys arrived,
# then prints them with syscall 4. The handler saves the registers it uses in .kdata.
        .kdata
save:   .word 0, 0
        .ktext 0x80000180
        lui  $k0, 0x9000
        sw   $t0, 0($k0)
        sw   $t1, 4($k0)
        mfc0 $k1, $13           # Cause: 0x100 is the keyboard
        andi $k1, $k1, 0x100
        beq  $k1, $zero, kdone
        lui  $k1, 0xffff
        lw   $t0, 4($k1)        # the key
        lui  $k1, 0x1001
        lw   $t1, 0($k1)        # n
        addu $t1, $t1, $k1
        sb   $t0, 4($t1)        # buf[n] = key
        lw   $t1, 0($k1)
        addiu $t1, $t1, 1
        sw   $t1, 0($k1)
kdone:  lui  $k0, 0x9000
        lw   $t0, 0($k0)
        lw   $t1, 4($k0)
        eret
        .data
n:      .word 0
buf:    .space 64
        .text
main:   lui  $t0, 0xffff
        li   $t1, 2
        sw   $t1, 0($t0)        # receiver interrupt enable
        li   $t2, 5
spin:   lw   $t3, n
        addiu $s0, $s0, 1       # main loop passes
        blt  $t3, $t2, spin
        sw   $zero, 0($t0)      # interrupts off again
        la   $a0, buf
        li   $v0, 4
        syscall
        li   $v0, 10
        syscall
