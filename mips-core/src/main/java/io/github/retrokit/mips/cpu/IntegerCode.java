package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.BlockCode.HI;
import static io.github.retrokit.mips.cpu.BlockCode.LO;
import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode of the translated integer instructions: ALU, shifts, immediates, HI/LO and the conditional moves.
 * HI and LO live in locals; trapping add/sub call {@link Translated}, which raises the exact fault.
 */
final class IntegerCode {
    private final BlockCode code;
    private final MethodVisitor mv;

    IntegerCode(BlockCode code) {
        this.code = code;
        this.mv = code.mv;
    }

    /** Emits the integer instruction {@code w} at {@code pc}. */
    void emit(int op, int w, int pc) {
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
            case Op.NOR: code.write(rd, () -> { read(rs, rt); mv.visitInsn(IOR); mv.visitInsn(ICONST_M1); mv.visitInsn(IXOR); }); return;
            case Op.SLT: code.write(rd, () -> { read(rs, rt); code.helper("slt", "(II)I"); }); return;
            case Op.SLTU: code.write(rd, () -> { read(rs, rt); code.helper("sltu", "(II)I"); }); return;
            case Op.ADD: trapping(rd, rs, () -> code.read(rt), pc, "add"); return;
            case Op.SUB: trapping(rd, rs, () -> code.read(rt), pc, "sub"); return;
            case Op.ADDI: trapping(rt, rs, () -> code.constant(imm), pc, "add"); return;
            case Op.ADDIU: immediate(rt, rs, imm, IADD); return;
            case Op.ANDI: immediate(rt, rs, w & 0xffff, IAND); return;
            case Op.ORI: immediate(rt, rs, w & 0xffff, IOR); return;
            case Op.XORI: immediate(rt, rs, w & 0xffff, IXOR); return;
            case Op.SLTI: code.write(rt, () -> { code.read(rs); code.constant(imm); code.helper("slt", "(II)I"); }); return;
            case Op.SLTIU: code.write(rt, () -> { code.read(rs); code.constant(imm); code.helper("sltu", "(II)I"); }); return;
            case Op.LUI: code.write(rt, () -> code.constant(w << 16)); return;
            default: hiLoOrMove(op, rs, rt, rd);
        }
    }

    private void hiLoOrMove(int op, int rs, int rt, int rd) {
        code.touchHiLo(); // also for movz/movn/clz/clo: more than needed, never less
        switch (op) {
            case Op.MFHI: code.write(rd, () -> mv.visitVarInsn(ILOAD, HI)); return;
            case Op.MFLO: code.write(rd, () -> mv.visitVarInsn(ILOAD, LO)); return;
            case Op.MTHI: code.read(rs); mv.visitVarInsn(ISTORE, HI); return;
            case Op.MTLO: code.read(rs); mv.visitVarInsn(ISTORE, LO); return;
            case Op.MULT: signedProduct(rs, rt); setHiLo(); return;
            case Op.MULTU: unsignedProduct(rs, rt); setHiLo(); return;
            case Op.MUL: signedProduct(rs, rt); setHiLo(); code.write(rd, () -> mv.visitVarInsn(ILOAD, LO)); return;
            case Op.MADD: case Op.MSUB:
                hiLo();
                signedProduct(rs, rt);
                mv.visitInsn(op == Op.MADD ? LADD : LSUB);
                setHiLo();
                return;
            case Op.MADDU: case Op.MSUBU:
                hiLo();
                unsignedProduct(rs, rt);
                mv.visitInsn(op == Op.MADDU ? LADD : LSUB);
                setHiLo();
                return;
            case Op.DIV: case Op.DIVU: divide(op == Op.DIVU, rs, rt); return;
            case Op.MOVZ: case Op.MOVN: conditionalMove(op == Op.MOVZ ? IFEQ : IFNE, rs, rt, rd); return;
            case Op.CLZ: code.write(rd, () -> { code.read(rs); leadingZeros(); }); return;
            case Op.CLO: code.write(rd, () -> { code.read(rs); mv.visitInsn(ICONST_M1); mv.visitInsn(IXOR); leadingZeros(); }); return;
            default: throw new IllegalStateException("not translatable: " + Op.name(op));
        }
    }

    private void signedProduct(int rs, int rt) {
        code.read(rs);
        mv.visitInsn(I2L);
        code.read(rt);
        mv.visitInsn(I2L);
        mv.visitInsn(LMUL);
    }

    private void unsignedProduct(int rs, int rt) {
        unsigned(rs);
        unsigned(rt);
        mv.visitInsn(LMUL);
    }

    private void unsigned(int reg) {
        code.read(reg);
        mv.visitInsn(I2L);
        mv.visitLdcInsn(0xffffffffL);
        mv.visitInsn(LAND);
    }

    /** Pushes HI:LO as one long. */
    private void hiLo() {
        mv.visitVarInsn(ILOAD, HI);
        code.pairWith(LO);
    }

    /** Pops a long into HI (high word) and LO (low word). */
    private void setHiLo() {
        mv.visitInsn(DUP2);
        mv.visitInsn(L2I);
        mv.visitVarInsn(ISTORE, LO);
        mv.visitIntInsn(BIPUSH, 32);
        mv.visitInsn(LUSHR);
        mv.visitInsn(L2I);
        mv.visitVarInsn(ISTORE, HI);
    }

    /**
     * div/divu: LO = quotient, HI = remainder; division by zero leaves both unchanged (MARS). divu makes one
     * unsigned long division, where {@link Integer#divideUnsigned} and {@link Integer#remainderUnsigned} made one
     * each in JDK 17 (collatz at 4 times its suite size: 6 % less wall and CPU time).
     */
    private void divide(boolean unsigned, int rs, int rt) {
        Label skip = new Label();
        code.read(rt);
        mv.visitJumpInsn(IFEQ, skip);
        if (unsigned) {
            unsignedDivide(rs, rt);
        } else {
            signedDivide(rs, rt);
        }
        mv.visitLabel(skip);
    }

    private void signedDivide(int rs, int rt) {
        read(rs, rt);
        mv.visitInsn(IDIV);
        mv.visitVarInsn(ISTORE, LO);
        read(rs, rt);
        mv.visitInsn(IREM);
        mv.visitVarInsn(ISTORE, HI);
    }

    /** LO = (rs / rt) and HI = rs - LO * rt, unsigned, with one long division. */
    private void unsignedDivide(int rs, int rt) {
        unsigned(rs);
        unsigned(rt);
        mv.visitInsn(LDIV);
        mv.visitInsn(L2I);
        mv.visitInsn(DUP);
        mv.visitVarInsn(ISTORE, LO);
        code.read(rt);
        mv.visitInsn(IMUL);
        code.read(rs);
        mv.visitInsn(SWAP);
        mv.visitInsn(ISUB);
        mv.visitVarInsn(ISTORE, HI);
    }

    private void read(int a, int b) {
        code.read(a);
        code.read(b);
    }

    private void binary(int rd, int a, int b, int opcode) {
        code.write(rd, () -> { read(a, b); mv.visitInsn(opcode); });
    }

    private void shift(int rd, int rt, int sa, int opcode) {
        code.write(rd, () -> { code.read(rt); code.constant(sa); mv.visitInsn(opcode); });
    }

    private void immediate(int rt, int rs, int value, int opcode) {
        code.write(rt, () -> { code.read(rs); code.constant(value); mv.visitInsn(opcode); });
    }

    /** {@code add}, {@code sub}, {@code addi}: the helper traps on overflow at {@code pc}. */
    private void trapping(int dest, int rs, Runnable second, int pc, String helper) {
        code.write(dest, () -> { code.read(rs); second.run(); code.constant(pc); code.helper(helper, "(III)I"); });
    }

    /** {@code movz}/{@code movn}: rd = (rt tested by {@code test}) ? rs : rd. */
    private void conditionalMove(int test, int rs, int rt, int rd) {
        code.write(rd, () -> {
            code.read(rt);
            Label zero = new Label();
            Label done = new Label();
            mv.visitJumpInsn(test, zero);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(GOTO, done);
            mv.visitLabel(zero);
            mv.visitInsn(ICONST_1);
            mv.visitLabel(done);
            read(rs, rd);
            code.helper("select", "(ZII)I");
        });
    }

    private void leadingZeros() {
        mv.visitMethodInsn(INVOKESTATIC, "java/lang/Integer", "numberOfLeadingZeros", "(I)I", false);
    }
}
