package io.github.retrokit.mips.run;

import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.cpu.MipsException;
import io.github.retrokit.mips.device.MappedDevice;
import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.Segment;
import io.github.retrokit.mips.image.SourceLine;
import io.github.retrokit.mips.internal.Internals;
import io.github.retrokit.mips.memory.DeviceBus;
import io.github.retrokit.mips.memory.Memory;
import io.github.retrokit.mips.memory.MemoryState;
import io.github.retrokit.mips.syscall.Syscall;
import io.github.retrokit.mips.syscall.SyscallContext;
import io.github.retrokit.mips.syscall.SyscallRegistry;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A MIPS machine running one assembled program, as MARS 4.5 runs it: memory loaded from the
 * {@link ProgramImage}, {@code $gp}/{@code $sp} set for the layout, the program counter at the first
 * text address (or {@code main}), MARS's syscalls, exceptions and messages.
 *
 * <pre>{@code
 * ProgramImage image = new Assembler().assemble(List.of(Path.of("hello.asm")));
 * Machine machine = Machine.load(image, MachineOptions.defaults()
 *         .withConsole(new StreamConsole(System.in, System.out, System.err)));
 * RunResult result = machine.run();
 * }</pre>
 *
 * <p>Registers and memory can be read and written at any time ({@code read*}/{@code write*} bypass
 * MARS's access rules and notify no listener). Execution: {@link #run()} to the end or a limit,
 * {@link #step()} one instruction, {@link #stopWhenPcEquals(int)} to pause at an address (a grader's
 * return sentinel). Listeners observe instructions, stores and register changes; with instruction or
 * register listeners the machine runs in a slower observed mode, otherwise in the fast interpreter.
 *
 * <p>Not thread-safe; machines share nothing, so many can run in parallel.
 */
public final class Machine {
    /** Register number of HI for {@link RegisterListener}. */
    public static final int HI = 32;
    /** Register number of LO for {@link RegisterListener}. */
    public static final int LO = 33;
    /** {@code $f<n>} is register number {@code FPR_BASE + n} for {@link RegisterListener}. */
    public static final int FPR_BASE = 64;

    private final ProgramImage image;
    private final MachineOptions options;
    private final Memory memory;
    private final Cpu cpu;
    private final SyscallContext context;
    private final SyscallRegistry syscalls;
    private final Listeners listeners;
    private final Execution execution;

    static {
        Internals.install(new Internals.MachineBridge() {
            @Override
            public Cpu cpu(Machine machine) { return machine.cpu; }

            @Override
            public Memory memory(Machine machine) { return machine.memory; }

            @Override
            public MemoryState memory(MachineState state) { return state.memory(); }
        });
    }

    private Machine(ProgramImage image, MachineOptions options) {
        MemoryLayout layout = options.layout().orElse(image.layout());
        if (layout != image.layout()) {
            throw new IllegalArgumentException("the program was assembled for memory layout "
                    + image.layout().marsName() + ", not " + layout.marsName());
        }
        boolean delayed = options.delayedBranching(image);
        this.image = image;
        this.options = options;
        this.memory = new Memory(layout);
        this.memory.setSelfModifying(options.selfModifyingCode());
        this.memory.setLimit(options.limits().maxMemoryBytes());
        this.cpu = new Cpu(memory, delayed);
        this.cpu.setTranslation(options.translation());
        this.syscalls = options.syscalls();
        this.context = Internals.newSyscallContext(cpu, options.console(), options.fileSystem(),
                options.limits().maxOutputBytes(), options.clock(), options.limits().maxFileBytes());
        cpu.setSyscallHandler(new io.github.retrokit.mips.cpu.SyscallHandler() { // a class, not a lambda: no bootstrap at every start
            @Override
            public void syscall(Cpu c) {
                dispatchSyscall();
            }
        });
        this.listeners = new Listeners(cpu);
        this.execution = new Execution(cpu, image, options, context, listeners);
        loadSegments();
        cpu.setGpr(28, layout.globalPointer());
        cpu.setGpr(29, layout.stackPointer());
        cpu.setPc(image.entryPoint(options.startAtMain()));
        ProgramArguments.store(this, options.programArguments());
    }

    /**
     * A machine with {@link MachineOptions#defaults()}.
     *
     * @param image the assembled program
     * @return the machine, ready to run
     */
    public static Machine load(ProgramImage image) {
        return load(image, MachineOptions.defaults());
    }

    /**
     * A machine with {@code image} loaded and registers as MARS starts them.
     *
     * @param image   the assembled program
     * @param options memory layout, console, limits, syscalls …
     * @return the machine, ready to run
     * @throws IllegalArgumentException if the options' layout differs from the image's
     */
    public static Machine load(ProgramImage image, MachineOptions options) {
        return new Machine(image, options);
    }

    private void loadSegments() {
        for (Segment segment : image.segments()) {
            if (segment.kind().isText()) {
                int[] words = segment.words();
                for (int i = 0; i < words.length; i++) {
                    memory.pokeWord(segment.base() + 4 * i, words[i]);
                }
            } else {
                memory.pokeBytes(segment.base(), segment.contents());
            }
        }
    }

    private void dispatchSyscall() {
        int number = cpu.gpr(2);
        Syscall service = syscalls.find(number);
        if (service == null) {
            throw new MipsException("invalid or unimplemented syscall service: " + number + " ", MipsException.SYSCALL);
        }
        service.execute(context);
    }

    // ================================================================== program and parts

    /** {@return the loaded program} */
    public ProgramImage image() { return image; }

    /** {@return the options this machine was built with} */
    public MachineOptions options() { return options; }

    /** {@return the memory layout the program runs in (segment addresses)} */
    public MemoryLayout layout() { return memory.layout(); }

    /**
     * Maps a device (MARS's keyboard and display, a bitmap display, your own) on the memory bus: the program's
     * loads and stores in {@code first..last} go to it instead of memory. The range must lie outside the
     * data segment, in practice in kernel data or memory-mapped I/O (from 0xffff0000).
     *
     * @param first  the first address of the range
     * @param last   the last address of the range (inclusive)
     * @param device the device
     * @throws IllegalArgumentException if the range is empty, overlaps another device or the data segment
     */
    public void mapDevice(int first, int last, MappedDevice device) { memory.mapDevice(first, last, device); }

    /** {@return the syscalls' view of this machine: console, file table, random streams} */
    public SyscallContext syscallContext() { return context; }

    /**
     * The source line of the instruction at {@code address}, if the image knows it.
     *
     * @param address the address
     * @return the source line of the instruction at {@code address}, if the image knows it
     */
    public Optional<SourceLine> sourceLine(int address) { return image.sourceLine(address); }

    /** {@return instructions executed so far (every fetch, the exception handler's included)} */
    public long instructionCount() { return cpu.steps(); }

    /**
     * Instructions executed so far as MARS's {@code ic} counts them: only fetches from user text (not the
     * exception handler), and a branch or jump to itself fetched repeatedly counts once.
     *
     * @return instructions executed so far as MARS's {@code ic} counts them: only fetches from user text (not the
     */
    public long marsInstructionCount() { return cpu.steps() - cpu.kernelSteps() - cpu.repeatedFetches(); }

    /**
     * The instruction word at {@code address} as the processor would fetch it.
     *
     * @param address a text address
     * @return the word, or empty where no instruction was assembled or stored
     */
    public OptionalInt instructionAt(int address) { return cpu.instructionAt(address); }

    /** {@return bytes the program has printed so far} */
    public long outputBytes() { return context.outputBytes(); }

    // ================================================================== registers

    /**
     * General register {@code n} (0..31).
     *
     * @param n the register number, 0..31
     * @return general register {@code n} (0..31)
     */
    public int register(int n) { return cpu.gpr(checkRegister(n)); }

    /**
     * Sets general register {@code n} (0..31); register 0 stays 0.
     *
     * @param n the register number, 0..31
     * @param value the value
     */
    public void setRegister(int n, int value) { cpu.setGpr(checkRegister(n), value); }

    /**
     * General register by name or number: {@code $t0}, {@code t0}, {@code $8}, {@code $zero}.
     *
     * @param name the name
     * @return general register by name or number: {@code $t0}, {@code t0}, {@code $8}, {@code $zero}
     */
    public int register(String name) { return cpu.gpr(RegisterNames.number(name)); }

    /**
     * Sets a general register by name or number.
     *
     * @param name the name
     * @param value the value
     */
    public void setRegister(String name, int value) { cpu.setGpr(RegisterNames.number(name), value); }

    /** {@return the HI register} */
    public int hi() { return cpu.hi(); }

    /**
     * Sets HI.
     *
     * @param value the value
     */
    public void setHi(int value) { cpu.setHi(value); }

    /** {@return the LO register} */
    public int lo() { return cpu.lo(); }

    /**
     * Sets LO.
     *
     * @param value the value
     */
    public void setLo(int value) { cpu.setLo(value); }

    /** {@return the address of the next instruction} */
    public int pc() { return cpu.pc(); }

    /**
     * Moves the program counter (e.g. to a function a grader calls).
     *
     * @param value the value
     */
    public void setPc(int value) { cpu.setPc(value); }

    /**
     * Raw bits of {@code $f<n>}.
     *
     * @param n the register number, 0..31
     * @return raw bits of {@code $f<n>}
     */
    public int fpr(int n) { return cpu.fpr(checkRegister(n)); }

    /**
     * Sets the raw bits of {@code $f<n>}.
     *
     * @param n the register number, 0..31
     * @param bits the bits
     */
    public void setFpr(int n, int bits) { cpu.setFpr(checkRegister(n), bits); }

    /**
     * {@code $f<n>} as a float.
     *
     * @param n the register number, 0..31
     * @return {@code $f<n>} as a float
     */
    public float fprFloat(int n) { return Float.intBitsToFloat(fpr(n)); }

    /**
     * The double in {@code $f<n>} (even) and {@code $f<n+1>} (high word).
     *
     * @param n the register number, 0..31
     * @return the double in {@code $f<n>} (even) and {@code $f<n+1>} (high word)
     */
    public double fprDouble(int n) {
        return Double.longBitsToDouble(((long) fpr(n + 1) << 32) | (fpr(n) & 0xffffffffL));
    }

    /**
     * Stores a double in {@code $f<n>}/{@code $f<n+1>}.
     *
     * @param n the register number, 0..31
     * @param value the value
     */
    public void setFprDouble(int n, double value) {
        long bits = Double.doubleToLongBits(value);
        setFpr(n, (int) bits);
        setFpr(n + 1, (int) (bits >>> 32));
    }

    /**
     * A coprocessor-0 register: 8 BadVAddr, 12 Status, 13 Cause, 14 EPC; the others read 0.
     *
     * @param n the register number, 0..31
     * @return its value
     */
    public int cp0(int n) { return cpu.cp0(checkRegister(n)); }

    /**
     * A floating-point condition flag ({@code c.eq.s 3, $f0, $f1} sets flag 3).
     *
     * @param n the flag, 0..7
     * @return true if set
     */
    public boolean fpFlag(int n) { return cpu.fpFlag(checkFlag(n)); }

    /**
     * Sets or clears a floating-point condition flag.
     *
     * @param n  the flag, 0..7
     * @param on set (true) or clear (false)
     */
    public void setFpFlag(int n, boolean on) { cpu.setFpFlag(checkFlag(n), on); }

    private static int checkFlag(int n) {
        if (n < 0 || n > 7) {
            throw new IllegalArgumentException("condition flag " + n + " is not 0..7");
        }
        return n;
    }

    private static int checkRegister(int n) {
        if (n < 0 || n > 31) {
            throw new IllegalArgumentException("register number " + n + " is not 0..31");
        }
        return n;
    }

    // ================================================================== memory (host access)

    /**
     * The byte at {@code address} (0..255); no checks, no listeners.
     *
     * @param address the address
     * @return the byte at {@code address} (0..255); no checks, no listeners
     */
    public int readByte(int address) { return memory.peekByte(address); }

    /**
     * The halfword at {@code address & ~1} (0..65535).
     *
     * @param address the address
     * @return the halfword at {@code address & ~1} (0..65535)
     */
    public int readHalf(int address) { return memory.peekHalf(address); }

    /**
     * The word at {@code address & ~3}.
     *
     * @param address the address
     * @return the word at {@code address & ~3}
     */
    public int readWord(int address) { return memory.peekWord(address); }

    /**
     * {@code length} bytes from {@code address}.
     *
     * @param address the address
     * @param length how many bytes
     * @return {@code length} bytes from {@code address}
     */
    public byte[] readBytes(int address, int length) { return memory.peekBytes(address, length); }

    /**
     * The NUL-terminated string at {@code address}, one char per byte (at most {@code maxLength} chars).
     *
     * @param address the address
     * @param maxLength the most chars to read
     * @return the NUL-terminated string at {@code address}, one char per byte (at most {@code maxLength} chars)
     */
    public String readString(int address, int maxLength) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < maxLength; i++) {
            int b = memory.peekByte(address + i);
            if (b == 0) {
                break;
            }
            text.append((char) b);
        }
        return text.toString();
    }

    /**
     * Writes one byte; no checks, no listeners.
     *
     * @param address the address
     * @param value the value
     */
    public void writeByte(int address, int value) { memory.pokeByte(address, value); }

    /**
     * Writes a halfword at {@code address & ~1}.
     *
     * @param address the address
     * @param value the value
     */
    public void writeHalf(int address, int value) { memory.pokeHalf(address, value); }

    /**
     * Writes a word at {@code address & ~3}.
     *
     * @param address the address
     * @param value the value
     */
    public void writeWord(int address, int value) { memory.pokeWord(address, value); }

    /**
     * Writes {@code bytes} from {@code address}.
     *
     * @param address the address
     * @param bytes the bytes
     */
    public void writeBytes(int address, byte[] bytes) { memory.pokeBytes(address, bytes); }

    /**
     * Writes {@code text} (one byte per char) and a terminating NUL.
     *
     * @param address the address
     * @param text the text
     */
    public void writeString(int address, String text) {
        for (int i = 0; i < text.length(); i++) {
            memory.pokeByte(address + i, text.charAt(i));
        }
        memory.pokeByte(address + text.length(), 0);
    }

    // ================================================================== state copies (time travel)

    /**
     * An immutable copy of the machine as it is now (between instructions), sharing unchanged memory pages
     * with {@code previous} (null for none).
     *
     * @param previous the previous copy, or null
     * @return an immutable copy of the machine as it is now (between instructions), sharing unchanged memory pages
     */
    public MachineState saveState(MachineState previous) {
        DeviceBus bus = memory.devices();
        List<Object> devices = new ArrayList<>();
        if (bus != null) {
            bus.devices().forEach(d -> devices.add(d.saveState()));
        }
        return new MachineState(cpu.save(), memory.save(previous == null ? null : previous.memory()),
                Collections.unmodifiableList(devices), bus == null ? 0 : bus.pendingInterrupts());
    }

    /**
     * Puts the machine back into a copy {@link #saveState} took of it; a program that had ended can run on.
     * Syscall state (console, files) is not touched.
     *
     * @param state a state saved earlier
     */
    public void restoreState(MachineState state) {
        cpu.restore(state.cpu());
        memory.restore(state.memory());
        DeviceBus bus = memory.devices();
        if (bus != null) {
            List<MappedDevice> devices = bus.devices();
            for (int i = 0; i < devices.size(); i++) {
                devices.get(i).restoreState(state.devices().get(i));
            }
            bus.setPendingInterrupts(state.interrupts());
        }
        execution.resume();
    }

    // ================================================================== listeners

    /**
     * Calls {@code listener} before every instruction (switches to the observed mode).
     *
     * @param listener the listener
     */
    public void addInstructionListener(InstructionListener listener) { listeners.addInstruction(listener); }

    /**
     * Stops calling {@code listener}.
     *
     * @param listener the listener
     */
    public void removeInstructionListener(InstructionListener listener) { listeners.removeInstruction(listener); }

    /**
     * Calls {@code listener} after every program store, syscalls' stores included.
     *
     * @param listener the listener
     */
    public void addMemoryWriteListener(MemoryWriteListener listener) { listeners.addWrite(listener); }

    /**
     * Stops calling {@code listener}.
     *
     * @param listener the listener
     */
    public void removeMemoryWriteListener(MemoryWriteListener listener) { listeners.removeWrite(listener); }

    /**
     * Calls {@code listener} for every register an instruction changes (switches to the observed mode).
     *
     * @param listener the listener
     */
    public void addRegisterListener(RegisterListener listener) { listeners.addRegister(listener); }

    /**
     * Stops calling {@code listener}.
     *
     * @param listener the listener
     */
    public void removeRegisterListener(RegisterListener listener) { listeners.removeRegister(listener); }

    // ================================================================== execution

    /**
     * Pause before executing the instruction at {@code address}: {@link #run()} then returns
     * {@link RunResult.Stopped} with the program counter there. One address at a time.
     *
     * @param address the address
     */
    public void stopWhenPcEquals(int address) { execution.stopWhenPcEquals(address); }

    /** Forget the stop address. */
    public void clearStop() { execution.clearStop(); }

    /**
     * Runs until the program ends, the stop address is reached, or a limit is hit. After a final result,
     * further calls return the same result.
     *
     * @return how the run ended (or {@code Stopped} at the stop address)
     */
    public RunResult run() { return execution.run(); }

    /**
     * Runs like {@link #run()} but at most {@code count} more instructions: returns {@link RunResult.Paused}
     * when they have run and the program can go on (front ends draw a frame or record a checkpoint, then go on).
     *
     * @param count how many
     * @return {@code Paused} if the program can go on, else how it ended
     */
    public RunResult runFor(long count) { return execution.runFor(count); }

    /**
     * Executes one instruction (notifying listeners) and returns {@link RunResult.Paused} if the program
     * can go on, else how it ended.
     *
     * @return {@code Paused} if the program can go on, else how it ended
     */
    public RunResult step() { return execution.step(); }
}
