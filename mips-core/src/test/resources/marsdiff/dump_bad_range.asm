# A dump range that is not one.
.text
        nop
