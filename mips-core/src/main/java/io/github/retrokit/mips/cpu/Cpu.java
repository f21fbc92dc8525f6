package io.github.retrokit.mips.cpu;

import io.github.retrokit.mips.memory.AddressException;
import io.github.retrokit.mips.memory.DeviceBus;
import io.github.retrokit.mips.memory.Memory;

/**
 * The MIPS32 processor state as MARS models it — 32 general registers, HI, LO, the program counter,
 * coprocessor 0 (BadVAddr, Status, Cause, EPC) and coprocessor 1 (32 single-precision registers and 8
 * condition flags) — plus the interpreter that executes decoded text.
 *
 * <p>Instruction semantics live in one place: the frequent integer operations in {@link InlineUnit}, which
 * executes a whole straight run ({@link StraightRuns}) per call, so the loop of {@link #run(long, int)}
 * checks the budget, the stop address and the fetch once per run, not per instruction; the others in
 * {@link IntegerUnit} and {@link Fpu} (coprocessor 1). The loop fetches pre-decoded words ({@link Op} ids
 * cached per text word) and allocates nothing per instruction. Another execution engine can reuse these
 * semantics by running single instructions through {@code run(1, ...)}.
 */
public final class Cpu {
    /** CP0 register numbers MARS implements. */
    public static final int CP0_BADVADDR = 8;
    /** CP0 Status; MARS starts it at 0x0000ff11. */
    public static final int CP0_STATUS = 12;
    /** CP0 Cause. */
    public static final int CP0_CAUSE = 13;
    /** CP0 EPC. */
    public static final int CP0_EPC = 14;

    /** Why {@link #run(long, int)} returned without an exception. */
    public enum Stop {
        /** The step budget was used up. */
        BUDGET,
        /** The program counter reached the requested stop address (not executed). */
        AT_PC,
        /** The program counter reached a text address with no instruction (MARS "dropped off bottom"). */
        DROPPED_OFF
    }

    final int[] gpr = new int[32];
    final int[] fpr = new int[32];
    final int[] cp0 = new int[32];
    int hi;
    int lo;
    int pc;
    int fpFlags;

    private final Memory memory;
    private final CodeCache code;
    private final boolean delayedBranching;
    final int linkOffset;
    private final int exceptionHandler;
    private BlockCache blockCache;
    private SyscallHandler syscalls = cpu -> {
        throw new MipsException("invalid or unimplemented syscall service: " + cpu.gpr[2] + " ", MipsException.SYSCALL);
    };
    private MemoryWriteListener writeListener;
    private Runnable limitCheck = () -> { };
    /** 0 none, 1 branch registered, 2 triggered (take it after the delay slot). */
    private int delayState;
    private int delayTarget;
    private long steps;
    private long kernelSteps;
    private long repeatedFetches;
    /** The last run stopped right after a jump to itself, before fetching it again. */
    private boolean repeatPending;
    final Fpu fpu = new Fpu(this);
    final IntegerUnit integerUnit = new IntegerUnit(this);
    private final StraightRuns straightRuns;
    final InlineUnit inlineUnit = new InlineUnit(this);
    private final RunChain runChain = new RunChain(this);
    private final OperandWords operandWords = new OperandWords();
    /** The one instruction fetched from outside user text, so the loop can treat it like a run. */
    private final long[] single = new long[1];

    /**
     * A processor attached to {@code memory}; registers are zero, Status is 0x0000ff11.
     *
     * @param delayedBranching execute the instruction after a branch or jump before taking it (MARS {@code db})
     */
    public Cpu(Memory memory, boolean delayedBranching) {
        this.memory = memory;
        this.code = new CodeCache(memory);
        this.delayedBranching = delayedBranching;
        this.linkOffset = delayedBranching ? 8 : 4;
        this.straightRuns = new StraightRuns(delayedBranching);
        this.exceptionHandler = memory.layout().exceptionHandler();
        memory.setTextWriteObserver(code);
        cp0[CP0_STATUS] = 0x0000ff11;
    }

    // ------------------------------------------------------------------ state access

    /** The memory this CPU executes from. */
    public Memory memory() { return memory; }

    /** General register {@code n} (0..31); register 0 is always 0. */
    public int gpr(int n) { return gpr[n]; }

