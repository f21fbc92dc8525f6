# .globl's operands must be labels: MARS reports the first that is not (a colon, a number, a register, a string)
# once, at the directive, and declares the labels before it; a known directive before a colon is no label.
.globl: main
.globl x 5 6
.globl
        .globl ($t0)
.globl "s"
.set: noreorder
.text
main:   nop
x:      nop
