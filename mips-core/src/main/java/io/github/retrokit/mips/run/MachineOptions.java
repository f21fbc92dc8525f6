package io.github.retrokit.mips.run;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.syscall.MipsConsole;
import io.github.retrokit.mips.syscall.MipsFileSystem;
import io.github.retrokit.mips.syscall.SandboxedFileSystem;
import io.github.retrokit.mips.syscall.StreamConsole;
import io.github.retrokit.mips.syscall.SyscallRegistry;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * How to build a {@link Machine}. Immutable; start from {@link #defaults()} and change what you need
 * with the {@code with...} methods:
 * <pre>{@code
 * MachineOptions options = MachineOptions.defaults()
 *         .withStartAtMain(true)
 *         .withConsole(new StreamConsole(in, out, err))
 *         .withLimits(Limits.DEFAULT.withMaxInstructions(100_000));
 * }</pre>
 * Defaults: the image's own layout and branching mode, start at the first text address, no
 * self-modifying code, {@link Limits#DEFAULT} (64 MiB of memory, 16 MiB of file output, nothing else), a silent console, files confined to the current directory, MARS's
 * standard syscalls, no program arguments, the system clock, the translating tier on.
 */
public final class MachineOptions {
    private MemoryLayout layout;
    private boolean delayedBranchingSet;
    private boolean delayedBranching;
    private boolean selfModifyingCode;
    private boolean startAtMain;
    private Limits limits = Limits.DEFAULT;
    private MipsConsole console = StreamConsole.silent();
    private MipsFileSystem fileSystem = new SandboxedFileSystem(Path.of(""));
    private SyscallRegistry syscalls = SyscallRegistry.standard();
    private List<String> programArguments = List.of();
    private LongSupplier clock = SystemClock.INSTANCE;
    private boolean translation = true;

    private MachineOptions() { }

    // Each with* copies and sets a field directly, not through a lambda: a run sets several options at every
    // start, and each lambda costs its bootstrap there (mips-core README, Start-up).
    private MachineOptions copy() {
        MachineOptions c = new MachineOptions();
        c.layout = layout;
        c.delayedBranchingSet = delayedBranchingSet;
        c.delayedBranching = delayedBranching;
        c.selfModifyingCode = selfModifyingCode;
        c.startAtMain = startAtMain;
        c.limits = limits;
        c.console = console;
        c.fileSystem = fileSystem;
        c.syscalls = syscalls;
        c.programArguments = programArguments;
        c.clock = clock;
        c.translation = translation;
        return c;
    }

    /** {@return the default options (see the class comment)} */
    public static MachineOptions defaults() {
        return new MachineOptions();
    }

    /**
     * The memory layout; must equal the one the image was assembled for (MARS {@code mc}).
     * {@code null} (the default) means the image's.
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withLayout(MemoryLayout value) {
        MachineOptions c = copy();
        c.layout = value;
        return c;
    }

    /**
     * Delayed branching (MARS {@code db}); without this option the machine runs as the image was assembled.
     *
     * @param value branch delay slots on or off
     * @return options with this change, this one unchanged
     */
    public MachineOptions withDelayedBranching(boolean value) {
        MachineOptions c = copy();
        c.delayedBranchingSet = true;
        c.delayedBranching = value;
        return c;
    }

    /**
     * Let the program load from and store to the text segments, and execute data (MARS {@code smc}).
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withSelfModifyingCode(boolean value) {
        MachineOptions c = copy();
        c.selfModifyingCode = value;
        return c;
    }

    /**
     * Start at the global label {@code main} if there is one (MARS {@code sm}).
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withStartAtMain(boolean value) {
        MachineOptions c = copy();
        c.startAtMain = value;
        return c;
    }

    /**
     * Instruction, output, wall-clock, memory and file limits (default {@link Limits#DEFAULT}; start from it,
     * not from {@link Limits#NONE}, to keep the memory and file limits).
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withLimits(Limits value) {
        MachineOptions c = copy();
        c.limits = Objects.requireNonNull(value);
        return c;
    }

    /**
     * The program's standard input, output and error.
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withConsole(MipsConsole value) {
        MachineOptions c = copy();
        c.console = Objects.requireNonNull(value);
        return c;
    }

    /**
     * Where syscall 13 opens files (default: confined to the current directory).
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withFileSystem(MipsFileSystem value) {
        MachineOptions c = copy();
        c.fileSystem = Objects.requireNonNull(value);
        return c;
    }

    /**
     * Files relative to {@code directory}, confined to it unless {@code confined} is false.
     *
     * @param directory the working directory
     * @param confined true to keep file syscalls inside the directory
     * @return options with this change, this one unchanged
     */
    public MachineOptions withWorkingDirectory(Path directory, boolean confined) {
        return withFileSystem(new SandboxedFileSystem(directory, confined));
    }

    /**
     * The syscall table (default {@link SyscallRegistry#standard()}).
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withSyscalls(SyscallRegistry value) {
        MachineOptions c = copy();
        c.syscalls = Objects.requireNonNull(value);
        return c;
    }

    /**
     * Program arguments, stored on the stack like MARS {@code pa}: {@code $a0} = argc, {@code $a1} = argv.
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withProgramArguments(List<String> value) {
        MachineOptions c = copy();
        c.programArguments = List.copyOf(value);
        return c;
    }

    /**
     * The clock of syscall 30, in milliseconds since the epoch.
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withClock(LongSupplier value) {
        MachineOptions c = copy();
        c.clock = Objects.requireNonNull(value);
        return c;
    }

    /**
     * Compile hot straight-line integer code to JVM bytecode (on by default). Results, faults and
     * instruction counts are the same either way; it is bypassed with delayed branching, self-modifying
     * code, memory-write listeners and in {@link Machine#step()}.
     *
     * @param value the new setting
     * @return options with this change, this one unchanged
     */
    public MachineOptions withTranslation(boolean value) {
        MachineOptions c = copy();
        c.translation = value;
        return c;
    }

    /**
     * The memory layout the machine must run in.
     *
     * @return the layout set, or empty for the image's
     */
    public Optional<MemoryLayout> layout() { return Optional.ofNullable(layout); }

    /**
     * Whether a machine with these options runs {@code image} with branch delay slots.
     *
     * @param image the program
     * @return the option if set, else the image's mode
     */
    public boolean delayedBranching(ProgramImage image) {
        return delayedBranchingSet ? delayedBranching : image.delayedBranching();
    }

    /** {@return true if self-modifying code is allowed} */
    public boolean selfModifyingCode() { return selfModifyingCode; }

    /** {@return true to start at the global {@code main}} */
    public boolean startAtMain() { return startAtMain; }

    /** {@return the instruction, output and wall-clock limits} */
    public Limits limits() { return limits; }

    /** {@return the program's console} */
    public MipsConsole console() { return console; }

    /** {@return where files are opened} */
    public MipsFileSystem fileSystem() { return fileSystem; }

    /** {@return the syscall table} */
    public SyscallRegistry syscalls() { return syscalls; }

    /** {@return the program arguments} */
    public List<String> programArguments() { return programArguments; }

    /** {@return the clock of syscall 30} */
    public LongSupplier clock() { return clock; }

    /** {@return true if hot code may be translated to JVM bytecode} */
    public boolean translation() { return translation; }

    /** The system's clock, {@code System::currentTimeMillis} as a class (no lambda bootstrap at start). */
    private static final class SystemClock implements LongSupplier {
        static final SystemClock INSTANCE = new SystemClock();

        @Override
        public long getAsLong() {
            return System.currentTimeMillis();
        }
    }
}
