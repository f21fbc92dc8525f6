# An assembly error in a macro called from a macro: MARS chains the lines.
.macro inner(%r)
        addi %r, %r
.end_macro
.macro outer(%r)
        li %r, 0x7fffffff
        inner(%r)
.end_macro
.text
        nop
        outer($t0)
