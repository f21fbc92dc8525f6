# Does not assemble.
.text
sum3:
    addd $v0, $a0, $a1
    jr   $ra
