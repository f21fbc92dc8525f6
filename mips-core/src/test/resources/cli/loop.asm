# Never ends.
.text
loop:   j loop
