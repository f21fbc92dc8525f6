# An assembly error without the a option: MARS still does the dumps, but its text segment holds nothing yet.
.data
w:      .word 1, 2, 3
.text
        li $t0, 1
        bogus $t0
