# Syscalls 1, 2, 3, 4, 11, 34, 35, 36: the print services.
.data
pi:     .float 1.5
tenth:  .double 0.1
hello:  .asciiz "hello\n"
.text
        li $a0, -42
        li $v0, 1
        syscall                 # -42
        li $a0, 10
        li $v0, 11
        syscall                 # newline
        l.s $f12, pi
        li $v0, 2
        syscall                 # 1.5
        li $a0, ' '
        li $v0, 11
        syscall
        l.d $f12, tenth
        li $v0, 3
        syscall                 # 0.1
        la $a0, hello
        li $v0, 4
        syscall
        li $a0, 0x141           # only the low byte counts: 'A'
        li $v0, 11
        syscall
        li $a0, -1
        li $v0, 34
        syscall                 # 0xffffffff
        li $a0, 5
        li $v0, 35
        syscall                 # 32 binary digits
        li $a0, -1
        li $v0, 36
        syscall                 # 4294967295
        li $a0, 0x7fffffff
        li $v0, 34
        syscall
        li $v0, 10
        syscall
