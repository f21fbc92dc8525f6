# A run-time error in a macro called from a macro.
.macro inner(%r)
        addi %r, %r, 1
.end_macro
.macro outer(%r)
        li %r, 0x7fffffff
        inner(%r)
.end_macro
.text
        nop
        outer($t0)
