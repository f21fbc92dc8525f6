# The suite's ending under qemu-mips (Linux o32): the checksum in $a0 as a signed decimal through
# write(1, ...) (4004), then exit(0) (4001). Not part of the measured computation.
        .data
digits: .space 12
        .text
finish: la    $t0, digits
        addiu $t0, $t0, 12       # fill from the end
        move  $t1, $a0
        li    $t3, 10
        bgez  $t1, convert
        negu  $t1, $t1
convert:
        divu  $zero, $t1, $t3
        mfhi  $t2
        mflo  $t1
        addiu $t2, $t2, 48
        addiu $t0, $t0, -1
        sb    $t2, 0($t0)
        bne   $t1, $zero, convert
        bgez  $a0, emit
        li    $t2, 45            # '-'
        addiu $t0, $t0, -1
        sb    $t2, 0($t0)
emit:   la    $t1, digits
        addiu $t1, $t1, 12
        subu  $a2, $t1, $t0
        move  $a1, $t0
        li    $a0, 1
        li    $v0, 4004
        syscall
        move  $a0, $zero
        li    $v0, 4001
        syscall
