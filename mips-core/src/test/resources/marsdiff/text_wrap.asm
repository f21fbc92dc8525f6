# Text running past 0xfffffffc.
.ktext 0xfffffff8
        nop
        nop
        nop
