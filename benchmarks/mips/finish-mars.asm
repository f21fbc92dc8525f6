# The suite's ending under MARS and RetroKit: print the checksum in $a0 (syscall 1), exit (syscall 10).
        .text
finish: li    $v0, 1
        syscall
        li    $v0, 10
        syscall
