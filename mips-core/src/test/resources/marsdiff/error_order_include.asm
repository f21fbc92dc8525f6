# An included file's errors come where its .include stands, before the lines after it.
.globl 5
.include "inc_order.asm"
.text
bogus
