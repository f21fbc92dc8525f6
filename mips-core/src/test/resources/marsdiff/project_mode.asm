# Project mode (p): the folder of project/main.asm.
