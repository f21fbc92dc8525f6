# .eqv in MARS's words: no value is ignored, a first operand that is no name is malformed, a value naming itself
# and a second definition with another value are errors (the same value again is fine).
.eqv
.eqv K
.eqv: N 4
.eqv 5 4
.eqv N N+1
.eqv M 1
.eqv M  1
.eqv M 2
.text
        li $a0, M
