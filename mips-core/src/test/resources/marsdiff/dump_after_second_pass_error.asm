# An error MARS finds only in its second pass (an undefined symbol): the dumps are still done, of the data only;
# the text, although the first pass read it, is not written ('nothing to dump').
.data
w:      .word 1, 2, 3
.text
        li $t0, 1
        lw $t1, nowhere
