package io.github.retrokit.crobots.vm;

import static io.github.retrokit.crobots.vm.DecodedCode.ArithmeticCode;

import java.util.Arrays;

/**
 * {@link RobotVm#runBatch}: many instructions in one tight loop, registers in locals, one switch per
 * instruction. Each instruction takes this fast path only when it cannot raise the error flag (no stack
 * overflow or underflow, no corrupt frame, an address inside the code); anything else, and every instruction
 * while a tracer is installed, goes through {@link RobotVm#step()}, the reference semantics. So a batch of N
 * instructions leaves exactly the state of N {@code step()} calls.
 */
final class BatchInterpreter {

    private static final int BASE = RobotVm.BASE;
    private static final int DATASPACE = RobotVm.DATASPACE;

    private final RobotVm vm;
    private final int[] code;
    private final int[] paired;
    private final long[] operand;
    private final int[] detail;
    private final CallTable calls;
    final Intrinsics world;
    private final long[] s;
    private final long[] ext;
    final boolean modZeroDividend;
    private final ProgramCode program;
    /** Instructions interpreted since this VM last reported to {@link ProgramCode#interpreted(int)}. */
    private int unreported;
    /** Set by translated code that stopped in front of a rand call. */
    boolean paused;

    BatchInterpreter(RobotVm vm, ProgramCode program, CallTable calls, Intrinsics world, long[] stack, long[] ext,
                     boolean modZeroDividend) {
        DecodedCode decoded = program.decoded();
        this.program = program;
        this.vm = vm;
        this.code = decoded.code;
        this.paired = decoded.paired;
        this.operand = decoded.operand;
        this.detail = decoded.detail;
        this.calls = calls;
        this.world = world;
        this.s = stack;
        this.ext = ext;
        this.modZeroDividend = modZeroDividend;
    }

    /**
     * Runs up to {@code budget} instructions; with {@code pauseBeforeRand} it stops in front of a call of
     * {@code rand} (not executing it). Returns the number of instructions executed.
     */
    int run(int budget, boolean pauseBeforeRand) {
        TranslatedCode translated = program.translated();
        if (translated != null) {
            return runTranslated(translated, budget, pauseBeforeRand);
        }
        return interpret(budget, pauseBeforeRand);
    }

    /** Counts instructions interpreted toward the program's translation (see {@link ProgramCode}). */
    private void report(int done) {
        if ((unreported += done) >= ProgramCode.REPORT_STEP) {
            program.interpreted(unreported);
            unreported = 0;
        }
    }

    /** The translated program's driver: enters the chunk holding ip until the batch ends. */
    private int runTranslated(TranslatedCode translated, int budget, boolean pauseBeforeRand) {
        int done = 0;
        paused = false;
        int size = code.length;
        while (done < budget && !paused) {
            int ip = vm.ip;
            if (ip < 0 || ip >= size) {
                vm.step();
                vm.executed--;
                done++;
            } else {
                done = translated.run(this, vm, s, ext, budget, pauseBeforeRand, done);
            }
        }
        vm.executed += done;
        return done;
    }

    /** Executes the instruction at the VM's ip through {@link RobotVm#step()} (translated code's registers stored). */
    void slow() {
        vm.step();
        vm.executed--;
    }

    /** {@code x op y} for translated code, {@code op} an {@link ArithmeticCode}. */
    static long arithmetic(long x, long y, int op, boolean modZeroDividend) {
        return ArithmeticCode.apply(op, x, y, modZeroDividend);
    }

