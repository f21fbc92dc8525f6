# Second file of two_files.
.text
.globl helper
helper: li $t0, 0x7fffffff
        addi $t0, $t0, 1
