# .extern reads its size as .space reads its count (MARS 4.5): 08 is 8, 4294967300 keeps its low 32 bits (4).
.extern a 08
.extern b 4294967300
.extern c 4
.text
        la $a0, a
        la $a1, b
        la $a2, c
