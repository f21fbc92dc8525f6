package io.github.retrokit.mips.syscall;

import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.cpu.MipsException;
import io.github.retrokit.mips.internal.Internals;
import io.github.retrokit.mips.memory.Memory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Everything a {@link Syscall} may touch on one machine: registers, memory (checked stores reported to
 * listeners), the console, the file table and file system, the random streams of syscalls 40-44 and the
 * clock. Created by the machine; one per machine.
 */
public final class SyscallContext {
    /** The logger, made at its first use: SLF4J's start is a cost of every short run, and it is rarely needed. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(SyscallContext.class);
    }
    /** What one random stream of syscalls 40-44 counts against the memory limit. */
    public static final int RANDOM_STREAM_BYTES = 1024;

    private final Cpu cpu;
    private final MipsConsole console;
    private final MipsFileSystem fileSystem;
    private final FileTable files = new FileTable();
    private final Map<Integer, Random> randoms = new HashMap<>();
    private final long maxOutputBytes;
    private final long maxFileBytes;
    private final LongSupplier clock;
    private long outputBytes;
    private long fileBytes;
    private long deadline = Long.MAX_VALUE;

    static {
        Internals.install(new Internals.ContextBridge() {
            @Override
            public SyscallContext create(Cpu cpu, MipsConsole console, MipsFileSystem fileSystem, long maxOutputBytes,
                                         LongSupplier clock, long maxFileBytes) {
                return new SyscallContext(cpu, console, fileSystem, maxOutputBytes, clock, maxFileBytes);
            }

            @Override
            public Cpu cpu(SyscallContext context) { return context.cpu; }
        });
    }

    private SyscallContext(Cpu cpu, MipsConsole console, MipsFileSystem fileSystem, long maxOutputBytes,
                           LongSupplier clock, long maxFileBytes) {
        this.cpu = cpu;
        this.console = console;
        this.fileSystem = fileSystem;
        this.maxOutputBytes = maxOutputBytes;
        this.maxFileBytes = maxFileBytes;
        this.clock = clock;
    }

    /** The processor (all registers). */
    Cpu cpu() { return cpu; }

    /** The memory, for unchecked host access; programs' stores should use {@link #storeByte}. */
    Memory memory() { return cpu.memory(); }

    /**
     * A general register.
     *
     * @param n 0..31
     * @return its value
     */
    public int register(int n) { return cpu.gpr(n); }

    /**
     * Sets a general register ({@code $zero} stays 0).
     *
     * @param n     0..31
     * @param value the new value
     */
    public void setRegister(int n, int value) { cpu.setGpr(n, value); }

    /**
     * The raw bits of a floating-point register.
     *
     * @param n 0..31, for {@code $f0}..{@code $f31}
     * @return its bits
     */
    public int fpr(int n) { return cpu.fpr(n); }

    /**
     * Sets the raw bits of a floating-point register.
     *
     * @param n    0..31, for {@code $f0}..{@code $f31}
     * @param bits the new bits
     */
    public void setFpr(int n, int bits) { cpu.setFpr(n, bits); }

    /**
     * A program load of one byte: checked like {@code lbu} (an address outside the memory map is MARS's
     * run-time error).
     *
     * @param address the address
     * @return the byte, 0..255
     */
    public int loadByte(int address) { return cpu.loadByte(address); }

    /** {@return the service number being executed ({@code $v0})} */
    public int number() { return cpu.gpr(2); }

    /**
     * Argument register {@code $a<i>} (i = 0..3).
     *
     * @param i the argument number, 0..3
     * @return argument register {@code $a<i>} (i = 0..3)
     */
    public int arg(int i) { return cpu.gpr(4 + i); }

    /**
     * Sets {@code $v0}.
     *
     * @param value the value
     */
    public void setResult(int value) { cpu.setGpr(2, value); }

    /**
     * A MARS syscall error: {@code message (syscall N)}, cause 8.
     *
     * @param message what went wrong, in words
     * @return a MARS syscall error: {@code message (syscall N)}, cause 8
     */
    public RuntimeException error(String message) {
        return new MipsException(message + " (syscall " + number() + ")", MipsException.SYSCALL);
    }

    /**
     * The NUL-terminated string at {@code address}, one char per byte (as MARS reads it).
     *
     * @param address the address
     * @return the NUL-terminated string at {@code address}, one char per byte (as MARS reads it)
     */
    public String readString(int address) {
        return readString(address, Integer.MAX_VALUE - 8);
    }

    /**
     * Like {@link #readString(int)}, but at most {@code maxLength} chars (the string is cut there).
     *
     * @param address the address
     * @param maxLength the most chars to read
     * @return like {@link #readString(int)}, but at most {@code maxLength} chars (the string is cut there)
     */
    public String readString(int address, int maxLength) {
        StringBuilder text = new StringBuilder();
        for (int a = address; text.length() < maxLength; a++) {
            int b = cpu.loadByte(a);
            if (b == 0) {
                break;
            }
            text.append((char) b);
        }
        return text.toString();
    }

    /**
     * A program store of one byte: checked like {@code sb} and reported to memory listeners.
     *
     * @param address the address
     * @param value the value
     */
    public void storeByte(int address, int value) {
        cpu.store(address, 1, value);
    }

