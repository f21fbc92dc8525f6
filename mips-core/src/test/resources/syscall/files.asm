# Syscalls 13-16 and MARS's file-table quirks. Each result is printed as "<label>=<value> ".
.data
out:    .asciiz "out.txt"
nope:   .asciiz "nope.txt"
escape: .asciiz "../outside.txt"
abc:    .ascii "abcde"
buf:    .space 32
.text
        la $a0, out             # w: open out.txt for writing -> the first file is fd 3
        li $a1, 1
        li $v0, 13
        syscall
        move $s0, $v0
        li $a0, 'w'
        jal show
        move $a0, $s0           # W: write 3 bytes -> 3
        la $a1, abc
        li $a2, 3
        li $v0, 15
        syscall
        li $a0, 'W'
        jal show
        la $a0, out             # D: the same name again while open -> -1
        li $a1, 0
        li $v0, 13
        syscall
        li $a0, 'D'
        jal show
        move $a0, $s0
        li $v0, 16
        syscall
        la $a0, nope            # n: a missing file -> -1, but it keeps slot 3 (MARS quirk)
        li $a1, 0
        li $v0, 13
        syscall
        li $a0, 'n'
        jal show
        la $a0, out             # a: append -> fd 4, not 3
        li $a1, 9
        li $v0, 13
        syscall
        move $s0, $v0
        li $a0, 'a'
        jal show
        move $a0, $s0
        la $a1, abc+3
        li $a2, 2
        li $v0, 15
        syscall
        move $a0, $s0
        li $v0, 16
        syscall
        la $a0, nope            # N: the failed name is still "open" -> -1
        li $a1, 0
        li $v0, 13
        syscall
        li $a0, 'N'
        jal show
        la $a0, out             # f: unknown flag 2 -> -1
        li $a1, 2
        li $v0, 13
        syscall
        li $a0, 'f'
        jal show
        la $a0, escape          # e: outside the working directory -> -1
        li $a1, 1
        li $v0, 13
        syscall
        li $a0, 'e'
        jal show
        la $a0, out             # r: read it back -> fd 4, 5 bytes, then 0 at end of file
        li $a1, 0
        li $v0, 13
        syscall
        move $s0, $v0
        li $a0, 'r'
        jal show
        move $a0, $s0
        la $a1, buf
        li $a2, 32
        li $v0, 14
        syscall
        li $a0, 'R'
        jal show
        move $a0, $s0
        la $a1, buf
        li $a2, 32
        li $v0, 14
        syscall
        li $a0, 'E'
        jal show
        li $a0, 20              # b: read from a descriptor that is not open -> -1
        la $a1, buf
        li $a2, 4
        li $v0, 14
        syscall
        li $a0, 'b'
        jal show
        li $a0, 0               # z: write to standard input -> -1
        la $a1, abc
        li $a2, 1
        li $v0, 15
        syscall
        li $a0, 'z'
        jal show
        li $a0, 1               # closing 1 is ignored; writing to fd 1 goes to the console
        li $v0, 16
        syscall
        li $a0, 1
        la $a1, buf
        li $a2, 5
        li $v0, 15
        syscall
        li $v0, 10
        syscall
show:   move $t9, $v0           # print "<$a0>=<$v0> "
        li $v0, 11
        syscall
        li $a0, '='
        syscall
        move $a0, $t9
        li $v0, 1
        syscall
        li $a0, ' '
        li $v0, 11
        syscall
        jr $ra
