package io.github.retrokit.crobots.vm;

import static io.github.retrokit.crobots.vm.DecodedCode.ArithmeticCode;

/**
 * The inner loop of {@link BatchInterpreter}: runs instructions with the registers in locals and <b>no calls</b>,
 * stopping in front of the first instruction it does not run itself. A call inside a loop makes the client
 * compiler keep every value that lives across it on the stack, reloaded at each use and at each turn; without
 * calls the loop's dozen values stay in registers. User calls and returns it runs itself, and so the calls of
 * {@code damage}, {@code speed}, {@code loc_x} and {@code loc_y} when the world offers their values as fields
 * ({@link Intrinsics#readings()}, as the arena does), and {@code sqrt} when the world's is the spec's
 * ({@link Intrinsics#specSqrt()}; {@link Intrinsics#specSqrtOf} is inlined, its {@link Math#sqrt} an
 * intrinsic of the client compiler, not a call); it stops
 * at the other intrinsic calls, the rare operators (logical or, the bitwise ones, negation) and every instruction whose fast form would not apply (a stack
 * overflow or underflow, an unsound frame: it would raise the error flag), all of which
 * {@link BatchInterpreter} runs.
 *
 * <p>While two or more instructions are left it dispatches on pair codes ({@link DecodedCode#words}): a
 * pair runs an instruction and the next one at once, leaving exactly the two instructions' state, stale
 * stack words included; when the pair's checks fail it stops in front of the first of the two.
 */
final class InterpreterLoop {

    private static final int BASE = RobotVm.BASE;
    private static final int DATASPACE = RobotVm.DATASPACE;
    /** Bit c set: arithmetic code c pushes its operand before the operator (one test instead of a chain). */
    private static final int PUSH_FIRST = 1 << DecodedCode.CONST_BINOP | 1 << DecodedCode.LOCAL_BINOP
            | 1 << DecodedCode.EXT_BINOP;
    /** Bit c set: store code c is followed by its CHOP. */
    private static final int WITH_CHOP = 1 << DecodedCode.STORE_LOCAL_CHOP | 1 << DecodedCode.STORE_EXT_CHOP;
    /** Bit c set: store code c stores to an external. */
    private static final int TO_EXTERNAL = 1 << DecodedCode.STORE_EXT | 1 << DecodedCode.STORE_EXT_CHOP;

    private final RobotVm vm;
    /** {@link DecodedCode#words}: per dispatch word, the instruction's operand above it. */
    private final long[] words;
    private final long[] s;
    private final long[] ext;
    private final boolean modZeroDividend;
    private final int size;
    private final CallTable calls;
    /** The world's {@link Intrinsics#readings()}, or null. */
    private final Readings readings;
    /** The world's {@link Intrinsics#specSqrt()}: the loop computes sqrt itself. */
    private final boolean specSqrt;

    InterpreterLoop(RobotVm vm, DecodedCode code, CallTable calls, Readings readings, boolean specSqrt,
                    long[] stack, long[] ext, boolean modZeroDividend) {
        this.specSqrt = specSqrt;
        this.vm = vm;
        this.size = code.size;
        this.calls = calls;
        this.readings = readings;
        this.words = code.words;
        this.s = stack;
        this.ext = ext;
        this.modZeroDividend = modZeroDividend;
    }

