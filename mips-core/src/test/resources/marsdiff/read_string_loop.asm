# Reads lines until an empty one and echoes them: at end of input MARS stops the run.
.data
buf:    .space 64
.text
loop:   la $a0, buf
        li $a1, 64
        li $v0, 8
        syscall
        lb $t0, buf
        beqz $t0, done
        li $v0, 4
        syscall
        j loop
done:   li $v0, 10
        syscall
