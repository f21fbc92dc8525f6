# hello.asm for qemu-mips (Linux o32): write(1, msg, 14) (4004), then exit(0) (4001).
        .globl main
        .data
msg:    .ascii "Hello, world!\n"
        .text
main:   li    $a0, 1
        la    $a1, msg
        li    $a2, 14
        li    $v0, 4004
        syscall
        move  $a0, $zero
        li    $v0, 4001
        syscall
