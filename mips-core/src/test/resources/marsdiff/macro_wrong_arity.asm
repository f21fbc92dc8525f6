# A macro's name called with another number of arguments than any of its definitions: MARS names the macro
# ("forward reference or invalid parameters"), at the name's column, with or without parentheses or a label,
# and in a macro's body at the chain of lines (17->9).
.macro inc(%r, %n)
        addi %r, %r, %n
.end_macro
.macro twice(%r)
        inc(%r, 1)
        inc(%r)
.end_macro
.text
        inc($t0, 1)
        inc($t1)
loop:   inc($t1, 2, 3)
        inc $t1
        inc
        twice($t2)
        li $v0, 10
        syscall
