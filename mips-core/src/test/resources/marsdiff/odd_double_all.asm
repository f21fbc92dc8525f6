# All operands odd.
.text
        mov.d $f1, $f3
