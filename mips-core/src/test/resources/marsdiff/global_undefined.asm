# .globl of a label that is never defined.
.globl main
.text
start:  li $v0, 10
        syscall
