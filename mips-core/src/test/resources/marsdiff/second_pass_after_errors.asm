# MARS stops after its first pass when it found errors there: an undefined symbol in an instruction (found in
# the second pass) is not reported then.
main:  li $t0, 4+4
       foo $t1
       lw $t0, nowhere
       j nowhere_either
       addi $t0, $t1, lbl
       sll $t0, $t1, 32
main:  nop
