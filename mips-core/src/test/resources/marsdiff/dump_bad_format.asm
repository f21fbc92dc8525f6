# A dump format MARS does not know.
.text
        nop
