# .extern as MARS takes it: a label already global keeps its first place (the line is ignored), a first operand
# that is no name reserves its bytes all the same.
.extern x 4
.extern x 8
.extern y 4
.extern 5 4
.extern $t0 4
.extern z 4
.text
        la $a0, x
        la $a1, y
        la $a2, z
