package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.syscall.MipsConsole;
import java.io.IOException;

/**
 * A console that tells another thread what the program is waiting for: {@code run --timeout} abandons a
 * run that is still going after the limit only when it is blocked in the console, and names the true
 * reason (waiting for standard input, or for standard output to drain).
 */
final class WatchedConsole implements MipsConsole {
    /** What the machine's thread is doing in the console right now. */
    enum Activity { NONE, READING, WRITING }

    private final MipsConsole target;
    private volatile Activity activity = Activity.NONE;

    WatchedConsole(MipsConsole target) {
        this.target = target;
    }

    /** What the program is blocked on, if it is in the console now. */
    Activity activity() { return activity; }

    @Override
    public String readLine() throws IOException {
        activity = Activity.READING;
        try {
            return target.readLine();
        } finally {
            activity = Activity.NONE;
        }
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        activity = Activity.READING;
        try {
            return target.read(buffer, offset, length);
        } finally {
            activity = Activity.NONE;
        }
    }

    @Override
    public void print(String text) throws IOException {
        activity = Activity.WRITING;
        try {
            target.print(text);
        } finally {
            activity = Activity.NONE;
        }
    }

    @Override
    public void write(int fd, byte[] bytes, int offset, int length) throws IOException {
        activity = Activity.WRITING;
        try {
            target.write(fd, bytes, offset, length);
        } finally {
            activity = Activity.NONE;
        }
    }

    @Override
    public void flush() throws IOException {
        activity = Activity.WRITING;
        try {
            target.flush();
        } finally {
            activity = Activity.NONE;
        }
    }
}
