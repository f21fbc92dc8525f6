# An .eqv error stops MARS before its assembly proper: the other errors of the program are not reported.
.text
foo:  bogus
.eqv: N 4
.globl zz
.data
.word undefined_lbl, 5
.text
more: li $t0, 4+4
