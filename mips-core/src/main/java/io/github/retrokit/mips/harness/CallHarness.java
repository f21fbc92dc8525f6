package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.run.RegisterNames;
import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.cpu.MipsException;
import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.Segment;
import io.github.retrokit.mips.internal.Internals;
import io.github.retrokit.mips.memory.Memory;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.syscall.SandboxedFileSystem;
import io.github.retrokit.mips.syscall.StreamConsole;
import io.github.retrokit.mips.syscall.Syscall;
import io.github.retrokit.mips.syscall.SyscallContext;
import io.github.retrokit.mips.syscall.SyscallRegistry;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

/**
 * Calls single functions of an assembled program the way course graders do, and checks the MIPS
 * register and memory conventions on the way.
 *
 * <pre>{@code
 * CallHarness harness = CallHarness.assemble(List.of(Path.of("hw4.asm")), Path.of("."));
 * harness.memory().writeBytes(map, mapBytes);
 * CallResult r = harness.call(CallRequest.of("get_cell", map, 3, 8).withRandomFill(42)
 *         .withRequiredCalls("is_valid_cell"));
 * r.v0(); r.calledLabels(); r.unrestored(); r.forbiddenWrites();
 * }</pre>
 *
 * <p>One harness owns one machine: memory persists from call to call (prepare, call, read back),
 * registers are set afresh for every call. The program needs no {@code main}. Not thread-safe; use one
 * harness per thread.
 */
public final class CallHarness {
    /** Output a single call may print before it is stopped (syscalls 1-4, 11, 15 to fds 1/2). */
    static final long MAX_OUTPUT_BYTES = 1 << 20;
    private final ProgramImage image;
    private final Memory memory;
    private final Cpu cpu;
    private final GuestMemory guest;
    private final int sentinel;
    private final SyscallRegistry registry;
    private final SandboxedFileSystem files;

    /**
     * A harness over {@code image} with the syscalls of {@code registry}; file syscalls open files under
     * {@code directory} (and cannot escape it).
     *
     * @param image the assembled program
     * @param directory the working directory
     * @param registry the syscalls
     */
    public CallHarness(ProgramImage image, Path directory, SyscallRegistry registry) {
        this.image = image;
        this.memory = new Memory(image.layout());
        this.memory.setLimit(Limits.DEFAULT_MEMORY_BYTES);
        this.cpu = new Cpu(memory, image.delayedBranching());
        this.registry = registry;
        this.files = new SandboxedFileSystem(directory);
        load();
        this.guest = new GuestMemory(memory);
        this.sentinel = image.layout().textLimit() & ~3;
    }

    /**
     * A harness over {@code image} with MARS's syscalls; file syscalls open files under {@code directory}.
     *
     * @param image the assembled program
     * @param directory the working directory
     */
    public CallHarness(ProgramImage image, Path directory) {
        this(image, directory, SyscallRegistry.standard());
    }

    private static Syscall service(SyscallRegistry registry, Cpu cpu) {
        Syscall s = registry.find(cpu.gpr(RegisterNames.V0));
        if (s == null) {
            throw new MipsException("invalid or unimplemented syscall service: " + cpu.gpr(RegisterNames.V0) + " ",
                    MipsException.SYSCALL);
        }
        return s;
    }

    /**
     * Assembles {@code files} together (MARS's defaults; no {@code main} needed) into a new harness;
     * {@code .include} may only name files inside the directories of {@code files}.
     *
     * @param directory where file syscalls open files
     * @throws AssemblyException with every diagnostic if a file cannot be read or has errors
     * @param files the source files
     * @return a harness with the program loaded
     */
    public static CallHarness assemble(List<Path> files, Path directory) throws AssemblyException {
        return new CallHarness(new Assembler().assemble(files, true), directory);
    }

    private void load() {
        for (Segment s : image.segments()) {
            memory.pokeBytes(s.base(), s.contents());
            if (s.kind().isText()) {
                for (int a = s.base(); a != s.end(); a += 4) {
                    cpu.defineInstruction(a);
                }
            }
        }
    }

    /** {@return the assembled program} */
    public ProgramImage image() { return image; }

    /** {@return the machine's memory, for preparing arguments and reading results} */
    public GuestMemory memory() { return guest; }

