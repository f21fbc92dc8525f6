package io.github.retrokit.crobots.program;

/** The ten instruction types of the CRobots virtual CPU, with the original's numeric codes. */
public enum Opcode {
    NOP(0), FETCH(1), STORE(2), CONST(3), BINOP(4), FCALL(5), RETSUB(6), BRANCH(7), CHOP(8), FRAME(9);

    private static final Opcode[] BY_CODE = values();

    private final int code;

    Opcode(int code) {
        this.code = code;
    }

    /** The original's type code (NOP 0 … FRAME 9). */
    public int code() {
        return code;
    }

    /** The opcode with the given code, or {@code null} when there is none. */
    public static Opcode fromCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }
}
