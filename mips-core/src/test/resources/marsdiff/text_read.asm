# lw from the text segment without smc.
.text
        la $t0, 0x00400000
        lw $t1, 0($t0)
