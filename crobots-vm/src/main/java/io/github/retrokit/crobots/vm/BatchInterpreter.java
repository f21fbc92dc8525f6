package io.github.retrokit.crobots.vm;

import static io.github.retrokit.crobots.vm.DecodedCode.ArithmeticCode;

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
    private final int size;
    private final long[] words;
    private final int[] detail;
    final Intrinsics world;
    private final long[] s;
    private final long[] ext;
    final boolean modZeroDividend;
    private final ProgramCode program;
    private final InterpreterLoop loop;
    /** Instructions interpreted since this VM last reported to {@link ProgramCode#interpreted(int)}. */
    private int unreported;
    /** Set by translated code that stopped in front of a rand call. */
    boolean paused;

    BatchInterpreter(RobotVm vm, ProgramCode program, CallTable calls, Intrinsics world, long[] stack, long[] ext,
                     boolean modZeroDividend) {
        DecodedCode decoded = program.decoded();
        this.program = program;
        this.vm = vm;
        this.size = decoded.size;
        this.words = decoded.words;
        this.detail = decoded.detail;
        this.world = world;
        this.s = stack;
        this.ext = ext;
        this.modZeroDividend = modZeroDividend;
        this.loop = new InterpreterLoop(vm, decoded, calls, world.readings(), world.specSqrt(), stack,
                ext, modZeroDividend);
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
     * The interpreter: {@link InterpreterLoop} runs the instructions it can without calls; the instruction it
     * stops in front of runs here, through the fast helper for intrinsic calls when it applies, else through
     * {@link RobotVm#step()} (which also takes every address outside the code); then the loop goes on.
     */
    private int interpret(int budget, boolean pauseBeforeRand) {
        final RobotVm vm = this.vm;
        int left = budget;
        while (left > 0) {
            int ip = vm.ip;
            boolean inCode = ip >= 0 && ip <= size;
            if (inCode) {
                left = loop.run(left);
                if (left == 0) {
                    break;
                }
                ip = vm.ip;
            }
            int c = inCode ? (int) words[2 * ip + 1] & DecodedCode.CODE_MASK : DecodedCode.SLOW;
            if (c == DecodedCode.CALL_RAND && pauseBeforeRand) {
                break;
            }
            if (!called(ip, c)) {
                vm.step();
                vm.executed--;
            }
            left--;
        }
        int done = budget - left;
        vm.executed += done;
        report(done);
        return done;
    }

    /**
     * Runs the intrinsic call at {@code ip} (dispatch code {@code c}) when it raises no flag; false if not, or
     * for any other instruction. User calls and returns never come here but to fail: {@link InterpreterLoop}
     * runs them whenever they raise no flag.
     */
    private boolean called(int ip, int c) {
        if (c != DecodedCode.CALL_OWN && c != DecodedCode.CALL_RAND && c != DecodedCode.CALL_READING
                && c != DecodedCode.CALL_SQRT) {
            return false;
        }
        int r = callIntrinsic(ip, vm.sp);
        if (r < 0) {
            return false;
        }
        vm.ip = ip + 1;
        vm.sp = r;
        return true;
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
