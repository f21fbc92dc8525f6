# Polls the MMIO keyboard and echoes every key through the MMIO display until 'q'.
# $s1 counts how often the transmitter was found busy.
        .text
main:   lui  $t0, 0xffff
waitk:  lw   $t1, 0($t0)        # receiver control
        andi $t1, $t1, 1
        beq  $t1, $zero, waitk
        lw   $t2, 4($t0)        # receiver data (clears ready)
waitd:  lw   $t1, 8($t0)        # transmitter control
        andi $t1, $t1, 1
        bne  $t1, $zero, send
        addiu $s1, $s1, 1
        j    waitd
send:   sw   $t2, 12($t0)       # transmitter data
        li   $t3, 'q'
        bne  $t2, $t3, waitk
        li   $v0, 10
        syscall
