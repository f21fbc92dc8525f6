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
    // the order of the case values (consecutive values with one case cost one range test), so the commonest
    // instructions are found first. Codes from PAIRS_FIRST on that are not single instructions fold a pair.
    static final int FETCH_LOCAL = 0;
    /** Pair: {@code CONST k; BINOP op}. */
    static final int CONST_BINOP = 1;
    /** Pair: {@code BINOP op; BRANCH t}. */
    static final int BINOP_BRANCH = 2;
    /** Pair: {@code STORE local,op; CHOP} (an assignment statement). */
    static final int STORE_LOCAL_CHOP = 3;
    static final int BRANCH = 4;
    static final int CONST = 5;
    /** BINOP codes: {@code BINOP + } an {@link ArithmeticCode} value. */
    static final int BINOP = 6;
    static final int FETCH_EXT = BINOP + 22;
    static final int CHOP = FETCH_EXT + 1;
    static final int FRAME = CHOP + 1;
    /** An intrinsic that touches only its own robot (or nothing shared): everything but rand. */
    static final int CALL_OWN = FRAME + 1;
    /** Pair: {@code CONST k; BRANCH t} (k = 0: the jump closing an if or a loop). */
    static final int CONST_BRANCH = CALL_OWN + 1;
    /** Pair: {@code FETCH local; BINOP op}. */
    static final int LOCAL_BINOP = CONST_BRANCH + 1;
    /** Pair: {@code STORE external,op; CHOP}. */
    static final int STORE_EXT_CHOP = LOCAL_BINOP + 1;
    static final int STORE_LOCAL = STORE_EXT_CHOP + 1;
    static final int STORE_EXT = STORE_LOCAL + 1;
    static final int CALL_USER = STORE_EXT + 1;
    static final int RETSUB = CALL_USER + 1;
    /** Pair: {@code FETCH external; BINOP op}. */
    static final int EXT_BINOP = RETSUB + 1;
    /** {@code rand}: draws from the arena's shared random stream, so its order among robots matters. */
    static final int CALL_RAND = EXT_BINOP + 1;
    static final int NOP = CALL_RAND + 1;
    /** An instruction (or an address) that only {@link RobotVm#step()} runs. */
    static final int SLOW = NOP + 1;

    /** Dispatch code per instruction (a single instruction's: what the translator and a batch's last step use). */
    final int[] code;
    /**
     * Dispatch code per instruction for the interpreter loop when at least two instructions are left in the
     * batch: a pair code where the instruction and the next fold into one (see {@link BatchInterpreter}), else
     * as {@link #code}.
     */
    final int[] paired;
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
        paired = new int[n];
        for (int i = 0; i < n; i++) {
            paired[i] = i + 1 < n ? pair(code[i], code[i + 1]) : code[i];
        }
    }

    /** The pair code for instruction {@code first} followed by {@code second}, or {@code first} alone. */
    private static int pair(int first, int second) {
        boolean binop = second >= BINOP && second < BINOP + 22;
        if (binop) {
            return switch (first) {
                case CONST -> CONST_BINOP;
                case FETCH_LOCAL -> LOCAL_BINOP;
                case FETCH_EXT -> EXT_BINOP;
                default -> first;
            };
        }
        if (second == BRANCH && first == CONST) {
            return CONST_BRANCH;
        }
        if (second == BRANCH && first >= BINOP && first < BINOP + 22) {
            return BINOP_BRANCH;
        }
        if (second == CHOP && (first == STORE_LOCAL || first == STORE_EXT)) {
            return first == STORE_LOCAL ? STORE_LOCAL_CHOP : STORE_EXT_CHOP;
        }
        return first;
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
        // Commonest first among BINOPs (the four robots of the comparison series), as the dispatch codes.
        static final int GREATER = 0;
        static final int LESS_EQ = 1;
        static final int LOGICAL_AND = 2;
        static final int ADD = 3;
        static final int SUB = 4;
        static final int LESS = 5;
        static final int MUL = 6;
        static final int NOT_EQ = 7;
        static final int EQ = 8;
        static final int GREATER_EQ = 9;
        static final int ASSIGN = 10;
        static final int DIV = 11;
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
