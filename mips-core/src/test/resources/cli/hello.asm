# Prints a greeting and the sum 2 + 3, then drops off the bottom (9 instructions).
.data
greeting: .asciiz "Hello, MARS!\n"
.text
main:   la $a0, greeting
        li $v0, 4
        syscall
        li $t0, 2
        addi $t1, $t0, 3
        move $a0, $t1
        li $v0, 1
        syscall
