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

    // Numbered for InterpreterLoop's switch, which the client compiler turns into a chain of compares in the
    // order of the case values (a run of consecutive values with one case costs one range test): by how often
    // the loop dispatches them in the four-robot series (every instruction counted, replayed through the
    // pairing below), the pushes-and-operators that share the arithmetic as one range, the instructions the
    // loop leaves to BatchInterpreter (intrinsic calls but the readings, SLOW) as another near the end, where
    // the few compares more cost nothing beside the way out. Codes that are not single instructions fold a pair.
    /** Pair: {@code CONST k; BINOP op}. */
    static final int CONST_BINOP = 0;
    /** Pair: {@code BINOP op; BRANCH t}. */
    static final int BINOP_BRANCH = 1;
    /** Pair: {@code STORE local,op; CHOP} (an assignment statement). */
    static final int STORE_LOCAL_CHOP = 2;
    /** A BINOP; its operator ({@link ArithmeticCode}) is in {@link #detail}. */
    static final int BINOP = 3;
    /** Pair: {@code FETCH local; BINOP op}. */
    static final int LOCAL_BINOP = 4;
    static final int STORE_LOCAL = 5;
    /** Pair: {@code FETCH external; BINOP op}. */
    static final int EXT_BINOP = 6;
    static final int STORE_EXT = 7;
    /** Pair: {@code STORE external,op; CHOP}. */
    static final int STORE_EXT_CHOP = 8;
    static final int ARITHMETIC_FIRST = CONST_BINOP;
    static final int ARITHMETIC_LAST = STORE_EXT_CHOP;
    /** Pair: {@code FETCH local; CONST k}. */
    static final int LOCAL_CONST = 9;
    static final int FETCH_LOCAL = 10;
    /** Pair: {@code FETCH local; FRAME}. */
    static final int LOCAL_FRAME = 11;
    /** Pair: {@code FETCH local; FETCH local}. */
    static final int LOCAL_LOCAL = 12;
    /** Pair: {@code CONST k; BRANCH t} (k = 0: the jump closing an if or a loop). */
    static final int CONST_BRANCH = 13;
    static final int FETCH_EXT = 14;
    /**
     * In {@link #words} only: a call of {@code damage}, {@code speed}, {@code loc_x} or {@code loc_y}, which
     * the loop runs itself when the world offers {@link Intrinsics#readings()} ({@link #code} holds CALL_OWN).
     */
    static final int CALL_READING = 15;
    /** Pair: {@code FETCH external; CONST k}. */
    static final int EXT_CONST = 16;
    static final int FRAME = 17;
    static final int BRANCH = 18;
    static final int CONST = 19;
    static final int CHOP = 20;
    static final int CALL_USER = 21;
    static final int RETSUB = 22;
    /** An intrinsic that touches only its own robot (or nothing shared): everything but rand. */
    static final int CALL_OWN = 23;
    /** {@code rand}: draws from the arena's shared random stream, so its order among robots matters. */
    static final int CALL_RAND = 24;
    /** An instruction (or an address) that only {@link RobotVm#step()} runs. */
    static final int SLOW = 25;
    static final int NOP = 26;
    /**
     * In {@link #words} only: a call of {@code sqrt}, which the loop runs itself when the world's sqrt is the
     * spec's ({@link Intrinsics#specSqrt()}, as the arena's is; {@link #code} holds CALL_OWN).
     */
    static final int CALL_SQRT = 27;
    /** In {@link #words}: the dispatch code's bits; above them the operator of the code's BINOP or STORE. */
    static final int CODE_MASK = 0xFF;
    static final int OPERATOR_SHIFT = 8;

    /** Number of instructions. */
    final int size;
    /** Dispatch code per instruction (a single instruction's: what the translator uses). */
    final int[] code;
    /**
     * The interpreter loop's dispatch words, two per address 0..{@link #size} (the address after the last
     * instruction included, as {@link #SLOW}): at {@code 2a} the word for instruction {@code a} when at least two
     * instructions are left in the batch (a pair code where it and the next fold into one, see
     * {@link InterpreterLoop}), at {@code 2a + 1} its single code (the batch's last instruction). A word's low 32
     * bits are the dispatch code plus, shifted by {@link #OPERATOR_SHIFT}, the {@link ArithmeticCode} of the BINOP
     * or STORE it runs; its high 32 bits are the operand of instruction {@code a}, so the loop reads both in one
     * load, from one cache line. An instruction whose operand does not fit in an int is {@link #SLOW} (only
     * {@link RobotVm#step()} runs it), but for intrinsic calls, whose operand the loop does not read: the high
     * half is exact wherever the loop reads it.
     */
    final long[] words;
    /**
     * Operand per address 0..{@link #size}: constant, variable offset (flag removed), branch target, function
     * index.
     */
    final long[] operand;
    /**
     * Per address 0..{@link #size}: for STORE and BINOP the {@link ArithmeticCode} of its operator; for CALL_OWN
     * and CALL_RAND the intrinsic ordinal.
     */
    final int[] detail;

    DecodedCode(List<Instruction> program, CallTable calls) {
        int n = program.size();
        size = n;
        code = new int[n];
        operand = new long[n + 1];
        detail = new int[n + 1];
        for (int i = 0; i < n; i++) {
            decode(i, program.get(i), calls);
        }
        int[] dispatch = new int[2 * (n + 1)];
        for (int i = 0; i < n; i++) {
            boolean wild = code[i] == BRANCH && (operand[i] < 0 || operand[i] > n);
            // the loop only ever sets ip to an address 0..n; step() takes a jump out of the code
            // an operand the loop reads (all but an intrinsic call's) must fit in the upper half of its word
            boolean wide = operand[i] != (int) operand[i] && code[i] != CALL_OWN && code[i] != CALL_RAND;
            boolean reading = code[i] == CALL_OWN && detail[i] >= Intrinsic.DAMAGE.ordinal()
                    && detail[i] <= Intrinsic.LOC_Y.ordinal();
            boolean sqrt = code[i] == CALL_OWN && detail[i] == Intrinsic.SQRT.ordinal();
            dispatch[2 * i + 1] = wild || wide ? SLOW : reading ? CALL_READING : sqrt ? CALL_SQRT : code[i];
        }
        for (int i = 0; i < n; i++) {
            dispatch[2 * i] = i + 1 < n ? pair(dispatch[2 * i + 1], dispatch[2 * i + 3]) : dispatch[2 * i + 1];
        }
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < 2; k++) {
                int c = dispatch[2 * i + k];
                boolean second = c == CONST_BINOP || c == LOCAL_BINOP || c == EXT_BINOP;
                int operator = c >= ARITHMETIC_FIRST && c <= ARITHMETIC_LAST ? detail[second ? i + 1 : i]
                        : c == CALL_READING ? detail[i] - Intrinsic.DAMAGE.ordinal() : 0;
                dispatch[2 * i + k] = c | operator << OPERATOR_SHIFT;
            }
        }
        dispatch[2 * n] = SLOW;
        dispatch[2 * n + 1] = SLOW;
        words = new long[dispatch.length];
        for (int j = 0; j < words.length; j++) {
            words[j] = operand[j >> 1] << 32 | dispatch[j] & 0xFFFF_FFFFL;
        }
    }

    /** The pair code for instruction {@code first} followed by {@code second}, or {@code first} alone. */
    private static int pair(int first, int second) {
        if (second == BINOP) {
            return switch (first) {
                case CONST -> CONST_BINOP;
                case FETCH_LOCAL -> LOCAL_BINOP;
                case FETCH_EXT -> EXT_BINOP;
                default -> first;
            };
        }
        if (first == FETCH_LOCAL && (second == CONST || second == FRAME || second == FETCH_LOCAL)) {
            return second == CONST ? LOCAL_CONST : second == FRAME ? LOCAL_FRAME : LOCAL_LOCAL;
        }
        if (first == FETCH_EXT && second == CONST) {
            return EXT_CONST;
        }
        if (second == BRANCH && first == CONST) {
            return CONST_BRANCH;
        }
        if (second == BRANCH && first == BINOP) {
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
            case BINOP -> {
                code[i] = BINOP;
                detail[i] = ArithmeticCode.of(insn.operator());
            }
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
            case CallTable.USER -> { // a first instruction outside the code: only step() calls it
                int first = calls.userFirst[function];
                code[i] = first >= 0 && first <= size ? CALL_USER : SLOW;
            }
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
