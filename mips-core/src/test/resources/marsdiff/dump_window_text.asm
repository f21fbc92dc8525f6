# The SegmentWindow dump of the text segment.
.text
main:   li $t0, 1          # one
        addi $t1, $t0, 2
        la $a0, main
        li $v0, 10
        syscall
