# A file that includes itself: MARS's 'Recursive include of file' with the path it tried, which stops the
# assembly and is reported alone (the unknown operator before it is not).
.text
        bogus $t0
.include "include_recursive.asm"
        li $v0, 10