    /**
     * The interpreter loop. Registers live in locals ({@code rp} and {@code lp} are written through to the VM
     * whenever they change, and read back after every helper); the cases are in the order of the dispatch
     * codes, commonest first (see {@link DecodedCode}). While two or more instructions are left in the batch
     * it dispatches on {@link DecodedCode#paired}: a pair code runs an instruction and the next one at once
     * when neither can raise the error flag, else the first one alone through the reference path.
     */
    private int interpret(int budget, boolean pauseBeforeRand) {
        final long[] s = this.s;
        final long[] ext = this.ext;
        final int[] code = this.code;
        final int[] paired = this.paired;
        final int[] detail = this.detail;
        final long[] operand = this.operand;
        final int size = code.length;
        final RobotVm vm = this.vm;
        int ip = vm.ip;
        int sp = vm.sp;
        int rp = vm.rp;
        int lp = BASE + vm.lp; // index of local 0 in s
        int done = 0;
        loop:
        while (done < budget) {
            int a = ip;
            int c = a < 0 || a >= size ? DecodedCode.SLOW : done + 1 < budget ? paired[a] : code[a];
            switch (c) {
                case DecodedCode.FETCH_LOCAL -> {
                    if (sp + 1 >= rp) {
                        c = DecodedCode.SLOW;
                    } else {
                        s[BASE + ++sp] = s[lp + (int) operand[a]];
                        ip = a + 1;
                    }
                }
                case DecodedCode.CONST_BINOP, DecodedCode.LOCAL_BINOP, DecodedCode.EXT_BINOP -> {
                    if (sp + 1 >= rp || sp < 1) {
                        c = DecodedCode.SLOW;
                    } else {
                        long y = c == DecodedCode.CONST_BINOP ? operand[a]
                                : c == DecodedCode.LOCAL_BINOP ? s[lp + (int) operand[a]] : ext[(int) operand[a]];
                        s[BASE + sp + 1] = y;
                        s[BASE + sp] = binop(code[a + 1] - DecodedCode.BINOP, s[BASE + sp], y);
                        ip = a + 2;
                        done++;
                    }
                }
                case DecodedCode.BINOP_BRANCH -> {
                    if (sp < 2 || sp >= rp) {
                        c = DecodedCode.SLOW;
                    } else {
                        long r = binop(code[a] - DecodedCode.BINOP, s[BASE + sp - 1], s[BASE + sp]);
                        sp -= 2;
                        s[BASE + sp + 1] = r;
                        ip = r == 0 ? (int) operand[a + 1] : a + 2;
                        done++;
                    }
                }
                case DecodedCode.STORE_LOCAL_CHOP, DecodedCode.STORE_EXT_CHOP -> {
                    if (sp < 2 || sp >= rp) {
                        c = DecodedCode.SLOW;
                    } else {
                        long v = stored(detail[a], s[BASE + sp - 1], s[BASE + sp], modZeroDividend);
                        sp -= 2;
                        s[BASE + sp + 1] = v;
                        if (c == DecodedCode.STORE_EXT_CHOP) {
                            ext[(int) operand[a]] = v;
                        } else {
                            s[lp + (int) operand[a]] = v;
                        }
                        ip = a + 2;
                        done++;
                    }
                }
                case DecodedCode.BRANCH -> {
                    if (sp < 1) {
                        c = DecodedCode.SLOW;
                    } else {
                        ip = s[BASE + sp--] == 0 ? (int) operand[a] : a + 1;
                    }
                }
                case DecodedCode.CONST -> {
                    if (sp + 1 >= rp) {
                        c = DecodedCode.SLOW;
                    } else {
                        s[BASE + ++sp] = operand[a];
                        ip = a + 1;
                    }
                }
                case DecodedCode.FETCH_EXT -> {
                    if (sp + 1 >= rp) {
                        c = DecodedCode.SLOW;
                    } else {
                        s[BASE + ++sp] = ext[(int) operand[a]];
                        ip = a + 1;
                    }
                }
                case DecodedCode.CHOP -> {
                    if (sp < 1) {
                        c = DecodedCode.SLOW;
                    } else {
                        sp--;
                        ip = a + 1;
                    }
                }
                case DecodedCode.FRAME -> {
                    if (rp - 1 <= sp) {
                        c = DecodedCode.SLOW;
                    } else {
                        s[BASE + --rp] = sp;
                        vm.rp = rp;
                        ip = a + 1;
                    }
                }
                case DecodedCode.CALL_OWN, DecodedCode.CALL_RAND -> {
                    if (c == DecodedCode.CALL_RAND && pauseBeforeRand) {
                        break loop;
                    }
                    int r = callIntrinsic(a, sp);
                    if (r < 0) {
                        c = DecodedCode.SLOW;
                    } else {
                        sp = r;
                        rp = vm.rp;
                        ip = a + 1;
                    }
                }
                case DecodedCode.CONST_BRANCH -> {
                    if (sp + 1 >= rp || sp < 0) {
                        c = DecodedCode.SLOW;
                    } else {
                        long k = operand[a];
                        s[BASE + sp + 1] = k;
                        ip = k == 0 ? (int) operand[a + 1] : a + 2;
                        done++;
                    }
                }
                case DecodedCode.STORE_LOCAL, DecodedCode.STORE_EXT -> {
                    if (sp < 2 || sp >= rp) {
                        c = DecodedCode.SLOW;
                    } else {
                        long v = stored(detail[a], s[BASE + sp - 1], s[BASE + sp], modZeroDividend);
                        s[BASE + --sp] = v;
                        if (c == DecodedCode.STORE_EXT) {
                            ext[(int) operand[a]] = v;
                        } else {
                            s[lp + (int) operand[a]] = v;
                        }
                        ip = a + 1;
                    }
                }
                case DecodedCode.CALL_USER -> {
                    int r = callUser(a, sp);
                    if (r < 0) {
                        c = DecodedCode.SLOW;
                    } else {
                        sp = r;
                        rp = vm.rp;
                        lp = BASE + vm.lp;
                        ip = calls.userFirst[(int) operand[a]];
                    }
                }
                case DecodedCode.RETSUB -> {
                    int r = retsub(sp);
                    if (r < 0) {
                        c = DecodedCode.SLOW;
                    } else {
                        sp = r;
                        rp = vm.rp;
                        lp = BASE + vm.lp;
                        ip = vm.ip;
                    }
                }
                case DecodedCode.NOP -> ip = a + 1;
                case DecodedCode.SLOW -> {
                }
                default -> { // BINOP
                    if (sp < 2 || sp >= rp) {
                        c = DecodedCode.SLOW;
                    } else {
                        sp--;
                        s[BASE + sp] = binop(c - DecodedCode.BINOP, s[BASE + sp], s[BASE + sp + 1]);
                        ip = a + 1;
                    }
                }
            }
            if (c == DecodedCode.SLOW) {
                vm.ip = ip;
                vm.sp = sp;
                vm.step();
                vm.executed--;
                ip = vm.ip;
                sp = vm.sp;
                rp = vm.rp;
                lp = BASE + vm.lp;
            }
            done++;
        }
        vm.ip = ip;
        vm.sp = sp;
        vm.executed += done;
        report(done);
        return done;
    }

