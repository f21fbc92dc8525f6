# Two assembly errors in one file.
.text
        addi $t0, $t1
        frobnicate $t0
