package io.github.retrokit.mips.cpu;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The translating tier: turns a hot run of user-text instructions into a hidden JVM class implementing
 * {@link Block}, which the JIT then compiles to machine code. Only simple integer operations, loads and
 * stores are translated, ended by one branch or jump; anything else ends the block and is left to the
 * interpreter. Faults keep their exact address and instruction count ({@link BlockFault}).
 */
final class Translator {
    /** Longest block, in instructions. */
    static final int MAX_LENGTH = 64;

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
    private static final String CPU = "io/github/retrokit/mips/cpu/";
    private static final String HELPERS = CPU + "Translated";
    private static final String MEMORY = "io/github/retrokit/mips/memory/Memory";
    private static final String FAULT = CPU + "BlockFault";
    private static final String CPU_TYPE = CPU + "Cpu";
    private static final int CPU_ARG = 1;
    private static final int R = 2;
    private static final int MEM = 3;
    private static final int BUDGET = 4;
    private static final int MAY_LOOP = 5;
    private static final int STEPS = 6;
    /** Register n lives in local FIRST_REGISTER + n while the block runs. */
    private static final int FIRST_REGISTER = 7;
    /** The last value loaded from or stored to the forwarded word, and whether there is one (0 or 1). */
    private static final int FORWARD = FIRST_REGISTER + 32;
    private static final int HAVE_FORWARD = FORWARD + 1;
    /** 1 while the kept value has not been stored yet (stores after the first are deferred to the exit). */
    private static final int DIRTY = FORWARD + 2;

    private Translator() { }

    /**
     * Translates the block starting at {@code start}, whose packed instruction is {@code code[index]}.
     *
     * @return the block, or null if its first instruction cannot be translated
     */
    static Block translate(long[] code, int index, int start) {
        int length = 0;
        boolean terminated = false;
        while (length < MAX_LENGTH && index + length < code.length) {
            long entry = code[index + length];
            int op = (int) (entry >>> 32);
            int pc = start + 4 * length;
            if (isBody(op)) {
                length++;
            } else if (isTerminator(op) && !jumpsToItself(op, (int) entry, pc)) {
                length++;
                terminated = true;
                break;
            } else {
                break;
            }
        }
        if (length == 0) {
            return null;
        }
        try {
            byte[] bytes = generate(code, index, start, length, terminated);
            Class<?> type = LOOKUP.defineHiddenClass(bytes, true).lookupClass();
            return (Block) type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot translate the block at " + String.format("0x%08x", start), e);
        }
    }

    private static boolean isBody(int op) {
        switch (op) {
            case Op.NOP: case Op.SLL: case Op.SRL: case Op.SRA: case Op.SLLV: case Op.SRLV: case Op.SRAV:
            case Op.ADD: case Op.ADDU: case Op.SUB: case Op.SUBU: case Op.AND: case Op.OR: case Op.XOR: case Op.NOR:
            case Op.SLT: case Op.SLTU: case Op.ADDI: case Op.ADDIU: case Op.SLTI: case Op.SLTIU:
            case Op.ANDI: case Op.ORI: case Op.XORI: case Op.LUI:
            case Op.LW: case Op.LB: case Op.LBU: case Op.LH: case Op.LHU: case Op.SW: case Op.SB: case Op.SH:
            case Op.MFHI: case Op.MFLO: case Op.MTHI: case Op.MTLO: case Op.MULT: case Op.MULTU: case Op.MUL:
            case Op.DIV: case Op.DIVU: case Op.MOVZ: case Op.MOVN: case Op.CLZ: case Op.CLO:
                return true;
            default:
                return false;
        }
    }

    private static boolean isTerminator(int op) {
        switch (op) {
            case Op.BEQ: case Op.BNE: case Op.BLEZ: case Op.BGTZ: case Op.BLTZ: case Op.BGEZ:
            case Op.J: case Op.JAL: case Op.JR: case Op.JALR:
                return true;
            default:
                return false;
        }
    }

    /** A branch or jump to its own address stays interpreted (MARS counts those fetches specially). */
    private static boolean jumpsToItself(int op, int w, int pc) {
        return op != Op.JR && op != Op.JALR && target(op, w, pc) == pc;
    }

    private static int target(int op, int w, int pc) {
        if (op == Op.J || op == Op.JAL) {
            return ((pc + 4) & 0xF0000000) | ((w & 0x03FFFFFF) << 2);
        }
        return pc + 4 + ((short) w << 2);
    }