    /** The value a STORE with operator {@code op} writes; small enough for the client compiler to inline. */
    private static long stored(int op, long x, long y, boolean modZeroDividend) {
        return op == ArithmeticCode.ASSIGN ? y : ArithmeticCode.apply(op, x, y, modZeroDividend);
    }

    private long binop(int op, long x, long y) {
        return switch (op) {
            case ArithmeticCode.ADD -> x + y;
            case ArithmeticCode.SUB -> x - y;
            case ArithmeticCode.LESS -> x < y ? 1 : 0;
            case ArithmeticCode.GREATER -> x > y ? 1 : 0;
            case ArithmeticCode.EQ -> x == y ? 1 : 0;
            case ArithmeticCode.NOT_EQ -> x != y ? 1 : 0;
            case ArithmeticCode.LESS_EQ -> x <= y ? 1 : 0;
            case ArithmeticCode.GREATER_EQ -> x >= y ? 1 : 0;
            case ArithmeticCode.LOGICAL_AND -> x != 0 && y != 0 ? 1 : 0;
            case ArithmeticCode.MUL -> x * y;
            default -> ArithmeticCode.apply(op, x, y, modZeroDividend);
        };
    }

    /**
     * A user FCALL that raises no flag: pushes the return address and lp, opens the frame. Returns the new sp,
     * or -1 (nothing changed) when the slow path must run it.
     */
    int callUser(int a, int sp) {
        int function = (int) operand[a];
        int params = calls.userParams[function];
        int locals = calls.userLocals[function];
        int rp = vm.rp - 2;
        int lp = sp - params + 1;
        int newSp = lp + locals;
        if (rp <= sp || newSp >= rp || BASE + lp + params < 0) {
            return -1;
        }
        s[BASE + rp + 1] = a + 1;
        s[BASE + rp] = vm.lp;
        vm.rp = rp;
        vm.lp = lp;
        Arrays.fill(s, BASE + lp + params, BASE + lp + locals + 1, 0);
        return newSp;
    }

    /** A RETSUB from a user function that raises no flag; sets ip, lp, rp; returns sp or -1 (nothing changed). */
    int retsub(int sp) {
        int rp = vm.rp;
        if (rp > DATASPACE - 3 || sp < 1) {
            return -1;
        }
        long v = s[BASE + sp];
        long newLp = s[BASE + rp];
        long newIp = s[BASE + rp + 1];
        long newSp = s[BASE + rp + 2];
        if (newLp < -(BASE - 2) || newLp > DATASPACE || newIp < 0 || newIp > vm.codeLimit
                || newSp < 1 || newSp > DATASPACE || newSp >= rp + 3) {
            return -1;
        }
        vm.rp = rp + 3;
        vm.lp = (int) newLp;
        vm.ip = (int) newIp;
        s[BASE + (int) newSp] = v;
        return (int) newSp;
    }

    /**
     * An intrinsic FCALL that raises no flag (every pop finds a word, the frame word saved by FRAME is sound):
     * pops the arguments, calls the world, restores sp from the frame and leaves the result on top. Returns
     * the new sp, or -1 (nothing changed, the world not called) when the slow path must run it.
     */
    int callIntrinsic(int a, int sp) {
        int ordinal = detail[a];
        int rp = vm.rp;
        int pops = ordinal <= 2 ? 2 : ordinal <= 6 ? 0 : 1;
        if (sp < pops || sp - pops + 1 >= rp || rp >= DATASPACE) {
            return -1;
        }
        long saved = s[BASE + rp];
        if (saved < 1 || saved > DATASPACE || saved == rp + 1) {
            return -1;
        }
        long top = s[BASE + sp];
        long below = s[BASE + sp - 1];
        long result = switch (ordinal) {
            case 0 -> world.scan(below, top);
            case 1 -> top < 0 ? 1 : world.cannon(below, top);
            case 2 -> world.drive(below, top);
            case 3 -> world.damage();
            case 4 -> world.speed();
            case 5 -> world.locX();
            case 6 -> world.locY();
            case 7 -> world.rand(top);
            case 8 -> world.sqrt(top);
            case 9 -> world.sin(top);
            case 10 -> world.cos(top);
            case 11 -> world.tan(top);
            default -> world.atan(top);
        };
        int popped = ordinal == 1 && s[BASE + sp] < 0 ? 1 : pops;
        s[BASE + sp - popped + 1] = result;
        vm.rp = rp + 1;
        s[BASE + (int) saved] = result;
        return (int) saved;
    }
}
