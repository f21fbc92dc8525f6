# Malformed character literals as MARS 4.5 cuts them into invalid elements: at most six characters from the quote,
# a closing quote only where a literal can end, a quote elsewhere starting a new element.
.text
        li $t0, '\u0041'
        li $t0, 'abc'
        li $t0, 'abcdef'
        li $t0, '\12'
        li $t0, 'ab\''
        li $t0, '\'x'
        li $t0, '''
        li $t0, ''a'
        li $t0, 'a''
        li $t0, 'abcd
        li $t0, 'a b'
        li $t0, ''
        li $t0, 'a
        li $t0, '
