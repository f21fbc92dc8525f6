# A string missing its closing quote: MARS keeps the rest of the line minus its last character.
.data
s:      .asciiz "abcd
t:      .asciiz "xyz"
.text
        la $a0, s
        li $v0, 4
        syscall
        la $a0, t
        syscall
