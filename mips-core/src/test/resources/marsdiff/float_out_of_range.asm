# Float.MAX_VALUE as text: MARS rejects it as out of range.
.data
f:      .float 3.4028235e38
.text
        li $v0, 10
        syscall
