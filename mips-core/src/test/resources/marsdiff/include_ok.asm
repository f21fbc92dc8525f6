# A file included by a relative name; an error inside the included file.
.include "inc_bad.asm"
.text
        li $v0, 10
        syscall