    /**
     * Prints text on standard output, counting it (one byte per char) against the output limit: what
     * still fits is printed, then {@link OutputLimitExceeded} ends the run.
     *
     * @param text the text
     */
    public void print(String text) {
        checkDeadline();
        int allowed = (int) Math.min(text.length(), maxOutputBytes - outputBytes);
        outputBytes += allowed;
        try {
            console.print(allowed == text.length() ? text : text.substring(0, allowed));
        } catch (IOException e) {
            Log.LOG.debug("console output failed", e);
        }
        if (allowed < text.length()) {
            throw new OutputLimitExceeded(maxOutputBytes);
        }
    }

    /**
     * Writes raw bytes to fd 1 or 2, counting them against the output limit: the bytes that still fit
     * are written, then {@link OutputLimitExceeded} ends the run.
     *
     * @param fd the file descriptor
     * @param bytes the bytes
     * @param length how many bytes
     */
    public void write(int fd, byte[] bytes, int length) {
        checkDeadline();
        int allowed = (int) Math.min(length, maxOutputBytes - outputBytes);
        outputBytes += allowed;
        try {
            console.write(fd, bytes, 0, allowed);
        } catch (IOException e) {
            Log.LOG.debug("console output failed", e);
        }
        if (allowed < length) {
            throw new OutputLimitExceeded(maxOutputBytes);
        }
    }

    /**
     * Counts {@code length} bytes about to be written to a file against the file limit.
     *
     * @return how many of them may be written; fewer than {@code length} means the caller writes those,
     *         then calls {@link #fileLimitReached()}
     * @param length how many bytes
     */
    public int chargeFileBytes(int length) {
        checkDeadline();
        int allowed = (int) Math.min(length, maxFileBytes - fileBytes);
        fileBytes += allowed;
        return allowed;
    }

    /** {@return the exception that ends a run whose file output reached the limit} */
    public FileLimitExceeded fileLimitReached() {
        return new FileLimitExceeded(maxFileBytes);
    }

    /**
     * Ends the run if its wall-clock deadline has passed. Syscalls can be slow (a terminal, a pipe, a
     * large file): a loop of them must not outrun the deadline until the machine's next check.
     *
     * @throws WallClockExceeded past the deadline
     */
    public void checkDeadline() {
        if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
            throw new WallClockExceeded();
        }
    }

    /** {@return bytes of output so far} */
    public long outputBytes() { return outputBytes; }

    /** {@return bytes written to files so far} */
    public long fileBytes() { return fileBytes; }

    /** {@return one line of standard input, or null at end of input} */
    public String readLine() {
        try {
            return console.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read standard input", e);
        }
    }

    /** {@return the console} */
    public MipsConsole console() { return console; }

    /** {@return the descriptor table of syscalls 13-16} */
    public FileTable files() { return files; }

    /** {@return where files are opened} */
    public MipsFileSystem fileSystem() { return fileSystem; }

    /**
     * The random stream {@code id} of syscalls 40-44, created unseeded on first use (like MARS).
     *
     * @throws MipsException (fatal) if a new stream would exceed the memory limit
     * @param id the random stream's id
     * @return the random stream {@code id} of syscalls 40-44, created unseeded on first use (like MARS)
     */
    public Random random(int id) {
        Random random = randoms.get(id);
        if (random == null) {
            random = new Random();
            addRandom(id, random);
        }
        return random;
    }

    /**
     * Replaces random stream {@code id} by one seeded with {@code seed} (syscall 40).
     *
     * @param id the random stream's id
     * @param seed the seed
     */
    public void seedRandom(int id, long seed) {
        if (randoms.containsKey(id)) {
            randoms.put(id, new Random(seed));
        } else {
            addRandom(id, new Random(seed));
        }
    }

    private void addRandom(int id, Random random) {
        if (!memory().charge(RANDOM_STREAM_BYTES)) {
            throw MipsException.fatal("memory limit of " + Memory.describeBytes(memory().limit())
                    + " exceeded by random stream " + id + " (syscall " + number() + ")");
        }
        randoms.put(id, random);
    }

    /**
     * The run's wall-clock deadline as a {@link System#nanoTime()} value ({@link Long#MAX_VALUE}: none).
     *
     * @param nanoTime the System.nanoTime() at which the run ends
     */
    public void setDeadline(long nanoTime) { this.deadline = nanoTime; }

    /**
     * Sleeps {@code millis} (syscall 32), but never past the run's wall-clock deadline.
     *
     * @throws WallClockExceeded if the deadline cut the sleep short
     * @param millis milliseconds
     */
    public void sleep(long millis) {
        long wanted = Math.max(0, millis) * 1_000_000L;
        long nanos = deadline == Long.MAX_VALUE ? wanted : Math.min(wanted, Math.max(0, deadline - System.nanoTime()));
        try {
            Thread.sleep(nanos / 1_000_000L, (int) (nanos % 1_000_000L));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (nanos < wanted) {
            throw new WallClockExceeded();
        }
    }

    /** {@return milliseconds since the epoch (syscall 30)} */
    public long currentTimeMillis() { return clock.getAsLong(); }

    /** Flushes the console and closes the program's files. */
    public void finish() {
        files.close();
        try {
            console.flush();
        } catch (IOException e) {
            Log.LOG.debug("console flush failed", e);
        }
    }
}
