# The heap ends with the data segment's 4 MiB at 0x10400000: the last word is 0x103ffffc.
.text
        li $a0, 0x3bfffc
        li $v0, 9
        syscall
        move $a0, $v0
        li $v0, 34
        syscall
        li $t0, 0x103ffffc
        sw $t0, 0($t0)
        li $a0, 1
        li $v0, 9
        syscall
