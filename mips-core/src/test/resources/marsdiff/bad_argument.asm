# An argument MARS does not know.
.text
        nop
