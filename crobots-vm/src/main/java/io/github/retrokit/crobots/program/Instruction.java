package io.github.retrokit.crobots.program;

import java.util.Objects;

/**
 * One VM instruction: a type and one operand. {@code operand} holds the constant (CONST), the encoded
 * variable (FETCH, STORE, see {@link VarRef#encoded()}), the function-table index (FCALL) or the target
 * instruction index (BRANCH), and is 0 otherwise; {@code operator} is set for BINOP and STORE only.
 */
public record Instruction(Opcode opcode, long operand, Operator operator) {
    public Instruction {
        Objects.requireNonNull(opcode, "opcode");
        boolean needsOperator = opcode == Opcode.BINOP || opcode == Opcode.STORE;
        if (needsOperator != (operator != null)) {
            throw new IllegalArgumentException(opcode + (needsOperator ? " needs" : " takes no") + " operator");
        }
    }

    public static Instruction nop() {
        return new Instruction(Opcode.NOP, 0, null);
    }

    public static Instruction fetch(VarRef v) {
        return new Instruction(Opcode.FETCH, v.encoded(), null);
    }

    public static Instruction store(VarRef v, Operator op) {
        return new Instruction(Opcode.STORE, v.encoded(), op);
    }

    public static Instruction constant(long k) {
        return new Instruction(Opcode.CONST, k, null);
    }

    public static Instruction binop(Operator op) {
        return new Instruction(Opcode.BINOP, 0, op);
    }

    public static Instruction fcall(int functionIndex) {
        return new Instruction(Opcode.FCALL, functionIndex, null);
    }

    public static Instruction retsub() {
        return new Instruction(Opcode.RETSUB, 0, null);
    }

    public static Instruction branch(int target) {
        return new Instruction(Opcode.BRANCH, target, null);
    }

    public static Instruction chop() {
        return new Instruction(Opcode.CHOP, 0, null);
    }

    public static Instruction frame() {
        return new Instruction(Opcode.FRAME, 0, null);
    }

    /** The variable of a FETCH or STORE. */
    public VarRef variable() {
        if (opcode != Opcode.FETCH && opcode != Opcode.STORE) {
            throw new IllegalStateException(opcode + " has no variable operand");
        }
        return VarRef.decode((int) operand);
    }

    /** This instruction as one line of the listing, without the address (e.g. {@code store   0 local, +=}). */
    @Override
    public String toString() {
        return RobotDisassembler.format(this);
    }
}
