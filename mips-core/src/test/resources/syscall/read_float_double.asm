# Syscalls 6 and 7 read a line into $f0 (and $f1); 2 and 3 print it back.
.text
        li $v0, 6
        syscall
        mov.s $f12, $f0
        li $v0, 2
        syscall
        li $a0, ' '
        li $v0, 11
        syscall
        li $v0, 7
        syscall
        mov.d $f12, $f0
        li $v0, 3
        syscall
        li $v0, 6
        syscall
