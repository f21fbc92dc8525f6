# Project mode: every .asm file of the folder, then every .s file.
.data
first:  .word 0x11
.text
.globl main
main:   lw $a0, second
        li $v0, 34
        syscall
        lw $a0, first
        syscall
