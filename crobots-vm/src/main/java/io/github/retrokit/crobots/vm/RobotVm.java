package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.Opcode;
import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.program.VarRef;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One robot's virtual CPU, exactly as the original 1.1: {@link #step()} executes one instruction; one
 * 500-word stack holds locals and temporaries growing up and call/return information growing down (FRAME
 * saves sp, a user FCALL saves ip+1 and lp). A push meeting the return stack, a pop from an empty stack,
 * a call whose frame does not fit, and RETSUB from {@code main} restart {@code main} after the instruction
 * (externals and main's locals zeroed, the rest of the stack kept). Intrinsics go to the {@link Intrinsics}
 * given at construction. Not thread-safe; one instance per robot.
 *
 * <p>Beyond the original (whose behaviour is undefined there): a return frame read back out of range
 * (after a stale-local write into the return stack) or control leaving the code space restarts main with
 * {@link RestartCause#CORRUPT_STATE}; the host never sees an exception.
 */
public final class RobotVm {
    /** Words of the combined data/return stack. */
    public static final int DATASPACE = 500;
    static final int BASE = 64;
    private static final int SLACK = 128;

    private final RobotProgram program;
    private final Intrinsics world;
    private final boolean modZeroDividend;
    private final int codeSize;
    final int codeLimit;
    private final int[] op;
    private final long[] arg;
    private final int[] operator;
    private final CallTable calls;
    private final int mainFirst;
    private final int mainLocals;
    private final long[] ext;
    private final long[] s = new long[BASE + DATASPACE + SLACK];

    int ip;
    int lp;
    int sp;
    int rp;
    private RestartCause error;
    private final BatchInterpreter batch;
    long executed;
    private long restarts;
    private Tracer tracer;

    /** A VM for {@code program} with {@link VmOptions#classic()}; starts at {@code main} (see {@link #restart()}). */
    public RobotVm(RobotProgram program, Intrinsics world) {
        this(program, world, VmOptions.classic());
    }

    /**
     * A VM for {@code program} calling {@code world} for intrinsics.
     *
     * @throws IllegalArgumentException if the program defines no {@code main}
     */
    public RobotVm(RobotProgram program, Intrinsics world, VmOptions options) {
        this(ProgramCode.of(program), world, options);
    }

    /**
     * A VM for a program prepared once by {@link ProgramCode#of} (so the many VMs of one robot, in a
     * tournament, share its translation).
     *
     * @throws IllegalArgumentException if the program defines no {@code main}
     */
    public RobotVm(ProgramCode code, Intrinsics world, VmOptions options) {
        RobotProgram program = code.program();
        this.program = program;
        this.world = Objects.requireNonNull(world, "world");
        this.modZeroDividend = options.modZero() == ModZero.DIVIDEND;
        FunctionHeader main = program.findFunction("main");
        if (main == null) {
            throw new IllegalArgumentException(program.name() + ": 'main' not defined");
        }
        mainFirst = main.firstInstruction();
        mainLocals = main.localCount();
        List<Instruction> insns = program.code();
        codeSize = insns.size();
        codeLimit = program.codeLimit();
        op = new int[codeSize];
        arg = new long[codeSize];
        operator = new int[codeSize];
        for (int i = 0; i < codeSize; i++) {
            Instruction insn = insns.get(i);
            op[i] = insn.opcode().code();
            arg[i] = insn.operand();
            operator[i] = insn.operator() == null ? -1 : DecodedCode.ArithmeticCode.of(insn.operator());
        }
        calls = code.calls();
        ext = new long[program.externals().size()];
        batch = new BatchInterpreter(this, code, calls, world, s, ext, modZeroDividend);
        restart();
        restarts = 0;
    }

    /**
     * The original's robot_go: ip to main, all externals and main's locals (and the slot above them) zeroed,
     * lp 0, sp at main's pool size, return stack empty. Everything else on the stack is kept.
     */
    public void restart() {
        ip = mainFirst;
        Arrays.fill(ext, 0);
        lp = 0;
        Arrays.fill(s, BASE, BASE + mainLocals + 1, 0);
        sp = mainLocals;
        rp = DATASPACE;
        error = null;
        restarts++;
    }

    /** Executes exactly one instruction (one robot turn), then restarts main if it raised the error flag. */
    public void step() {
        int address = ip;
        execute(address);
        executed++;
        Tracer t = tracer;
        if (t != null) {
            t.executed(this, address, address >= 0 && address < codeSize ? program.code().get(address) : Instruction.nop());
        }
        if (error != null) {
            RestartCause cause = error;
            restart();
            if (t != null) {
                t.restarted(this, cause);
            }
        }
    }

    /**
     * Runs up to {@code budget} instructions, exactly as as many {@link #step()} calls would, but fast; with
     * {@code pauseBeforeRand} it stops in front of an instruction that calls {@code rand} (the one intrinsic
     * that reads state shared with other robots between two motion updates: the random stream), leaving it
     * unexecuted. Returns the number of instructions executed.
     */
    public int runBatch(int budget, boolean pauseBeforeRand) {
        // Small enough for the client compiler to inline into the arena's batch loop.
        return tracer == null && error == null ? batch.run(budget, pauseBeforeRand)
                : runStepping(budget, pauseBeforeRand);
    }

    /** {@link #runBatch} with a tracer installed or the error flag raised: step by step until neither holds. */
    private int runStepping(int budget, boolean pauseBeforeRand) {
        int done = 0;
        while (done < budget && (tracer != null || error != null)) {
            if (pauseBeforeRand && callsRand(ip)) {
                return done;
            }
            step();
            done++;
        }
        return done + batch.run(budget - done, pauseBeforeRand);
    }

    /** True when the instruction at {@code address} is a call of {@code rand}. */
    private boolean callsRand(int address) {
        if (address < 0 || address >= codeSize || op[address] != Opcode.FCALL.code()) {
            return false;
        }
        int function = (int) arg[address];
        return calls.kind[function] == CallTable.INTRINSIC && calls.intrinsic[function] == Intrinsic.RAND.ordinal();
    }

    /** Runs {@code count} instructions. */
    public void run(long count) {
        for (long i = 0; i < count; i++) {
            step();
        }
    }

    private void execute(int address) {
        if (address < 0 || address >= codeLimit) {
            flag(RestartCause.CORRUPT_STATE);
            return;
        }
        if (address >= codeSize) {
            ip = address + 1;
            return;
        }
        switch (op[address]) {
            case 1 -> { // FETCH
                fetch((int) arg[address]);
                ip = address + 1;
            }
            case 2 -> { // STORE
                binop(operator[address]);
                store((int) arg[address], push(pop()));
                ip = address + 1;
            }
            case 3 -> { // CONST
                push(arg[address]);
                ip = address + 1;
            }
            case 4 -> { // BINOP
                binop(operator[address]);
                ip = address + 1;
            }
            case 5 -> fcall(address, (int) arg[address]);
            case 6 -> retsub();
            case 7 -> ip = pop() == 0 ? (int) arg[address] : address + 1; // BRANCH
            case 8 -> { // CHOP
                pop();
                ip = address + 1;
            }
            case 9 -> { // FRAME
                frame();
                ip = address + 1;
            }
            default -> ip = address + 1; // NOP
        }
    }

    /** FRAME: saves sp on the return stack for the coming FCALL. */
    private void frame() {
        rp--;
        if (rp == sp) {
            flag(RestartCause.STACK_OVERFLOW);
        }
        s[BASE + rp] = sp;
    }

    private void fetch(int v) {
        push((v & VarRef.EXTERNAL_FLAG) != 0 ? ext[v & 0x7FFF] : s[BASE + lp + v]);
    }

    private void store(int v, long value) {
        if ((v & VarRef.EXTERNAL_FLAG) != 0) {
            ext[v & 0x7FFF] = value;
        } else {
            s[BASE + lp + v] = value;
        }
    }

    private void binop(int arithmeticCode) {
        long y = pop();
        long x = pop();
        push(DecodedCode.ArithmeticCode.apply(arithmeticCode, x, y, modZeroDividend));
    }

    private void fcall(int address, int function) {
        switch (calls.kind[function]) {
            case CallTable.INTRINSIC -> {
                callIntrinsic(calls.intrinsic[function]);
                long v = pop();
                if (rp >= DATASPACE) {
                    flag(RestartCause.CORRUPT_STATE);
                    return;
                }
                long saved = s[BASE + rp];
                rp++;
                if (saved < 0 || saved > DATASPACE) {
                    flag(RestartCause.CORRUPT_STATE);
                    return;
                }
                sp = (int) saved;
                pop();
                push(v);
                ip = address + 1;
            }
            case CallTable.USER -> callUser(address, function);
            default -> ip = address + 1;
        }
    }

    private void callUser(int address, int function) {
        rp--;
        if (rp == sp) {
            flag(RestartCause.STACK_OVERFLOW);
        }
        s[BASE + rp] = address + 1;
        rp--;
        if (rp == sp) {
            flag(RestartCause.STACK_OVERFLOW);
        }
        s[BASE + rp] = lp;
        int params = calls.userParams[function];
        int locals = calls.userLocals[function];
        lp = sp - params + 1;
        Arrays.fill(s, BASE + lp + params, BASE + lp + locals + 1, 0);
        sp = lp + locals;
        if (sp >= rp) {
            flag(RestartCause.STACK_OVERFLOW);
        }
        ip = calls.userFirst[function];
    }

    private void retsub() {
        if (rp == DATASPACE) {
            flag(RestartCause.RETURN_FROM_MAIN);
            return;
        }
        long v = pop();
        if (rp > DATASPACE - 3) {
            flag(RestartCause.CORRUPT_STATE);
            return;
        }
        long newLp = s[BASE + rp];
        long newIp = s[BASE + rp + 1];
        long newSp = s[BASE + rp + 2];
        rp += 3;
        if (newLp < -(BASE - 2) || newLp > DATASPACE || newIp < 0 || newIp > codeLimit
                || newSp < 0 || newSp > DATASPACE) {
            flag(RestartCause.CORRUPT_STATE);
            return;
        }
        lp = (int) newLp;
        ip = (int) newIp;
        sp = (int) newSp;
        pop();
        push(v);
    }

    private void callIntrinsic(int ordinal) {
        switch (ordinal) {
            case 0 -> { // scan
                long res = pop();
                push(world.scan(pop(), res));
            }
            case 1 -> { // cannon
                long range = pop();
                if (range < 0) {
                    push(1);
                    return;
                }
                push(world.cannon(pop(), range));
            }
            case 2 -> { // drive
                long speed = pop();
                push(world.drive(pop(), speed));
            }
            case 3 -> push(world.damage());
            case 4 -> push(world.speed());
            case 5 -> push(world.locX());
            case 6 -> push(world.locY());
            case 7 -> push(world.rand(pop()));
            case 8 -> push(world.sqrt(pop()));
            case 9 -> push(world.sin(pop()));
            case 10 -> push(world.cos(pop()));
            case 11 -> push(world.tan(pop()));
            default -> push(world.atan(pop()));
        }
    }

    private long push(long v) {
        sp++;
        if (sp == rp) {
            flag(RestartCause.STACK_OVERFLOW);
            return 0;
        }
        s[BASE + sp] = v;
        return v;
    }

    private long pop() {
        if (sp == 0) {
            flag(RestartCause.STACK_UNDERFLOW);
            return 0;
        }
        return s[BASE + sp--];
    }

    private void flag(RestartCause cause) {
        if (error == null) {
            error = cause;
        }
    }

    /**
     * Sets the error flag from outside, so main restarts after the next instruction (the original's global
     * flag left set by a failed compile restarts robot 0 after its first instruction of match 1).
     */
    public void raiseError() {
        flag(RestartCause.EXTERNAL);
    }

    /** Installs (or with {@code null} removes) the observer called after every instruction. */
    public void setTracer(Tracer tracer) {
        this.tracer = tracer;
    }

    public RobotProgram program() {
        return program;
    }

    /** Index of the next instruction. */
    public int ip() {
        return ip;
    }

    /** Index of local 0 in the stack. */
    public int lp() {
        return lp;
    }

    /** Index of the top-of-stack element (a push pre-increments it). */
    public int sp() {
        return sp;
    }

    /** Index of the newest return-stack entry; {@value #DATASPACE} when no call is active. */
    public int rp() {
        return rp;
    }

    /** The value at {@link #sp()} (what the manual's DEBUG mode prints). */
    public long topOfStack() {
        return stackWord(sp);
    }

    /** The stack word at {@code index} (0..499; a little beyond either end is readable too, else 0). */
    public long stackWord(int index) {
        int physical = BASE + index;
        return physical >= 0 && physical < s.length ? s[physical] : 0;
    }

    /** The current function's local at {@code offset}. */
    public long local(int offset) {
        return stackWord(lp + offset);
    }

    /** External variable {@code index}. */
    public long external(int index) {
        return ext[index];
    }

    /** Number of externals. */
    public int externalCount() {
        return ext.length;
    }

    /** Instructions executed since construction. */
    public long executedCount() {
        return executed;
    }

    /** Restarts of main since construction (the initial start not counted). */
    public long restartCount() {
        return restarts;
    }
}
