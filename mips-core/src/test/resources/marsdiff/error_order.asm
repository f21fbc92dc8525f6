# The order MARS reports errors in: each line's own as found, a file's undefined globals at its end, then the
# undefined labels of data directives.
.data
.word undef_a
.text
bogus
.globl zz
.data
.word undef_b, 1.5
.text
foo $t0
