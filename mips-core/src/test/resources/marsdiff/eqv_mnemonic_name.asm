# An .eqv named as an instruction or a directive, in any case, is malformed in MARS 4.5 (Q is a name).
.eqv ADD 4
.eqv lw 4
.eqv B B
.eqv .word 4
.eqv Q 4
.text
        li $a0, Q
