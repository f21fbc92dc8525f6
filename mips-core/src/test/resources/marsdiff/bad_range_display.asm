# A memory display range that is not one.
.text
        nop
