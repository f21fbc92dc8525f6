# An assembly error with the a option: the text range is not written either (the data would be).
.data
w:      .word 1, 2, 3
.text
        li $t0, 1
        bogus $t0
