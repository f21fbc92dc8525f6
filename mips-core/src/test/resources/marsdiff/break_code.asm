# break with a code.
.text
        break 5