    /** {@return the memory layout (segment addresses)} */
    public MemoryLayout layout() { return image.layout(); }

    /**
     * The address of {@code label}.
     *
     * @throws IllegalArgumentException if no file defines it
     * @param label the label
     * @return the address of {@code label}
     */
    public int address(String label) {
        OptionalInt a = image.address(label);
        if (a.isEmpty()) {
            throw new IllegalArgumentException("no label " + label + " in the program");
        }
        return a.getAsInt();
    }

    /**
     * Parses a value as graders type it: a number ({@code 12}, {@code -3}, {@code 0x10010000}), a char
     * ({@code 'U'}) or a label (its address).
     *
     * @param what names the value in the error message
     * @throws IllegalArgumentException naming the text if it is neither
     * @param text the text
     * @return the 32-bit value
     */
    public int value(String text, String what) {
        if (!text.isEmpty() && (Character.isLetter(text.charAt(0)) || text.charAt(0) == '_')
                && image.address(text).isPresent()) {
            return address(text);
        }
        try {
            return (int) Numbers.parse(text, what);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + " '" + text + "' is neither a 32-bit number nor a label");
        }
    }

    /**
     * Reserves {@code bytes} of zeroed heap (as {@code sbrk} would, so the program's own {@code sbrk}
     * calls get later addresses) and returns its address, word-aligned.
     *
     * @throws IllegalArgumentException if the heap is exhausted
     * @param bytes the bytes
     * @return reserves {@code bytes} of zeroed heap (as {@code sbrk} would, so the program's own {@code sbrk}
     */
    public int allocate(int bytes) {
        if (bytes > 4 << 20) {
            // MARS's sbrk arithmetic would wrap and grant it; the harness never hands out more than the heap
            throw new IllegalArgumentException("request (" + bytes + ") exceeds available heap storage");
        }
        int address = memory.allocateHeap(bytes);
        guest.writeBytes(address, new byte[bytes]);
        return address;
    }

    /**
     * Places {@code text} and a NUL on the heap (see {@link #allocate(int)}); returns its address.
     *
     * @param text the text
     * @return the string's address
     */
    public int allocateString(String text) {
        int address = allocate(text.length() + 1);
        guest.writeAsciiz(address, text);
        return address;
    }

    /**
     * Parses {@code ADDR:LEN} where ADDR may be a label.
     *
     * @param text the text
     * @return the region
     */
    public Region region(String text) {
        int colon = text.indexOf(':');
        if (colon > 0) {
            String start = text.substring(0, colon);
            if (image.address(start).isPresent()) {
                return Region.parse(address(start) + text.substring(colon));
            }
        }
        return Region.parse(text);
    }

    /**
     * Calls {@code label} with {@code args} and the default checks.
     *
     * @param label the label
     * @param args the arguments
     * @return what happened
     */
    public CallResult call(String label, int... args) {
        return call(CallRequest.of(label, args));
    }

    /**
     * Performs one call: sets up registers, stack arguments and random fill, runs to the return
     * sentinel (or an error, the limit, an exit) and reports.
     *
     * @throws IllegalArgumentException if the label is not defined
     * @param request the call
     * @return performs one call: sets up registers, stack arguments and random fill, runs to the return
     */
    public CallResult call(CallRequest request) {
        int entry = address(request.label());
        CallSetup setup = CallSetup.prepare(request, cpu, guest, image.layout(), sentinel, memory.heapTop());
        cpu.setPc(entry);
        CallTrace trace = new CallTrace(image, setup);
        cpu.setMemoryWriteListener(trace);
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        SyscallContext context = Internals.newSyscallContext(cpu,
                new StreamConsole(new ByteArrayInputStream(request.input().getBytes(StandardCharsets.ISO_8859_1)),
                        output, output, StandardCharsets.ISO_8859_1),
                files, MAX_OUTPUT_BYTES, System::currentTimeMillis, Limits.DEFAULT_FILE_BYTES);
        cpu.setSyscallHandler(c -> service(registry, c).execute(context));
        cpu.setLimitCheck(context::checkDeadline);
        try {
            return trace.run(cpu, request, setup, sentinel, () -> output.toString(StandardCharsets.ISO_8859_1));
        } finally {
            context.finish();
            cpu.setMemoryWriteListener(null);
        }
    }
}
