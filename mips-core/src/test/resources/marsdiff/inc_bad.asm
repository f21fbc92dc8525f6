# Included by include_ok.asm.
.text
        addi $t0, $t0