    /** Sets general register {@code n}; writes to register 0 are ignored. */
    public void setGpr(int n, int value) {
        if (n != 0) {
            gpr[n] = value;
        }
    }

    /** The HI register (remainder, high product word). */
    public int hi() { return hi; }

    /** Sets HI. */
    public void setHi(int value) { hi = value; }

    /** The LO register (quotient, low product word). */
    public int lo() { return lo; }

    /** Sets LO. */
    public void setLo(int value) { lo = value; }

    /** The address of the next instruction to execute. */
    public int pc() { return pc; }

    /** Moves the program counter; the next {@link #run} starts there. */
    public void setPc(int value) { pc = value; }

    /** The raw bits of floating-point register {@code n} (0..31). */
    public int fpr(int n) { return fpr[n]; }

    /** Sets the raw bits of floating-point register {@code n}. */
    public void setFpr(int n, int bits) { fpr[n] = bits; }

    /** FP condition flag {@code cc} (0..7), set by {@code c.eq.s} and friends. */
    public boolean fpFlag(int cc) { return (fpFlags >>> cc & 1) != 0; }

    /** Sets or clears FP condition flag {@code cc} (0..7). */
    public void setFpFlag(int cc, boolean on) { fpFlags = on ? fpFlags | 1 << cc : fpFlags & ~(1 << cc); }

    /** Coprocessor-0 register {@code n}; only 8, 12, 13 and 14 exist, the others read 0. */
    public int cp0(int n) { return cp0[n]; }

    /** Sets coprocessor-0 register {@code n}; writes to registers other than 8, 12, 13, 14 are ignored. */
    public void setCp0(int n, int value) {
        if (n == CP0_BADVADDR || n == CP0_STATUS || n == CP0_CAUSE || n == CP0_EPC) {
            cp0[n] = value;
        }
    }

    /** Instructions executed so far (including one that raised an exception). */
    public long steps() { return steps; }

    /** Of {@link #steps()}, the instructions fetched from kernel text. */
    public long kernelSteps() { return kernelSteps; }

    /**
     * Of {@link #steps()}, the fetches of the same address twice in a row (a branch or jump to itself
     * without delayed branching). MARS's {@code ic} counts such a run of fetches once.
     */
    public long repeatedFetches() { return repeatedFetches; }

    /**
     * Turns the translating tier on or off (off by default). When on, hot loops in user text (with the
     * calls in them) are compiled to JVM bytecode, one region per loop ({@link Translator}); it is used only
     * without delayed branching, self-modifying code and a store listener, and gives the same results,
     * faults and counts as the interpreter.
     */
    public void setTranslation(boolean on) {
        blockCache = on ? new BlockCache() : null;
    }

    /** An immutable copy of the whole processor state (for time travel). */
    public CpuState save() {
        return new CpuState(gpr, fpr, cp0, hi, lo, pc, fpFlags, delayState, delayTarget, steps, kernelSteps,
                repeatedFetches, repeatPending);
    }

    /** Puts back a state {@link #save()} returned, counters included. */
    public void restore(CpuState state) {
        state.restoreInto(this);
    }

    void restoreCounters(int delayState, int delayTarget, long steps, long kernelSteps, long repeatedFetches,
                         boolean repeatPending) {
        this.delayState = delayState;
        this.delayTarget = delayTarget;
        this.steps = steps;
        this.kernelSteps = kernelSteps;
        this.repeatedFetches = repeatedFetches;
        this.repeatPending = repeatPending;
    }

    /** Regions the translating tier has compiled so far. */
    int translatedBlocks() {
        return blockCache == null ? 0 : blockCache.translated();
    }

    /** Installs the syscall table. */
    public void setSyscallHandler(SyscallHandler handler) { this.syscalls = handler; }

    /**
     * Installs the check run before every exception is raised and every syscall: it may throw (a
     * wall-clock limit) to end the run there, so a handler that faults for ever or a loop of slow
     * syscalls is stopped as surely as plain code, which the caller checks between budgets.
     */
    public void setLimitCheck(Runnable check) { this.limitCheck = check; }

    /** The store listener, or null. */
    public MemoryWriteListener memoryWriteListener() { return writeListener; }

    /** Installs the one store listener (null for none). */
    public void setMemoryWriteListener(MemoryWriteListener listener) { this.writeListener = listener; }

