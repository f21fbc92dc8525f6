# Macro headers and ends in MARS's words: a bad header starts no macro, text after .end_macro leaves the macro
# open, which is then reported at its .macro line alone.
.macro 5
.macro
.end_macro
.end_macro:
.macro m
nop
.end_macro x
.text
m
