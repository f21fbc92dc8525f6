# The .s file of the project, assembled after the .asm files.
.data
.globl second
second: .word 0x22