    private static byte[] generate(long[] code, int index, int start, int length, boolean terminated) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
        cw.visit(V17, ACC_FINAL | ACC_SUPER, CPU + "TranslatedBlock", null, "java/lang/Object",
                new String[] {CPU + "Block"});
        MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        MethodVisitor len = cw.visitMethod(ACC_PUBLIC, "length", "()I", null, null);
        len.visitCode();
        len.visitLdcInsn(length);
        len.visitInsn(IRETURN);
        len.visitMaxs(0, 0);
        len.visitEnd();
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "run", "(L" + CPU_TYPE + ";[IL" + MEMORY + ";IZ)J", null, null);
        new Body(mv, code, index, start, length, terminated).emit();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** Emits the {@code run} method of one block. */
    private static final class Body {
        private final MethodVisitor mv;
        private final long[] code;
        private final int index;
        private final int start;
        private final int length;
        private final boolean terminated;
        private final Label top = new Label();
        /** Registers the block mentions: loaded into locals on entry, written back on every exit. */
        private final int used;
        /** See {@link #forwardedWord}. */
        private final int forward;

        Body(MethodVisitor mv, long[] code, int index, int start, int length, boolean terminated) {
            this.mv = mv;
            this.code = code;
            this.index = index;
            this.start = start;
            this.length = length;
            this.terminated = terminated;
            int mask = 0;
            for (int k = 0; k < length; k++) {
                int w = (int) code[index + k];
                mask |= 1 << ((w >>> 21) & 31) | 1 << ((w >>> 16) & 31) | 1 << ((w >>> 11) & 31);
                if ((int) (code[index + k] >>> 32) == Op.JAL) {
                    mask |= 1 << 31;
                }
            }
            this.used = mask & ~1;
            this.forward = forwardedWord(code, index, length);
        }

        /**
         * The word whose value the block may keep in a local instead of loading it again: {@code rs << 16 |
         * offset & 0xffff} of its {@code lw}s, or -1. Only if every load and store of the block is a word
         * access at that same address and {@code rs} is never written in the block: then the word changes
         * only through the block's own {@code sw}, and an earlier access at it proves it valid.
         */
        private static int forwardedWord(long[] code, int index, int length) {
            int key = -1;
            int written = 0;
            for (int k = 0; k < length; k++) {
                int op = (int) (code[index + k] >>> 32);
                int w = (int) code[index + k];
                int access = ((w >>> 21) & 31) << 16 | (w & 0xffff);
                switch (op) {
                    case Op.LW: case Op.SW:
                        if (key != -1 && key != access) {
                            return -1;
                        }
                        key = access;
                        break;
                    case Op.LB: case Op.LBU: case Op.LH: case Op.LHU: case Op.SB: case Op.SH:
                        return -1;
                    default:
                        break;
                }
                if (op != Op.SW) {
                    written |= 1 << ((w >>> 16) & 31) | 1 << ((w >>> 11) & 31);
                }
                if (op == Op.JAL) {
                    written |= 1 << 31;
                }
            }
            return key != -1 && (written & 1 << (key >>> 16)) == 0 ? key : -1;
        }

        void emit() {
            mv.visitCode();
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, STEPS);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, FORWARD);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, HAVE_FORWARD);
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
            Label tryStart = new Label();
            Label tryEnd = new Label();
            Label handler = new Label();
            mv.visitTryCatchBlock(tryStart, tryEnd, handler, FAULT);
            mv.visitLabel(top);
            mv.visitLabel(tryStart);
            mv.visitInsn(NOP); // keeps the protected range non-empty
            int bodyLength = terminated ? length - 1 : length;
            for (int k = 0; k < bodyLength; k++) {
                instruction((int) (code[index + k] >>> 32), (int) code[index + k], start + 4 * k);
            }
            mv.visitLabel(tryEnd);
            mv.visitIincInsn(STEPS, length);
            if (terminated) {
                long last = code[index + length - 1];
                terminator((int) (last >>> 32), (int) last, start + 4 * (length - 1));
            } else {
                returnAt(start + 4 * length);
            }
            mv.visitLabel(handler);
            writeBack();
            mv.visitInsn(DUP);
            mv.visitVarInsn(ILOAD, STEPS);
            mv.visitFieldInsn(PUTFIELD, FAULT, "priorSteps", "I");
            mv.visitInsn(ATHROW);
            mv.visitMaxs(0, 0);
            mv.visitEnd();
        }

        private void instruction(int op, int w, int pc) {
            int rs = (w >>> 21) & 31;
            int rt = (w >>> 16) & 31;
            int rd = (w >>> 11) & 31;
            int sa = (w >>> 6) & 31;
            int imm = (short) w;
            switch (op) {
                case Op.NOP: return;
                case Op.SLL: shift(rd, rt, sa, ISHL); return;
                case Op.SRL: shift(rd, rt, sa, IUSHR); return;
                case Op.SRA: shift(rd, rt, sa, ISHR); return;
                case Op.SLLV: binary(rd, rt, rs, ISHL); return;
                case Op.SRLV: binary(rd, rt, rs, IUSHR); return;
                case Op.SRAV: binary(rd, rt, rs, ISHR); return;
                case Op.ADDU: binary(rd, rs, rt, IADD); return;
                case Op.SUBU: binary(rd, rs, rt, ISUB); return;
                case Op.AND: binary(rd, rs, rt, IAND); return;
                case Op.OR: binary(rd, rs, rt, IOR); return;
                case Op.XOR: binary(rd, rs, rt, IXOR); return;
                case Op.NOR:
                    write(rd, () -> { read(rs); read(rt); mv.visitInsn(IOR); mv.visitInsn(ICONST_M1); mv.visitInsn(IXOR); });
                    return;
                case Op.SLT: write(rd, () -> { read(rs); read(rt); helper("slt", "(II)I"); }); return;
                case Op.SLTU: write(rd, () -> { read(rs); read(rt); helper("sltu", "(II)I"); }); return;
                case Op.ADD: write(rd, () -> { read(rs); read(rt); constant(pc); helper("add", "(III)I"); }); return;
                case Op.SUB: write(rd, () -> { read(rs); read(rt); constant(pc); helper("sub", "(III)I"); }); return;
                case Op.ADDI: write(rt, () -> { read(rs); constant(imm); constant(pc); helper("add", "(III)I"); }); return;
                case Op.ADDIU: immediate(rt, rs, imm, IADD); return;
                case Op.ANDI: immediate(rt, rs, w & 0xffff, IAND); return;
                case Op.ORI: immediate(rt, rs, w & 0xffff, IOR); return;
                case Op.XORI: immediate(rt, rs, w & 0xffff, IXOR); return;
                case Op.SLTI: write(rt, () -> { read(rs); constant(imm); helper("slt", "(II)I"); }); return;
                case Op.SLTIU: write(rt, () -> { read(rs); constant(imm); helper("sltu", "(II)I"); }); return;
                case Op.LUI: write(rt, () -> constant(w << 16)); return;
                case Op.LW:
                    if (forwarded(rs, w)) {
                        loadForwarded(rt, rs, imm, pc);
                    } else {
                        load(rt, rs, imm, pc, "lw");
                    }
                    return;
                case Op.LB: load(rt, rs, imm, pc, "lb"); return;
                case Op.LBU: load(rt, rs, imm, pc, "lbu"); return;
                case Op.LH: load(rt, rs, imm, pc, "lh"); return;
                case Op.LHU: load(rt, rs, imm, pc, "lhu"); return;
                case Op.SW:
                    if (forwarded(rs, w)) {
                        storeForwarded(rt, rs, imm, pc);
                    } else {
                        store(rt, rs, imm, pc, "sw");
                    }
                    return;
                case Op.SB: store(rt, rs, imm, pc, "sb"); return;
                case Op.SH: store(rt, rs, imm, pc, "sh"); return;
                case Op.MFHI: write(rd, () -> cpuField(GETFIELD, "hi")); return;
                case Op.MFLO: write(rd, () -> cpuField(GETFIELD, "lo")); return;
                case Op.MTHI: mv.visitVarInsn(ALOAD, CPU_ARG); read(rs); cpuField(PUTFIELD, "hi"); return;
                case Op.MTLO: mv.visitVarInsn(ALOAD, CPU_ARG); read(rs); cpuField(PUTFIELD, "lo"); return;
                case Op.MULT: hiLo(rs, rt, "mult"); return;
                case Op.MULTU: hiLo(rs, rt, "multu"); return;
                case Op.DIV: hiLo(rs, rt, "div"); return;
                case Op.DIVU: hiLo(rs, rt, "divu"); return;
                case Op.MUL:
                    write(rd, () -> { mv.visitVarInsn(ALOAD, CPU_ARG); read(rs); read(rt); helper("mul", "(L" + CPU_TYPE + ";II)I"); });
                    return;
                case Op.MOVZ: case Op.MOVN:
                    write(rd, () -> {
                        read(rt);
                        Label zero = new Label();
                        Label done = new Label();
                        mv.visitJumpInsn(op == Op.MOVZ ? IFEQ : IFNE, zero);
                        mv.visitInsn(ICONST_0);
                        mv.visitJumpInsn(GOTO, done);
                        mv.visitLabel(zero);
                        mv.visitInsn(ICONST_1);
                        mv.visitLabel(done);
                        read(rs);
                        read(rd);
                        helper("select", "(ZII)I");
                    });
                    return;
                case Op.CLZ: write(rd, () -> { read(rs); leadingZeros(); }); return;
                case Op.CLO: write(rd, () -> { read(rs); mv.visitInsn(ICONST_M1); mv.visitInsn(IXOR); leadingZeros(); }); return;
                default: throw new IllegalStateException("not translatable: " + Op.name(op));
            }
        }

        private void terminator(int op, int w, int pc) {
            int rs = (w >>> 21) & 31;
            int rt = (w >>> 16) & 31;
            Label taken = new Label();
            switch (op) {
                case Op.BEQ: read(rs); read(rt); mv.visitJumpInsn(IF_ICMPEQ, taken); break;
                case Op.BNE: read(rs); read(rt); mv.visitJumpInsn(IF_ICMPNE, taken); break;
                case Op.BLEZ: read(rs); mv.visitJumpInsn(IFLE, taken); break;
                case Op.BGTZ: read(rs); mv.visitJumpInsn(IFGT, taken); break;
                case Op.BLTZ: read(rs); mv.visitJumpInsn(IFLT, taken); break;
                case Op.BGEZ: read(rs); mv.visitJumpInsn(IFGE, taken); break;
                case Op.JALR:
                    // rd := pc + 4 first, then jump to rs as read afterwards (MARS: jalr $ra falls through)
                    write((w >>> 11) & 31, () -> constant(pc + 4));
                    // fall through to the jump itself
                case Op.JR:
                    writeBack();
                    mv.visitVarInsn(ILOAD, STEPS);
                    mv.visitInsn(I2L);
                    mv.visitIntInsn(BIPUSH, 32);
                    mv.visitInsn(LSHL);
                    read(rs);
                    mv.visitInsn(I2L);
                    mv.visitLdcInsn(0xffffffffL);
                    mv.visitInsn(LAND);
                    mv.visitInsn(LOR);
                    mv.visitInsn(LRETURN);
                    return;
                case Op.JAL:
                    write(31, () -> constant(pc + 4));
                    mv.visitJumpInsn(GOTO, taken);
                    break;
                default:
                    mv.visitJumpInsn(GOTO, taken);
            }
            returnAt(pc + 4);
            mv.visitLabel(taken);
            int target = target(op, w, pc);
            if (target == start) {
                Label exit = new Label();
                mv.visitVarInsn(ILOAD, MAY_LOOP);
                mv.visitJumpInsn(IFEQ, exit);
                mv.visitVarInsn(ILOAD, STEPS);
                constant(length);
                mv.visitInsn(IADD);
                mv.visitVarInsn(ILOAD, BUDGET);
                mv.visitJumpInsn(IF_ICMPLE, top);
                mv.visitLabel(exit);
            }
            returnAt(target);
        }

        private void returnAt(int pc) {
            writeBack();
            mv.visitVarInsn(ILOAD, STEPS);
            mv.visitInsn(I2L);
            mv.visitIntInsn(BIPUSH, 32);
            mv.visitInsn(LSHL);
            mv.visitLdcInsn(pc & 0xffffffffL);
            mv.visitInsn(LOR);
            mv.visitInsn(LRETURN);
        }

        /** Stores the deferred value of the forwarded word, then the registers back into the array. */
        private void writeBack() {
            if (forward != -1) {
                Label clean = new Label();
                mv.visitVarInsn(ILOAD, DIRTY);
                mv.visitJumpInsn(IFEQ, clean);
                mv.visitVarInsn(ALOAD, MEM);
                address(forward >>> 16, (short) forward);
                mv.visitVarInsn(ILOAD, FORWARD);
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

        private void read(int reg) {
            if (reg == 0) {
                mv.visitInsn(ICONST_0);
            } else {
                mv.visitVarInsn(ILOAD, FIRST_REGISTER + reg);
            }
        }

        /** reg = value; for register 0 the value is still computed (it may trap) and dropped. */
        private void write(int reg, Runnable value) {
            value.run();
            if (reg == 0) {
                mv.visitInsn(POP);
            } else {
                mv.visitVarInsn(ISTORE, FIRST_REGISTER + reg);
            }
        }

        private void binary(int rd, int a, int b, int opcode) {
            write(rd, () -> { read(a); read(b); mv.visitInsn(opcode); });
        }

        private void shift(int rd, int rt, int sa, int opcode) {
            write(rd, () -> { read(rt); constant(sa); mv.visitInsn(opcode); });
        }

        private void immediate(int rt, int rs, int value, int opcode) {
            write(rt, () -> { read(rs); constant(value); mv.visitInsn(opcode); });
        }

        private void load(int rt, int rs, int imm, int pc, String helper) {
            write(rt, () -> {
                mv.visitVarInsn(ALOAD, MEM);
                address(rs, imm);
                constant(pc);
                helper(helper, "(L" + MEMORY + ";II)I");
            });
        }

        private boolean forwarded(int rs, int w) {
            return forward == (rs << 16 | (w & 0xffff));
        }

        /** lw of the forwarded word: the kept value if there is one, else a real load that is then kept. */
        private void loadForwarded(int rt, int rs, int imm, int pc) {
            Label load = new Label();
            Label done = new Label();
            mv.visitVarInsn(ILOAD, HAVE_FORWARD);
            mv.visitJumpInsn(IFEQ, load);
            mv.visitVarInsn(ILOAD, FORWARD);
            mv.visitJumpInsn(GOTO, done);
            mv.visitLabel(load);
            mv.visitVarInsn(ALOAD, MEM);
            address(rs, imm);
            constant(pc);
            helper("lw", "(L" + MEMORY + ";II)I");
            mv.visitInsn(DUP);
            keepForwarded();
            mv.visitLabel(done);
            if (rt == 0) {
                mv.visitInsn(POP);
            } else {
                mv.visitVarInsn(ISTORE, FIRST_REGISTER + rt);
            }
        }

        /**
         * sw to the forwarded word: the first one stores (and may fault); once an access proved the word
         * valid, the value is only kept, and stored when the block exits ({@link #writeBack}).
         */
        private void storeForwarded(int rt, int rs, int imm, int pc) {
            Label store = new Label();
            Label done = new Label();
            mv.visitVarInsn(ILOAD, HAVE_FORWARD);
            mv.visitJumpInsn(IFEQ, store);
            read(rt);
            mv.visitVarInsn(ISTORE, FORWARD);
            mv.visitInsn(ICONST_1);
            mv.visitVarInsn(ISTORE, DIRTY);
            mv.visitJumpInsn(GOTO, done);
            mv.visitLabel(store);
            store(rt, rs, imm, pc, "sw");
            read(rt);
            keepForwarded();
            mv.visitLabel(done);
        }

        /** Pops the value on the stack into the forwarded word's local. */
        private void keepForwarded() {
            mv.visitVarInsn(ISTORE, FORWARD);
            mv.visitInsn(ICONST_1);
            mv.visitVarInsn(ISTORE, HAVE_FORWARD);
        }

        private void store(int rt, int rs, int imm, int pc, String helper) {
            mv.visitVarInsn(ALOAD, MEM);
            address(rs, imm);
            read(rt);
            constant(pc);
            helper(helper, "(L" + MEMORY + ";III)V");
        }

        private void address(int rs, int imm) {
            read(rs);
            constant(imm);
            mv.visitInsn(IADD);
        }

        private void constant(int value) {
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

        private void cpuField(int opcode, String name) {
            if (opcode == GETFIELD) {
                mv.visitVarInsn(ALOAD, CPU_ARG);
            }
            mv.visitFieldInsn(opcode, CPU_TYPE, name, "I");
        }

        private void hiLo(int rs, int rt, String helper) {
            mv.visitVarInsn(ALOAD, CPU_ARG);
            read(rs);
            read(rt);
            helper(helper, "(L" + CPU_TYPE + ";II)V");
        }

        private void leadingZeros() {
            mv.visitMethodInsn(INVOKESTATIC, "java/lang/Integer", "numberOfLeadingZeros", "(I)I", false);
        }

        private void helper(String name, String descriptor) {
            mv.visitMethodInsn(INVOKESTATIC, HELPERS, name, descriptor, false);
        }
    }
}
