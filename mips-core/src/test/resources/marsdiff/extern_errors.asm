# .extern's operands in MARS's words: two of them, the second a non-negative integer.
.extern x
.extern x 4 5
.extern x -1
.extern y 1.5
.extern: y
.text
        nop
