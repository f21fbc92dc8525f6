# MARS tokenizes twice, the second time with the .eqv directives: the invalid elements, then each again among
# the .eqv errors, in line order; these stop it before anything else.
.text
.eqv: N 4
addi $t0, =
.eqv N N