    /**
     * Runs up to {@code left} (at least 1) instructions from the VM's ip (an address 0..size); returns how many
     * are left when it stopped (0: all ran), the VM's registers updated.
     */
    int run(int left) {
        final long[] s = this.s;
        final long[] ext = this.ext;
        final long[] words = this.words;
        final RobotVm vm = this.vm;
        int ip = vm.ip;
        int sp = vm.sp;
        int rp = vm.rp;
        int lp = BASE + vm.lp; // index of local 0 in s
        loop:
        while (left > 0) {
            int a = ip;
            long w = words[2 * a + ((left - 2) >>> 31)]; // the single code for the last one (left is 1)
            int word = (int) w;
            int c = word & DecodedCode.CODE_MASK;
            switch (c) {
                case DecodedCode.FETCH_LOCAL -> {
                    if (sp + 1 >= rp) {
                        break loop;
                    }
                    s[BASE + ++sp] = s[lp + (int) (w >> 32)];
                    ip = a + 1;
                    left--;
                }
                case DecodedCode.CONST_BINOP, DecodedCode.BINOP_BRANCH, DecodedCode.STORE_LOCAL_CHOP,
                     DecodedCode.BINOP, DecodedCode.LOCAL_BINOP, DecodedCode.STORE_LOCAL, DecodedCode.EXT_BINOP,
                     DecodedCode.STORE_EXT, DecodedCode.STORE_EXT_CHOP -> {
                    boolean pushFirst = (PUSH_FIRST >>> c & 1) != 0;
                    long x;
                    long y;
                    if (pushFirst) { // push the operand, then the operator pops it and the word below
                        if (sp + 1 >= rp || sp < 1) {
                            break loop;
                        }
                        x = s[BASE + sp];
                        long v = (w >> 32);
                        y = c == DecodedCode.CONST_BINOP ? v
                                : c == DecodedCode.LOCAL_BINOP ? s[lp + (int) v] : ext[(int) v];
                    } else {
                        if (sp < 2 || sp >= rp) {
                            break loop;
                        }
                        x = s[BASE + sp - 1];
                        y = s[BASE + sp];
                    }
                    long r;
                    switch (word >>> DecodedCode.OPERATOR_SHIFT) {
                        case ArithmeticCode.GREATER -> r = x > y ? 1 : 0;
                        case ArithmeticCode.LESS_EQ -> r = x <= y ? 1 : 0;
                        case ArithmeticCode.LOGICAL_AND -> r = x != 0 && y != 0 ? 1 : 0;
                        case ArithmeticCode.ADD -> r = x + y;
                        case ArithmeticCode.SUB -> r = x - y;
                        case ArithmeticCode.LESS -> r = x < y ? 1 : 0;
                        case ArithmeticCode.MUL -> r = x * y;
                        case ArithmeticCode.NOT_EQ -> r = x != y ? 1 : 0;
                        case ArithmeticCode.EQ -> r = x == y ? 1 : 0;
                        case ArithmeticCode.GREATER_EQ -> r = x >= y ? 1 : 0;
                        case ArithmeticCode.ASSIGN -> r = y;
                        case ArithmeticCode.DIV -> r = y == 0 ? 0 : x / y;
                        case ArithmeticCode.MOD -> r = y == 0 ? (modZeroDividend ? x : 0) : x % y;
                        default -> {
                            break loop; // the rare operators: BatchInterpreter
                        }
                    }
                    if (pushFirst) {
                        s[BASE + sp + 1] = y;
                        s[BASE + sp] = r;
                        ip = a + 2;
                        left -= 2;
                    } else if (c == DecodedCode.BINOP) {
                        s[BASE + --sp] = r;
                        ip = a + 1;
                        left--;
                    } else if (c == DecodedCode.BINOP_BRANCH) {
                        sp -= 2;
                        s[BASE + sp + 1] = r;
                        ip = r == 0 ? (int) (words[2 * a + 2] >> 32) : a + 2;
                        left -= 2;
                    } else { // a STORE, alone or with the CHOP after it
                        boolean chop = (WITH_CHOP >>> c & 1) != 0;
                        s[BASE + --sp] = r;
                        if ((TO_EXTERNAL >>> c & 1) != 0) {
                            ext[(int) (w >> 32)] = r;
                        } else {
                            s[lp + (int) (w >> 32)] = r;
                        }
                        if (chop) {
                            sp--;
                            ip = a + 2;
                            left -= 2;
                        } else {
                            ip = a + 1;
                            left--;
                        }
                    }
                }
                case DecodedCode.LOCAL_CONST, DecodedCode.LOCAL_LOCAL, DecodedCode.EXT_CONST -> { // two pushes
                    if (sp + 2 >= rp) {
                        break loop;
                    }
                    s[BASE + sp + 1] = c == DecodedCode.EXT_CONST ? ext[(int) (w >> 32)] : s[lp + (int) (w >> 32)];
                    s[BASE + sp + 2] = c == DecodedCode.LOCAL_LOCAL ? s[lp + (int) (words[2 * a + 2] >> 32)] : (words[2 * a + 2] >> 32);
                    sp += 2;
                    ip = a + 2;
                    left -= 2;
                }
                case DecodedCode.LOCAL_FRAME -> {
                    if (sp + 2 >= rp) {
                        break loop;
                    }
                    s[BASE + ++sp] = s[lp + (int) (w >> 32)];
                    s[BASE + --rp] = sp;
                    ip = a + 2;
                    left -= 2;
                }
                case DecodedCode.BRANCH -> {
                    if (sp < 1) {
                        break loop;
                    }
                    ip = s[BASE + sp--] == 0 ? (int) (w >> 32) : a + 1;
                    left--;
                }
                case DecodedCode.CONST -> {
                    if (sp + 1 >= rp) {
                        break loop;
                    }
                    s[BASE + ++sp] = (w >> 32);
                    ip = a + 1;
                    left--;
                }
                case DecodedCode.FETCH_EXT -> {
                    if (sp + 1 >= rp) {
                        break loop;
                    }
                    s[BASE + ++sp] = ext[(int) (w >> 32)];
                    ip = a + 1;
                    left--;
                }
                case DecodedCode.CHOP -> {
                    if (sp < 1) {
                        break loop;
                    }
                    sp--;
                    ip = a + 1;
                    left--;
                }
                case DecodedCode.FRAME -> {
                    if (rp - 1 <= sp) {
                        break loop;
                    }
                    s[BASE + --rp] = sp;
                    ip = a + 1;
                    left--;
                }
                case DecodedCode.CONST_BRANCH -> {
                    if (sp + 1 >= rp || sp < 0) {
                        break loop;
                    }
                    long k = (w >> 32);
                    s[BASE + sp + 1] = k;
                    ip = k == 0 ? (int) (words[2 * a + 2] >> 32) : a + 2;
                    left -= 2;
                }
                case DecodedCode.CALL_READING -> { // damage(), speed(), loc_x(), loc_y(): BatchInterpreter.callIntrinsic
                    Readings r = readings;
                    if (r == null || sp < 0 || sp + 1 >= rp || rp >= DATASPACE) {
                        break loop;
                    }
                    long saved = s[BASE + rp];
                    if (saved < 1 || saved > DATASPACE || saved == rp + 1) {
                        break loop;
                    }
                    int k = word >>> DecodedCode.OPERATOR_SHIFT;
                    long v = k == 0 ? r.damage : k == 1 ? r.speed : k == 2 ? r.metreX : r.metreY;
                    s[BASE + sp + 1] = v;
                    rp++;
                    sp = (int) saved;
                    s[BASE + sp] = v;
                    ip = a + 1;
                    left--;
                }
                case DecodedCode.CALL_USER -> { // RobotVm.callUser when it raises no flag (else step() runs it)
                    CallTable t = calls;
                    int f = (int) (w >> 32);
                    int params = t.userParams[f];
                    int locals = t.userLocals[f];
                    int newRp = rp - 2;
                    int newLp = sp - params + 1;
                    int newSp = newLp + locals;
                    if (newRp <= sp || newSp >= newRp || BASE + newLp + params < 0) {
                        break loop;
                    }
                    s[BASE + newRp + 1] = a + 1;
                    s[BASE + newRp] = lp - BASE;
                    rp = newRp;
                    lp = BASE + newLp;
                    for (int i = lp + params, end = lp + locals; i <= end; i++) {
                        s[i] = 0;
                    }
                    sp = newSp;
                    ip = t.userFirst[f];
                    left--;
                }
                case DecodedCode.RETSUB -> { // RobotVm.retsub when it raises no flag (else step() runs it)
                    if (rp > DATASPACE - 3 || sp < 1) {
                        break loop;
                    }
                    long newLp = s[BASE + rp];
                    long newIp = s[BASE + rp + 1];
                    long newSp = s[BASE + rp + 2];
                    if (newLp < -(BASE - 2) || newLp > DATASPACE || newIp < 0 || newIp > size
                            || newSp < 1 || newSp > DATASPACE || newSp >= rp + 3) {
                        break loop;
                    }
                    long v = s[BASE + sp];
                    rp += 3;
                    lp = BASE + (int) newLp;
                    ip = (int) newIp;
                    sp = (int) newSp;
                    s[BASE + sp] = v;
                    left--;
                }
                case DecodedCode.CALL_SQRT -> { // sqrt(x): BatchInterpreter.callIntrinsic with the spec's sqrt
                    if (!specSqrt || sp < 1 || sp >= rp || rp >= DATASPACE) {
                        break loop;
                    }
                    long saved = s[BASE + rp];
                    if (saved < 1 || saved > DATASPACE || saved == rp + 1) {
                        break loop;
                    }
                    long v = Intrinsics.specSqrtOf(s[BASE + sp]); // inlined by C1: no call
                    s[BASE + sp] = v;
                    rp++;
                    sp = (int) saved;
                    s[BASE + sp] = v;
                    ip = a + 1;
                    left--;
                }
                case DecodedCode.CALL_OWN, DecodedCode.CALL_RAND, DecodedCode.SLOW -> {
                    break loop; // BatchInterpreter runs them
                }
                default -> { // NOP
                    ip = a + 1;
                    left--;
                }
            }
        }
        vm.ip = ip;
        vm.sp = sp;
        vm.rp = rp;
        vm.lp = lp - BASE;
        return left;
    }
}
