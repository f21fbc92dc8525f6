# Every kind of warning MARS 4.5 gives (.set, a directive it does not know, truncated .byte/.half values): printed before the run.
.set noreorder
.ent main
.data
b:      .byte 300, -129, 127
h:      .half 70000
.text
main:   lb $a0, b
        li $v0, 1
        syscall
