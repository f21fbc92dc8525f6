# MIDI out without a sound device.
.text
        li $a0, 60
        li $a1, 100
        li $a2, 0
        li $a3, 64
        li $v0, 31
        syscall
        li $v0, 10
        syscall
