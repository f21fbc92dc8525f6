# Included by error_order_include.asm: its errors are listed where the .include stands.
.text
j nowhere
.globl 5
bogus
