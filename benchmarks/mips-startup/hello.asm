# Hello, world: the shortest useful run, where the start-up is everything (compare-mips-startup.sh).
        .data
msg:    .asciiz "Hello, world!\n"
        .text
main:   la    $a0, msg
        li    $v0, 4
        syscall
        li    $v0, 10
        syscall