    /** True if an instruction was assembled (or stored) at {@code address}. */
    public boolean hasInstructionAt(int address) { return code.isPresent(address); }

    /**
     * The machine word at {@code pc} as the CPU would fetch it, or {@code OptionalLong.empty()} if no
     * instruction is there.
     *
     * @throws InvalidPcException if {@code pc} cannot be fetched from at all
     */
    public java.util.OptionalInt instructionAt(int pc) {
        long entry = code.fetch(pc);
        return entry == 0 ? java.util.OptionalInt.empty() : java.util.OptionalInt.of((int) entry);
    }

    /** Records that the text word at {@code address} holds an instruction (used when loading a program). */
    public void defineInstruction(int address) { code.textWritten(address); }

    // ------------------------------------------------------------------ program memory access

    /** A checked program store of {@code size} bytes (1, 2, 4), reported to the listener. */
    public void store(int address, int size, int value) {
        try {
            switch (size) {
                case 1 -> memory.storeByte(address, value);
                case 2 -> memory.storeHalf(address, value);
                default -> memory.storeWord(address, value);
            }
        } catch (AddressException e) {
            throw MipsException.of(e);
        }
        if (writeListener != null) {
            writeListener.memoryWritten(address, size, value, pc);
        }
    }

    /** A checked program word store at {@code pc}, reported to the listener. */
    void storeWord(int address, int value, int pc) {
        storeWord(address, value);
        if (writeListener != null) {
            this.pc = pc;
            writeListener.memoryWritten(address, 4, value, pc);
        }
    }

    /** A checked program word store, not reported ({@link RunChain}'s plain execution has no listener). */
    void storeWord(int address, int value) {
        try {
            memory.storeWord(address, value);
        } catch (AddressException e) {
            throw MipsException.of(e);
        }
    }

    /** A checked program byte store, not reported ({@link RunChain}'s plain execution has no listener). */
    void storeByte(int address, int value) {
        try {
            memory.storeByte(address, value);
        } catch (AddressException e) {
            throw MipsException.of(e);
        }
    }

    /** A checked program byte store at {@code pc}, reported to the listener. */
    void storeByte(int address, int value, int pc) {
        storeByte(address, value);
        if (writeListener != null) {
            this.pc = pc;
            writeListener.memoryWritten(address, 1, value, pc);
        }
    }

    /** Sets HI and LO from a 64-bit product. */
    void setHiLo(long value) {
        hi = (int) (value >>> 32);
        lo = (int) value;
    }

    /** A checked program byte load (0..255). */
    public int loadByte(int address) {
        try {
            return memory.loadByte(address);
        } catch (AddressException e) {
            throw MipsException.of(e);
        }
    }

    /** A checked program word load. */
    public int loadWord(int address) {
        try {
            return memory.loadWord(address);
        } catch (AddressException e) {
            throw MipsException.of(e);
        }
    }

    // ------------------------------------------------------------------ the loop

