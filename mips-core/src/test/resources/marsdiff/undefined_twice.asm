# An undefined label used three times is reported once.
.text
        j nowhere
        beq $t0, $t1, nowhere
        la $a0, nowhere
