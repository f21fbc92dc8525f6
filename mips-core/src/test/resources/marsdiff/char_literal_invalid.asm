# Character literals MARS 4.5 refuses as invalid language elements: two characters, other escapes (\q \a \x41),
# fewer than three octal digits, an octal code beyond \377.
.data
        .byte 'ab'
        .byte '\q', '\a'
        .byte '\x41'
        .byte '\7'
        .byte '\400'
