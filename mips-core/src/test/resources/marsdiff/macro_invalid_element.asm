# An invalid language element inside a macro body: reported at the body line.
.macro m
  z = 1
.end_macro
.text
m
