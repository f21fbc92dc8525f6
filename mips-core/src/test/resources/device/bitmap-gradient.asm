# Draws 8 x 8 units on MARS's Bitmap Display (64 x 64 pixels, units of 8 x 8, base 0x10010000):
# unit (x, y) is red 32x, green 32y, and blue 255 where x + y is odd.
        .data
frame:  .space 256
        .text
main:   la   $s0, frame
        li   $t1, 0              # y
rowl:   li   $t0, 0              # x
coll:   sll  $t2, $t0, 21        # red = 32x
        sll  $t3, $t1, 13        # green = 32y
        or   $t2, $t2, $t3
        xor  $t4, $t0, $t1
        andi $t4, $t4, 1
        beq  $t4, $zero, store
        ori  $t2, $t2, 0xff      # blue
store:  sll  $t5, $t1, 3         # word 8y + x
        addu $t5, $t5, $t0
        sll  $t5, $t5, 2
        addu $t5, $t5, $s0
        sw   $t2, 0($t5)
        addiu $t0, $t0, 1
        blt  $t0, 8, coll
        addiu $t1, $t1, 1
        blt  $t1, 8, rowl
        li   $v0, 10
        syscall
