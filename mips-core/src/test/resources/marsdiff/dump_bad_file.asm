# A dump into a directory that does not exist.
.text
        nop
