# .text at a kernel address.
.text 0x80000000
        nop