    /**
     * Executes instructions until {@code budget} have run, the program counter equals {@code stopPc}
     * (checked before each fetch), or no instruction is at the program counter.
     *
     * <p>A run-time exception jumps to the exception handler when one is assembled (MARS behaviour);
     * otherwise it propagates as {@link MipsException} with {@link #pc()} at the faulting instruction.
     *
     * @throws MipsException       an exception the program does not handle
     * @throws ProgramExit         the program called exit; {@link #pc()} is past the syscall
     * @throws InvalidPcException  the program counter left the text segments
     */
    public Stop run(long budget, int stopPc) {
        long n = 0;
        int pc = this.pc;
        if (repeatPending && budget > 0 && pc != stopPc) {
            repeatedFetches++;
        }
        repeatPending = false;
        final int userBase = code.userBase();
        final int[] r = gpr;
        final boolean delayed = delayedBranching;
        long[] user = code.user;
        int last = pc - 4;
        // stores cannot change the text (nor a listener see them); else runs end at stores and are re-prepared
        final boolean plain = !memory.selfModifying() && writeListener == null;
        Region[] regions = blockCache != null && plain && !delayed ? blockCache.prepare(user, code.version) : null;
        int[] runs = straightRuns.prepare(user, code.version, !plain);
        final DeviceBus bus = memory.devices();
        boolean alone = false; // the next instruction touches a device: execute it by itself, bus open
        // the interpreter alone, plainly: straight runs follow each other in RunLoop, called by RunChain.chain
        final boolean chaining = regions == null && plain && !delayed;
        try {
            while (n < budget) {
                if (chaining && !alone) {
                    try {
                        long[] words = operandWords.prepare(user, code.version, userBase);
                        pc = runChain.chain(words, userBase, pc, budget - n, stopPc);
                        if (runChain.executed > 0) {
                            n += runChain.executed;
                            last = runChain.lastIndex < 0 ? pc ^ 1 : userBase + 4 * runChain.lastIndex;
                        }
                    } catch (MipsException e) {
                        n += runChain.executed;
                        pc = runChain.faultPc;
                        last = pc - 4;
                        if (e.cause() == MipsException.DEVICE) {
                            alone = true;
                            continue;
                        }
                        n++;
                        last = pc;
                        pc = raise(e, pc);
                        user = code.user;
                        runs = straightRuns.prepare(user, code.version, false);
                        continue;
                    }
                    if (n >= budget) {
                        break;
                    }
                }
                if (pc == stopPc) {
                    unfetched(last, pc, n);
                    return Stop.AT_PC;
                }
                int index = (pc - userBase) >>> 2;
                long[] text = user;
                int count = 1;
                if ((pc & 3) == 0 && index < user.length) {
                    if (regions != null && !alone) {
                        Region region = blockCache.find(regions, user, index, pc);
                        if (region != null && region.allows(stopPc)) {
                            try {
                                long result = region.code().run(this, r, memory,
                                        (int) Math.min(budget - n, Integer.MAX_VALUE), pc);
                                if (result >>> 32 != 0) {
                                    n += result >>> 32;
                                    pc = (int) result;
                                    last = pc ^ 1;
                                    continue;
                                }
                            } catch (BlockFault fault) {
                                n += fault.stepsBefore();
                                pc = fault.pc;
                                if (fault.exception.cause() == MipsException.DEVICE) {
                                    last = pc - 4;
                                    alone = true;
                                    continue;
                                }
                                n++;
                                pc = raise(fault.exception, pc);
                                user = code.user;
                                last = pc ^ 1;
                                continue;
                            }
                        }
                    }
                    if (delayState == 0 && !alone) { // with delayed branching, a delay slot runs alone
                        int length = runs[index];
                        if (length > 1 && length <= budget - n
                                && Integer.compareUnsigned(stopPc - pc - 4, 4 * (length - 1)) >= 0) {
                            count = length;
                        }
                    }
                } else {
                    text = single;
                    index = 0;
                    single[0] = fetchOutsideUserText(pc);
                }
                final long entry = text[index];
                if (entry == 0) {
                    return Stop.DROPPED_OFF;
                }
                n += count;
                final int first = pc;
                final boolean inline = count > 1 || StraightRuns.isInline((int) (entry >>> 32));
                final boolean open = bus != null && (alone || !inline);
                if (open) {
                    bus.open(steps + n - 1);
                }
                alone = false;
                try {
                    if (inline) {
                        pc = inlineUnit.run(text, index, index + count, pc);
                    } else {
                        pc = integerUnit.execute((int) (entry >>> 32), (int) entry, pc);
                    }
                } catch (MipsException e) {
                    pc = count > 1 ? inlineUnit.faultPc : first;
                    if (e.cause() == MipsException.DEVICE) {
                        n -= count - ((pc - first) >>> 2);
                        last = pc - 4;
                        alone = true;
                        continue;
                    }
                    if (open) {
                        bus.close();
                    }
                    n -= count - ((pc - first) >>> 2) - 1;
                    last = pc;
                    pc = raise(e, pc);
                    user = code.user;
                    runs = straightRuns.prepare(user, code.version, !plain);
                    continue;
                }
                r[0] = 0;
                if (open) {
                    if (bus.close()) {
                        budget = n; // a device changed: end the run so the machine asks for its next event
                    }
                    if (bus.pendingInterrupts() != 0 && interrupt(pc, bus.pendingInterrupts())) {
                        bus.interruptTaken();
                        pc = exceptionHandler;
                    }
                }
                if (!inline || !plain) { // the text may have changed
                    user = code.user;
                    runs = straightRuns.prepare(user, code.version, !plain);
                }
                last = first + ((count - 1) << 2);
                if (delayed && delayState != 0) {
                    pc = resolveDelay(pc);
                    if (delayState == 2 && count > 1 && !StraightRuns.isJump((int) (text[index + count - 1] >>> 32))) {
                        pc = resolveDelay(pc); // the run ended with the delay slot
                    }
                }
            }
            unfetched(last, pc, n);
            return Stop.BUDGET;
        } catch (ProgramExit exit) {
            pc += 4;
            throw exit;
        } finally {
            this.pc = pc;
            this.steps += n;
            r[0] = 0;
            if (bus != null) {
                bus.close();
            }
        }
    }

