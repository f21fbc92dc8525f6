# .data at a text address.
.data 0x00400000
w:      .word 1
.text
        nop
