# The SegmentWindow dump of the data segment.
.data
a:      .word 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
s:      .asciiz "hello"
.text
        li $v0, 10
        syscall
