# A warning and an error together.
.data
b:      .byte 300
.text
        bogus
