package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.syscall.MipsConsole;
import java.io.IOException;

/**
 * The machine's console while history is re-executed: output is dropped when {@link #muted} (a device such
 * as the MMIO display printing again what it printed the first time); input is only read live, since
 * syscalls are replayed from their log.
 */
final class ReplayConsole implements MipsConsole {
    private final MipsConsole console;
    boolean muted;

    ReplayConsole(MipsConsole console) {
        this.console = console;
    }

    @Override
    public String readLine() throws IOException { return console.readLine(); }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        return console.read(buffer, offset, length);
    }

    @Override
    public void print(String text) throws IOException {
        if (!muted) {
            console.print(text);
        }
    }

    @Override
    public void write(int fd, byte[] bytes, int offset, int length) throws IOException {
        if (!muted) {
            console.write(fd, bytes, offset, length);
        }
    }

    @Override
    public void flush() throws IOException { console.flush(); }
}
