package io.github.retrokit.crobots.program;

/** The ten instruction types of the CRobots virtual CPU, with the original's numeric codes. */
public enum Opcode {
    /** 0: does nothing. */
    NOP(0),
    /** 1: pushes a variable's value. */
    FETCH(1),
    /** 2: pops a value into a variable, combined by an assignment operator. */
    STORE(2),
    /** 3: pushes a constant. */
    CONST(3),
    /** 4: pops two values and pushes the operator's result. */
    BINOP(4),
    /** 5: calls a function of the function table (a user function or an intrinsic). */
    FCALL(5),
    /** 6: returns from a function with the top of stack as its value. */
    RETSUB(6),
    /** 7: pops a value and jumps to the operand when it is zero. */
    BRANCH(7),
    /** 8: drops the top of stack. */
    CHOP(8),
    /** 9: marks the frame of a call about to be made. */
    FRAME(9);

    private static final Opcode[] BY_CODE = values();

    private final int code;

    Opcode(int code) {
        this.code = code;
    }

    /**
     * The original's type code.
     *
     * @return 0 (NOP) to 9 (FRAME)
     */
    public int code() {
        return code;
    }

    /**
     * The opcode with the given code.
     *
     * @param code a type code
     * @return the opcode, or {@code null} when there is none
     */
    public static Opcode fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }
}
