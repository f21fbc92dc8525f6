package io.github.retrokit.mips.cpu;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The {@code run} method of one translated block while it is being written: its locals (the registers the
 * block uses live in locals while it runs) and the small pieces every translated instruction is made of.
 * See {@link Block#run} for the arguments and the packed result.
 */
final class BlockCode {
    static final String CPU = "io/github/retrokit/mips/cpu/";
    static final String CPU_TYPE = CPU + "Cpu";
    static final String MEMORY = "io/github/retrokit/mips/memory/Memory";
    static final String FAULT = CPU + "BlockFault";
    private static final String HELPERS = CPU + "Translated";

    static final int CPU_ARG = 1;
    static final int R = 2;
    static final int MEM = 3;
    static final int BUDGET = 4;
    static final int MAY_LOOP = 5;
    static final int STEPS = 6;
    /** Register n lives in local FIRST_REGISTER + n while the block runs. */
    static final int FIRST_REGISTER = 7;
    /** The last value loaded from or stored to the kept word, and whether there is one (0 or 1). */
    static final int KEPT = FIRST_REGISTER + 32;
    static final int HAVE_KEPT = KEPT + 1;
    /** 1 while the kept value has not been stored yet (stores after the first are deferred to the exit). */
    static final int DIRTY = KEPT + 2;

    final MethodVisitor mv;
    /** Address of the block's first instruction. */
    final int start;
    /** Length of the block in instructions. */
    final int length;
    /** The loop head: a taken branch back to {@link #start} jumps here. */
    final Label top = new Label();
    /** Registers the block mentions: loaded into locals on entry, written back on every exit. */
    private final int used;
    /** The {@link KeptWord} key, or {@link KeptWord#NONE}. */
    final int kept;

    BlockCode(MethodVisitor mv, int start, int length, int used, int kept) {
        this.mv = mv;
        this.start = start;
        this.length = length;
        this.used = used;
        this.kept = kept;
    }

    /** Zeroes the step count and the kept word, and loads the used registers into their locals. */
    void enter() {
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, STEPS);
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, KEPT);
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, HAVE_KEPT);
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, DIRTY);
        for (int reg = 1; reg < 32; reg++) {
            if ((used & 1 << reg) != 0) {
                mv.visitVarInsn(ALOAD, R);
                constant(reg);
                mv.visitInsn(IALOAD);
                mv.visitVarInsn(ISTORE, FIRST_REGISTER + reg);
            }
        }
    }

    /** Returns {@code steps << 32 | pc}. */
    void returnAt(int pc) {
        writeBack();
        mv.visitVarInsn(ILOAD, STEPS);
        mv.visitInsn(I2L);
        mv.visitIntInsn(BIPUSH, 32);
        mv.visitInsn(LSHL);
        mv.visitLdcInsn(pc & 0xffffffffL);
        mv.visitInsn(LOR);
        mv.visitInsn(LRETURN);
    }

    /** Stores the deferred value of the kept word, then the registers back into the array. */
    void writeBack() {
        if (kept != KeptWord.NONE) {
            Label clean = new Label();
            mv.visitVarInsn(ILOAD, DIRTY);
            mv.visitJumpInsn(IFEQ, clean);
            mv.visitVarInsn(ALOAD, MEM);
            address(KeptWord.base(kept), KeptWord.offset(kept));
            mv.visitVarInsn(ILOAD, KEPT);
            constant(start);
            helper("sw", "(L" + MEMORY + ";III)V");
            mv.visitLabel(clean);
        }
        for (int reg = 1; reg < 32; reg++) {
            if ((used & 1 << reg) != 0) {
                mv.visitVarInsn(ALOAD, R);
                constant(reg);
                mv.visitVarInsn(ILOAD, FIRST_REGISTER + reg);
                mv.visitInsn(IASTORE);
            }
        }
    }

    void read(int reg) {
        if (reg == 0) {
            mv.visitInsn(ICONST_0);
        } else {
            mv.visitVarInsn(ILOAD, FIRST_REGISTER + reg);
        }
    }

    /** reg = value; for register 0 the value is still computed (it may trap) and dropped. */
    void write(int reg, Runnable value) {
        value.run();
        store(reg);
    }

    /** Pops the value on the stack into reg (dropped for register 0). */
    void store(int reg) {
        if (reg == 0) {
            mv.visitInsn(POP);
        } else {
            mv.visitVarInsn(ISTORE, FIRST_REGISTER + reg);
        }
    }

    void address(int rs, int imm) {
        read(rs);
        constant(imm);
        mv.visitInsn(IADD);
    }

    void constant(int value) {
        if (value >= -1 && value <= 5) {
            mv.visitInsn(ICONST_0 + value);
        } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
            mv.visitIntInsn(BIPUSH, value);
        } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
            mv.visitIntInsn(SIPUSH, value);
        } else {
            mv.visitLdcInsn(value);
        }
    }

    /** Calls the static helper {@code Translated.name}. */
    void helper(String name, String descriptor) {
        mv.visitMethodInsn(INVOKESTATIC, HELPERS, name, descriptor, false);
    }
}
