# $f (like $f01, $f037, $f0x1F) fits an FPU register's place, so MARS picks c.eq.d's form with a condition flag,
# then finds it names no register.
.text
        c.eq.d 1, $f, $f2
        li $v0, 10
        syscall
