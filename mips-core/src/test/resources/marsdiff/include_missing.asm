# A missing include: MARS names it by its absolute path and stops.
.include "no_such_file.asm"
.text
        li $v0, 10
        syscall
