# FPU register names MARS 4.5 refuses by type, and registers of the wrong kind. ($f and $f01 pass the type
# check in an FPU register's place; they are in fpr_name_invalid.asm: MARS names them only when nothing else failed.)
.text
        add.s $f32, $f1, $f2
        add.s $f0, $f99, $f2
        add.s $f0, $f040, $f2
        add.s $F1, $f1, $f2
        add.s $f, $t0, $f2
        add.s $f, $f01, $f32
        add.s $f0, $f1, $t0
        add.d $f0, $f2, $f0x20
        lwc1 $t0, 0($t0)
        lwc1 $f0, 0($f1)
        mtc1 $f0, $t0
        mtc1 $t0, $t1
        cvt.d.w $t0, $f2
        c.eq.d $t0, $f2
        bc1t 1, $f
        bc1t $f0, label
        j $f
        j $f01
        add $t0, $f, $t1
        add $t0, $f1, $t2
        li $t0, -
        li $t0, NaN
        li $t0, 1.5
        j NaN
label:  nop
