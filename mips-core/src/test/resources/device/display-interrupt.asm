# Interrupt-driven display: main writes 'A' with transmitter interrupts on; the handler counts display
# interrupts in $s2 and sends the next letter until 'E' has gone out; main waits for that.
        .ktext 0x80000180
        mfc0 $k1, $13
        andi $k1, $k1, 0x200
        beq  $k1, $zero, kdone
        addiu $s2, $s2, 1
        li   $k1, 'E'
        beq  $s3, $k1, kdone
        addiu $s3, $s3, 1
        lui  $k0, 0xffff
        sw   $s3, 12($k0)
kdone:  eret
        .text
main:   lui  $t0, 0xffff
        li   $t1, 2
        sw   $t1, 8($t0)        # transmitter interrupt enable
        li   $s3, 'A'
        sw   $s3, 12($t0)
        li   $t2, 5
spin:   bne  $s2, $t2, spin
        li   $v0, 10
        syscall
