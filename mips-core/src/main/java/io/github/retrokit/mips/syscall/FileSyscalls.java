package io.github.retrokit.mips.syscall;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;

/**
 * MARS's file services 13 open, 14 read, 15 write, 16 close; errors are -1 in {@code $v0}.
 *
 * <p>Reads and writes move at most {@value #CHUNK} bytes at a time between the stream and memory, so a
 * length near 2^31 costs no more host memory than a small one: the memory map bounds it (a buffer that
 * runs into an unmapped address is MARS's run-time error there), and a read stops at the first short read.
 */
final class FileSyscalls implements Syscall {
    /** Bytes moved per step of a read or write. */
    static final int CHUNK = 64 << 10;
    /** The longest file name syscall 13 accepts (Linux's PATH_MAX); longer ones fail with -1. */
    static final int MAX_NAME = 4096;

    // One object per service number dispatching on it, not a lambda per service: the registry is built at
    // every start, and each lambda costs its bootstrap there (mips-core README, Start-up).
    private final int number;

    private FileSyscalls(int number) {
        this.number = number;
    }

    static void register(Map<Integer, Syscall> map) {
        for (int number = 13; number <= 16; number++) {
            map.put(number, new FileSyscalls(number));
        }
    }

    @Override
    public void execute(SyscallContext c) {
        switch (number) {
            case 13 -> open(c);
            case 14 -> read(c);
            case 15 -> write(c);
            default -> c.files().close(c.arg(0)); // 16
        }
    }

    private static void open(SyscallContext c) {
        String name = c.readString(c.arg(0), MAX_NAME + 1);
        c.setResult(name.length() > MAX_NAME ? -1 : c.files().open(c.fileSystem(), name, c.arg(1)));
    }

    private static void read(SyscallContext c) {
        int fd = c.arg(0);
        int buffer = c.arg(1);
        int length = c.arg(2);
        if (!c.files().readable(fd) || length < 0) {
            c.setResult(-1);
            return;
        }
        InputStream in = c.files().reader(fd);
        if (fd != 0 && in == null) {
            c.setResult(-1);
            return;
        }
        byte[] bytes = new byte[Math.min(length, CHUNK)];
        int total = 0;
        while (total < length) {
            c.checkDeadline();
            int wanted = Math.min(length - total, bytes.length);
            int count;
            try {
                count = fd == 0 ? c.console().read(bytes, 0, wanted) : in.read(bytes, 0, wanted);
            } catch (IOException e) {
                if (total == 0) {
                    c.setResult(-1);
                    return;
                }
                break;
            }
            if (count <= 0) {
                break; // MARS: 0 at end of file
            }
            for (int i = 0; i < count; i++) {
                c.storeByte(buffer + total + i, bytes[i]);
            }
            total += count;
            if (count < wanted) {
                break; // a short read: do not wait for more (a console, a pipe)
            }
        }
        c.setResult(total);
    }

    private static void write(SyscallContext c) {
        int fd = c.arg(0);
        int buffer = c.arg(1);
        int length = c.arg(2);
        if (!c.files().writable(fd) || length < 0) {
            c.setResult(-1);
            return;
        }
        OutputStream out = fd <= 2 ? null : c.files().writer(fd);
        if (fd > 2 && out == null) {
            c.setResult(-1);
            return;
        }
        byte[] bytes = new byte[Math.min(length, CHUNK)];
        for (int done = 0; done < length; ) {
            int n = Math.min(length - done, bytes.length);
            for (int i = 0; i < n; i++) {
                bytes[i] = (byte) c.cpu().loadByte(buffer + done + i);
            }
            if (fd <= 2) {
                c.write(fd, bytes, n);
            } else if (!writeToFile(c, out, bytes, n)) {
                c.setResult(-1);
                return;
            }
            done += n;
        }
        c.setResult(length);
    }

    /** Writes {@code n} bytes to a file within the file limit; false if the file cannot be written. */
    private static boolean writeToFile(SyscallContext c, OutputStream out, byte[] bytes, int n) {
        int allowed = c.chargeFileBytes(n);
        try {
            out.write(bytes, 0, allowed);
            out.flush();
        } catch (IOException e) {
            return false;
        }
        if (allowed < n) {
            throw c.fileLimitReached();
        }
        return true;
    }
}
