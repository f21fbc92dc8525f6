# Two lines with invalid elements, and a comment on the line.
.text
    a += 1   # c style
    b = 2
        nop
