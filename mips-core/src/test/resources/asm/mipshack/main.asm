# A MipsHack-style driver (our own fixture): includes the functions file, reads a map file
# with syscalls 13/14/16 and prints it with syscall 11. Assembled by the tests, run by nobody here.
.data
map_filename: .asciiz "map1.txt"
.align 2
map: .space 2000
buffer: .space 4
err_msg: .asciiz "could not open map\n"

.macro print_char(%c)
    li $a0, %c
    li $v0, 11
    syscall
.end_macro

.eqv SYS_OPEN 13
.eqv SYS_READ 14
.eqv SYS_CLOSE 16

.text
.globl main
main:
    la $a0, map_filename
    li $a1, 0
    li $a2, 0
    li $v0, SYS_OPEN
    syscall
    bltz $v0, open_failed
    move $s0, $v0
read_loop:
    move $a0, $s0
    la $a1, buffer
    li $a2, 1
    li $v0, SYS_READ
    syscall
    blez $v0, done
    lbu $a0, buffer
    li $v0, 11
    syscall
    j read_loop
done:
    move $a0, $s0
    li $v0, SYS_CLOSE
    syscall
    la $a0, map
    li $a1, 7
    li $a2, 25
    jal init_map
    print_char('\n')
    li $v0, 10
    syscall
open_failed:
    la $a0, err_msg
    li $v0, 4
    syscall
    li $v0, 17
    li $a0, 1
    syscall

.include "funcs.asm"
