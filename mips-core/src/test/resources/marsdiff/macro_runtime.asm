# A run-time error inside a macro: MARS reports "line <call>-><line in the macro>".
.macro overflow(%r)
        li %r, 0x7fffffff
        addi %r, %r, 1
.end_macro
.text
        overflow($t0)
