# String work with lb/sb on a 4095-letter text: strlen by scanning, reverse in place, djb2 hash
# (h = h*33 + c), count the vowels; `size` times.
# Checksum: sum over all passes of (hash + length + vowels), mod 2^32.
        .data
text:   .space 4096
        .text
main:   lw    $s7, size          # passes left
        li    $s6, 0             # checksum
        la    $s4, text
        li    $t0, 0             # make the text: letters from a linear congruential generator
        li    $t8, 7
        li    $s2, 1103515245
make:   mul   $t8, $t8, $s2
        addiu $t8, $t8, 12345
        srl   $t1, $t8, 16
        andi  $t1, $t1, 15
        addiu $t1, $t1, 97       # 'a' .. 'p'
        addu  $t2, $s4, $t0
        sb    $t1, 0($t2)
        addiu $t0, $t0, 1
        li    $t3, 4095
        bne   $t0, $t3, make
        addu  $t2, $s4, $t0
        sb    $zero, 0($t2)      # terminator
pass:   move  $t0, $s4           # strlen
scan:   lb    $t1, 0($t0)
        beq   $t1, $zero, scanned
        addiu $t0, $t0, 1
        j     scan
scanned:
        subu  $s3, $t0, $s4      # length
        move  $t2, $s4           # reverse: swap from both ends
        addiu $t3, $t0, -1
rev:    slt   $t4, $t2, $t3
        beq   $t4, $zero, reversed
        lb    $t5, 0($t2)
        lb    $t6, 0($t3)
        sb    $t6, 0($t2)
        sb    $t5, 0($t3)
        addiu $t2, $t2, 1
        addiu $t3, $t3, -1
        j     rev
reversed:
        li    $t7, 5381          # djb2 hash and vowel count
        move  $t9, $zero
        move  $t0, $s4
hash:   lb    $t1, 0($t0)
        beq   $t1, $zero, hashed
        sll   $t2, $t7, 5
        addu  $t7, $t7, $t2
        addu  $t7, $t7, $t1
        li    $t3, 97            # a, e, i, o
        beq   $t1, $t3, vowel
        li    $t3, 101
        beq   $t1, $t3, vowel
        li    $t3, 105
        beq   $t1, $t3, vowel
        li    $t3, 111
        bne   $t1, $t3, nextc
vowel:  addiu $t9, $t9, 1
nextc:  addiu $t0, $t0, 1
        j     hash
hashed: addu  $s6, $s6, $t7
        addu  $s6, $s6, $s3
        addu  $s6, $s6, $t9
        addiu $s7, $s7, -1
        bne   $s7, $zero, pass
        move  $a0, $s6
        j     finish
