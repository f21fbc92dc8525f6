# .text at a data address.
.text 0x10010000
        nop
