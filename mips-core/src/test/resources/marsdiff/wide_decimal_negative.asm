# A negative decimal beyond -2147483648 is an error in .word/.half/.byte (the positive one keeps its low 32 bits).
.data
        .word -99999999999, 99999999999
        .half -2147483649
        .byte -4294967297
