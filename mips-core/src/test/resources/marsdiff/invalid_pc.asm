# Jumping into the data segment.
.data
w:      .word 0
.text
        la $t0, w
        jr $t0
