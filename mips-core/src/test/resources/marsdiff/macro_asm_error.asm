# An assembly error inside a macro body, reported at the call.
.macro bad(%r)
        add %r, %r
.end_macro
.text
        nop
        bad($t0)
