# A double-precision operation on odd registers.
.text
        add.d $f2, $f3, $f4