    /**
     * An external interrupt between instructions, as MARS takes one from its MMIO devices: if interrupts are
     * enabled (Status bit 0), the exception level is clear (Status bit 1), the request's mask bits are set in
     * Status (bits 8-15) and an exception handler is assembled, Cause gets exception code 0 and the request
     * bits ({@code 0x100} keyboard, {@code 0x200} display), EPC the address of the next instruction, Status
     * the exception level, and the program counter moves to the handler.
     *
     * @return true if the interrupt was taken, false if the program does not accept it now
     */
    public boolean interrupt(int requestBits) {
        if (!interrupt(pc, requestBits)) {
            return false;
        }
        pc = exceptionHandler;
        return true;
    }

    /** {@link #interrupt(int)} with the next instruction at {@code pc}; the caller moves the pc on success. */
    private boolean interrupt(int pc, int requestBits) {
        int status = cp0[CP0_STATUS];
        if ((status & 1) == 0 || (status & 2) != 0 || (status & requestBits & 0xff00) == 0
                || delayState != 0 || !code.isPresent(exceptionHandler)) {
            return false;
        }
        cp0[CP0_CAUSE] = (cp0[CP0_CAUSE] & 0xFFFFFC83) | (requestBits & 0xff00);
        cp0[CP0_EPC] = pc;
        cp0[CP0_STATUS] = status | 2;
        repeatPending = false;
        return true;
    }

    /** Runs the service {@code $v0} names (the {@code syscall} instruction). */
    void syscall() {
        limitCheck.run();
        syscalls.syscall(this);
    }

    /** The run stops before fetching {@code next}: a jump to itself just counted a fetch that did not happen. */
    private void unfetched(int last, int next, long n) {
        if (n > 0 && last == next && !delayedBranching) {
            repeatedFetches--;
            repeatPending = true;
        }
    }

    private long fetchOutsideUserText(int pc) {
        long entry = code.fetch(pc);
        if (entry != 0 && memory.layout().isKernelText(pc)) {
            kernelSteps++;
        }
        return entry;
    }

    private int resolveDelay(int pc) {
        if (delayState == 2) {
            delayState = 0;
            return delayTarget;
        }
        delayState = 2;
        return pc;
    }

    /** Handles {@code e} raised at {@code pc}: returns the handler address, or rethrows if there is none. */
    private int raise(MipsException e, int pc) {
        gpr[0] = 0;
        this.pc = pc;
        if (e.isFatal()) {
            throw e;
        }
        limitCheck.run();
        if (e.cause() != MipsException.NONE) {
            if (e.hasBadAddress()) {
                cp0[CP0_BADVADDR] = e.badAddress();
            }
            cp0[CP0_CAUSE] = (cp0[CP0_CAUSE] & 0xFFFFFC83) | (e.cause() << 2);
            cp0[CP0_EPC] = pc;
            cp0[CP0_STATUS] |= 2;
        }
        if (!code.isPresent(exceptionHandler)) {
            throw e;
        }
        delayState = 0;
        return exceptionHandler;
    }

    int jump(int pc, int target) {
        if (!delayedBranching) {
            if (target == pc) {
                repeatedFetches++;
            }
            return target;
        }
        if (delayState == 0) {
            delayTarget = target;
        }
        delayState = 1;
        return pc + 4;
    }

    int branch(int pc, int w) {
        return jump(pc, pc + 4 + ((short) w << 2));
    }

    static MipsException trap() {
        return new MipsException("trap", MipsException.TRAP);
    }

}
