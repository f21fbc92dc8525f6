# break without a code.
.text
        break
