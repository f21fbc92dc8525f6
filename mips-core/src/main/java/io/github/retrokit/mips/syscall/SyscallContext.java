package io.github.retrokit.mips.syscall;

import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.cpu.MipsException;
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
    private static final Logger LOG = LoggerFactory.getLogger(SyscallContext.class);

    private final Cpu cpu;
    private final Console console;
    private final FileSystem fileSystem;
    private final FileTable files = new FileTable();
    private final Map<Integer, Random> randoms = new HashMap<>();
    private final long maxOutputBytes;
    private final LongSupplier clock;
    private long outputBytes;
    private long deadline = Long.MAX_VALUE;

    /**
     * @param cpu            the processor whose registers and memory the services use
     * @param console        standard input, output and error
     * @param fileSystem     where syscall 13 opens files
     * @param maxOutputBytes output budget (print and write to fds 1/2); {@link Long#MAX_VALUE} for none
     * @param clock          milliseconds since the epoch, for syscall 30
     */
    public SyscallContext(Cpu cpu, Console console, FileSystem fileSystem, long maxOutputBytes, LongSupplier clock) {
        this.cpu = cpu;
        this.console = console;
        this.fileSystem = fileSystem;
        this.maxOutputBytes = maxOutputBytes;
        this.clock = clock;
    }

    /** The processor (all registers). */
    public Cpu cpu() { return cpu; }

    /** The memory, for unchecked host access; programs' stores should use {@link #storeByte}. */
    public Memory memory() { return cpu.memory(); }

    /** The service number being executed ({@code $v0}). */
    public int number() { return cpu.gpr(2); }

    /** Argument register {@code $a<i>} (i = 0..3). */
    public int arg(int i) { return cpu.gpr(4 + i); }

    /** Sets {@code $v0}. */
    public void setResult(int value) { cpu.setGpr(2, value); }

    /** A MARS syscall error: {@code message (syscall N)}, cause 8. */
    public MipsException error(String message) {
        return new MipsException(message + " (syscall " + number() + ")", MipsException.SYSCALL);
    }

    /** The NUL-terminated string at {@code address}, one char per byte (as MARS reads it). */
    public String readString(int address) {
        StringBuilder text = new StringBuilder();
        for (int a = address; ; a++) {
            int b = cpu.loadByte(a);
            if (b == 0) {
                return text.toString();
            }
            text.append((char) b);
        }
    }

    /** A program store of one byte: checked like {@code sb} and reported to memory listeners. */
    public void storeByte(int address, int value) {
        cpu.store(address, 1, value);
    }

    /** Prints text on standard output, counting it against the output limit. */
    public void print(String text) {
        charge(text.length());
        try {
            console.print(text);
        } catch (IOException e) {
            LOG.debug("console output failed", e);
        }
    }

    /** Writes raw bytes to fd 1 or 2, counting them against the output limit. */
    public void write(int fd, byte[] bytes, int length) {
        charge(length);
        try {
            console.write(fd, bytes, 0, length);
        } catch (IOException e) {
            LOG.debug("console output failed", e);
        }
    }

    private void charge(long bytes) {
        outputBytes += bytes;
        if (outputBytes > maxOutputBytes) {
            throw new OutputLimitExceeded(maxOutputBytes);
        }
        // output can be slow (a terminal, a pipe): a printing loop must not outrun the deadline until the
        // machine's next check between chunks of millions of instructions
        if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
            throw new WallClockExceeded();
        }
    }

    /** Bytes of output so far. */
    public long outputBytes() { return outputBytes; }

    /** One line of standard input, or null at end of input. */
    public String readLine() {
        try {
            return console.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read standard input", e);
        }
    }

    /** The console. */
    public Console console() { return console; }

    /** The descriptor table of syscalls 13-16. */
    public FileTable files() { return files; }

    /** Where files are opened. */
    public FileSystem fileSystem() { return fileSystem; }

    /** The random stream {@code id} of syscalls 40-44, created unseeded on first use (like MARS). */
    public Random random(int id) {
        return randoms.computeIfAbsent(id, k -> new Random());
    }

    /** Replaces random stream {@code id} by one seeded with {@code seed} (syscall 40). */
    public void seedRandom(int id, long seed) {
        randoms.put(id, new Random(seed));
    }

    /** The run's wall-clock deadline as a {@link System#nanoTime()} value ({@link Long#MAX_VALUE}: none). */
    public void setDeadline(long nanoTime) { this.deadline = nanoTime; }

    /**
     * Sleeps {@code millis} (syscall 32), but never past the run's wall-clock deadline.
     *
     * @throws WallClockExceeded if the deadline cut the sleep short
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

    /** Milliseconds since the epoch (syscall 30). */
    public long currentTimeMillis() { return clock.getAsLong(); }

    /** Flushes the console and closes the program's files. */
    public void finish() {
        files.close();
        try {
            console.flush();
        } catch (IOException e) {
            LOG.debug("console flush failed", e);
        }
    }
}
