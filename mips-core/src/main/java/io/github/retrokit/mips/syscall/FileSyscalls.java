package io.github.retrokit.mips.syscall;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;

/** MARS's file services 13 open, 14 read, 15 write, 16 close; errors are -1 in {@code $v0}. */
final class FileSyscalls {
    private FileSyscalls() { }

    static void register(Map<Integer, Syscall> map) {
        map.put(13, c -> c.setResult(c.files().open(c.fileSystem(), c.readString(c.arg(0)), c.arg(1))));
        map.put(14, FileSyscalls::read);
        map.put(15, FileSyscalls::write);
        map.put(16, c -> c.files().close(c.arg(0)));
    }

    private static void read(SyscallContext c) {
        int fd = c.arg(0);
        int buffer = c.arg(1);
        int length = c.arg(2);
        if (!c.files().readable(fd) || length < 0) {
            c.setResult(-1);
            return;
        }
        byte[] bytes = new byte[length];
        int count;
        try {
            InputStream in = c.files().reader(fd);
            count = fd == 0 ? c.console().read(bytes, 0, length) : in == null ? -2 : in.read(bytes, 0, length);
        } catch (IOException e) {
            count = -2;
        }
        if (count == -2) {
            c.setResult(-1);
            return;
        }
        count = Math.max(count, 0); // MARS: 0 at end of file
        c.setResult(count);
        for (int i = 0; i < count; i++) {
            c.storeByte(buffer + i, bytes[i]);
        }
    }

    private static void write(SyscallContext c) {
        int fd = c.arg(0);
        int buffer = c.arg(1);
        int length = c.arg(2);
        if (!c.files().writable(fd) || length < 0) {
            c.setResult(-1);
            return;
        }
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) c.cpu().loadByte(buffer + i);
        }
        if (fd <= 2) {
            c.write(fd, bytes, length);
            c.setResult(length);
            return;
        }
        try {
            OutputStream out = c.files().writer(fd);
            if (out == null) {
                c.setResult(-1);
                return;
            }
            out.write(bytes);
            out.flush();
            c.setResult(length);
        } catch (IOException e) {
            c.setResult(-1);
        }
    }
}
