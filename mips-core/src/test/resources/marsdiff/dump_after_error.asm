# An assembly error with the a option: MARS still writes the dump.
.data
w:      .word 1, 2, 3
.text
        li $t0, 1
        bogus $t0
