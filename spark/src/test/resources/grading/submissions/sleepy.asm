# sum3 sleeps ten minutes (syscall 32) before returning; fill is missing.
.text
sum3:
    li   $v0, 32
    li   $a0, 600000
    syscall
    jr   $ra
strlen:
    li   $v0, 5
    jr   $ra
