.text
bad:
    addi $t0, $t0
    frob $t1
