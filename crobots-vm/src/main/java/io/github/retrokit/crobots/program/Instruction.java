package io.github.retrokit.crobots.program;

import java.util.Objects;

/**
 * One VM instruction: a type and one operand. {@code operand} holds the constant (CONST), the encoded
 * variable (FETCH, STORE, see {@link VarRef#encoded()}), the function-table index (FCALL) or the target
 * instruction index (BRANCH), and is 0 otherwise; {@code operator} is set for BINOP and STORE only.
 *
 * @param opcode   the instruction type
 * @param operand  the operand, 0 when the type takes none
 * @param operator the operator of BINOP and STORE, {@code null} for the other types
 */
public record Instruction(Opcode opcode, long operand, Operator operator) {
    /**
     * Checks that {@code operator} is given exactly for BINOP and STORE.
     *
     * @param opcode   the instruction type
     * @param operand  the operand, 0 when the type takes none
     * @param operator the operator of BINOP and STORE, {@code null} for the other types
     * @throws IllegalArgumentException when it is not
     */
    public Instruction {
        Objects.requireNonNull(opcode, "opcode");
        boolean needsOperator = opcode == Opcode.BINOP || opcode == Opcode.STORE;
        if (needsOperator != (operator != null)) {
            throw new IllegalArgumentException(opcode + (needsOperator ? " needs" : " takes no") + " operator");
        }
    }

    /**
     * {@code NOP}.
     *
     * @return the instruction
     */
    public static Instruction nop() {
        return new Instruction(Opcode.NOP, 0, null);
    }

    /**
     * {@code FETCH v}: push the variable's value.
     *
     * @param v the variable
     * @return the instruction
     */
    public static Instruction fetch(VarRef v) {
        return new Instruction(Opcode.FETCH, v.encoded(), null);
    }

    /**
     * {@code STORE v, op}: pop a value into the variable, combined by {@code op}.
     *
     * @param v  the variable
     * @param op the assignment operator
     * @return the instruction
     */
    public static Instruction store(VarRef v, Operator op) {
        return new Instruction(Opcode.STORE, v.encoded(), op);
    }

    /**
     * {@code CONST k}: push a constant.
     *
     * @param k the constant
     * @return the instruction
     */
    public static Instruction constant(long k) {
        return new Instruction(Opcode.CONST, k, null);
    }

    /**
     * {@code BINOP op}: pop two values, push the result.
     *
     * @param op the operator
     * @return the instruction
     */
    public static Instruction binop(Operator op) {
        return new Instruction(Opcode.BINOP, 0, op);
    }

    /**
     * {@code FCALL index}: call entry {@code index} of the function table.
     *
     * @param functionIndex index into {@link RobotProgram#functionTable()}
     * @return the instruction
     */
    public static Instruction fcall(int functionIndex) {
        return new Instruction(Opcode.FCALL, functionIndex, null);
    }

    /**
     * {@code RETSUB}: return the top of stack.
     *
     * @return the instruction
     */
    public static Instruction retsub() {
        return new Instruction(Opcode.RETSUB, 0, null);
    }

    /**
     * {@code BRANCH target}: pop a value, jump to {@code target} when it is zero.
     *
     * @param target an instruction index
     * @return the instruction
     */
    public static Instruction branch(int target) {
        return new Instruction(Opcode.BRANCH, target, null);
    }

    /**
     * {@code CHOP}: drop the top of stack.
     *
     * @return the instruction
     */
    public static Instruction chop() {
        return new Instruction(Opcode.CHOP, 0, null);
    }

    /**
     * {@code FRAME}: mark the frame of the next call.
     *
     * @return the instruction
     */
    public static Instruction frame() {
        return new Instruction(Opcode.FRAME, 0, null);
    }

    /**
     * The variable of a FETCH or STORE.
     *
     * @return the decoded operand
     * @throws IllegalStateException for another instruction type
     */
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
