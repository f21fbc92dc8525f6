# Character literals MARS 4.5 takes: one character, the escapes \n \t \r \b \f \0 \\ \' \", three octal digits
# up to \377 (a .byte warning names its code, "255").
.data
c:      .byte 'a', ' ', '#', '\n', '\t', '\r', '\b', '\f', '\0', '\\', '\'', '\"', '\101', '\377'
        .half '\377'
.text
        li $v0, 10
        syscall
