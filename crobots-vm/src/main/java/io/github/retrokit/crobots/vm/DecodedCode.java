package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.Operator;
import io.github.retrokit.crobots.program.VarRef;
import java.util.List;

/**
 * A program decoded once for {@link BatchInterpreter}: per instruction one dense dispatch code that folds
 * the opcode with its operator (BINOP), its variable kind (FETCH, STORE) or its callee (FCALL), plus the
 * operand, so the interpreter's loop does a single switch per instruction.
 */
final class DecodedCode {

    // Numbered by how often robots run them: the client compiler turns a switch into a chain of compares in
    // the order of the case values, so the commonest instructions are found first.
    static final int FETCH_LOCAL = 0;
    static final int FETCH_EXT = 1;
    static final int CONST = 2;
    static final int BRANCH = 3;
    static final int STORE_LOCAL = 4;
    static final int STORE_EXT = 5;
    static final int CHOP = 6;
    static final int FRAME = 7;
    /** An intrinsic that touches only its own robot (or nothing shared): everything but rand. */
    static final int CALL_OWN = 8;
    static final int CALL_USER = 9;
    static final int RETSUB = 10;
    /** BINOP codes: {@code BINOP + } an {@link ArithmeticCode} value. */
    static final int BINOP = 11;
    /** {@code rand}: draws from the arena's shared random stream, so its order among robots matters. */
    static final int CALL_RAND = BINOP + 22;
    static final int NOP = CALL_RAND + 1;
    /** An instruction (or an address) that only {@link RobotVm#step()} runs. */
    static final int SLOW = NOP + 1;

    /** Dispatch code per instruction. */
    final int[] code;
    /** Operand per instruction: constant, variable offset (flag removed), branch target, function index. */
    final long[] operand;
    /** For STORE: the {@link ArithmeticCode} of its operator; for CALL_OWN and CALL_RAND: the intrinsic ordinal. */
    final int[] detail;

    DecodedCode(List<Instruction> program, CallTable calls) {
        int n = program.size();
        code = new int[n];
        operand = new long[n];
        detail = new int[n];
        for (int i = 0; i < n; i++) {
            decode(i, program.get(i), calls);
        }
    }

    private void decode(int i, Instruction insn, CallTable calls) {
        long arg = insn.operand();
        operand[i] = arg;
        switch (insn.opcode()) {
            case NOP -> code[i] = NOP;
            case FETCH -> {
                code[i] = isExternal(arg) ? FETCH_EXT : FETCH_LOCAL;
                operand[i] = arg & 0x7FFF;
            }
            case STORE -> {
                code[i] = isExternal(arg) ? STORE_EXT : STORE_LOCAL;
                operand[i] = arg & 0x7FFF;
                detail[i] = ArithmeticCode.of(insn.operator());
            }
            case CONST -> code[i] = CONST;
            case BINOP -> code[i] = BINOP + ArithmeticCode.of(insn.operator());
            case FCALL -> decodeCall(i, (int) arg, calls);
            case RETSUB -> code[i] = RETSUB;
            case BRANCH -> code[i] = BRANCH;
            case CHOP -> code[i] = CHOP;
            case FRAME -> code[i] = FRAME;
        }
    }

    private static boolean isExternal(long arg) {
        return ((int) arg & VarRef.EXTERNAL_FLAG) != 0;
    }

    private void decodeCall(int i, int function, CallTable calls) {
        if (function < 0 || function >= calls.kind.length) {
            code[i] = SLOW;
            return;
        }
        switch (calls.kind[function]) {
            case CallTable.USER -> code[i] = CALL_USER;
            case CallTable.INTRINSIC -> {
                int ordinal = calls.intrinsic[function];
                code[i] = ordinal == Intrinsic.RAND.ordinal() ? CALL_RAND : CALL_OWN;
                detail[i] = ordinal;
            }
            default -> code[i] = NOP;
        }
    }

    /** The VM's operators as dense codes (independent of the declaration order of {@link Operator}). */
    static final class ArithmeticCode {
        // Commonest first, as the dispatch codes.
        static final int ADD = 0;
        static final int SUB = 1;
        static final int LESS = 2;
        static final int GREATER = 3;
        static final int EQ = 4;
        static final int NOT_EQ = 5;
        static final int LESS_EQ = 6;
        static final int GREATER_EQ = 7;
        static final int ASSIGN = 8;
        static final int MUL = 9;
        static final int DIV = 10;
        static final int LOGICAL_AND = 11;
        static final int LOGICAL_OR = 12;
        static final int MOD = 13;
        static final int NEGATE = 14;
        static final int NOT = 15;
        static final int AND = 16;
        static final int OR = 17;
        static final int XOR = 18;
        static final int SHL = 19;
        static final int SHR = 20;
        static final int COMPLEMENT = 21;

        private ArithmeticCode() {
        }

        static int of(Operator op) {
            return switch (op) {
                case ASSIGN -> ASSIGN;
                case OR, OR_ASSIGN -> OR;
                case XOR, XOR_ASSIGN -> XOR;
                case AND, AND_ASSIGN -> AND;
                case LESS -> LESS;
                case GREATER -> GREATER;
                case ADD, ADD_ASSIGN -> ADD;
                case SUB, SUB_ASSIGN -> SUB;
                case MUL, MUL_ASSIGN -> MUL;
                case DIV, DIV_ASSIGN -> DIV;
                case MOD, MOD_ASSIGN -> MOD;
                case SHL, SHL_ASSIGN -> SHL;
                case SHR, SHR_ASSIGN -> SHR;
                case LESS_EQ -> LESS_EQ;
                case GREATER_EQ -> GREATER_EQ;
                case EQ -> EQ;
                case NOT_EQ -> NOT_EQ;
                case LOGICAL_AND -> LOGICAL_AND;
                case LOGICAL_OR -> LOGICAL_OR;
                case NEGATE -> NEGATE;
                case NOT -> NOT;
                case COMPLEMENT -> COMPLEMENT;
            };
        }

        /** {@code x op y} exactly as {@link Arithmetic}. */
        static long apply(int code, long x, long y, boolean modZeroDividend) {
            return switch (code) {
                case ASSIGN -> y;
                case OR -> x | y;
                case XOR -> x ^ y;
                case AND -> x & y;
                case LESS -> x < y ? 1 : 0;
                case GREATER -> x > y ? 1 : 0;
                case ADD -> x + y;
                case SUB -> x - y;
                case MUL -> x * y;
                case DIV -> y == 0 ? 0 : x / y;
                case MOD -> y == 0 ? (modZeroDividend ? x : 0) : x % y;
                case SHL -> x << y;
                case SHR -> x >> y;
                case LESS_EQ -> x <= y ? 1 : 0;
                case GREATER_EQ -> x >= y ? 1 : 0;
                case EQ -> x == y ? 1 : 0;
                case NOT_EQ -> x != y ? 1 : 0;
                case LOGICAL_AND -> x != 0 && y != 0 ? 1 : 0;
                case LOGICAL_OR -> x != 0 || y != 0 ? 1 : 0;
                case NEGATE -> -x;
                case NOT -> x == 0 ? 1 : 0;
                default -> ~x;
            };
        }
    }
}
