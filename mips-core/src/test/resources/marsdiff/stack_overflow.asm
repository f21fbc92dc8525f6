# Unbounded recursion: MARS's stack holds 4 MiB.
.text
main:   jal f
        li $v0, 10
        syscall
f:      addi $sp, $sp, -8
        sw $ra, 0($sp)
        jal f
