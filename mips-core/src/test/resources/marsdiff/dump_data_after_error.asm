# An assembly error without the a option: MARS still dumps the data that did assemble (and exits with ae<n>).
.data
w:      .word 1, 2, 3
.text
        li $t0, 1
        bogus $t0
