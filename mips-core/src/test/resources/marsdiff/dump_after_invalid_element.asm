# An invalid language element stops MARS before it stores anything: the data dump finds nothing written.
.data
w:      .word 1, 2, 3
.text
        addi $t0, $t0, =
