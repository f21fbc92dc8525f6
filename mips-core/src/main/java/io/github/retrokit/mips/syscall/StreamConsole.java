package io.github.retrokit.mips.syscall;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * A {@link MipsConsole} over byte streams. Text is encoded with a charset (UTF-8 by default, which is what
 * MARS produces on a UTF-8 system: a byte 0xE9 printed by syscall 4 or 11 comes out as the two bytes of
 * U+00E9). Raw writes (syscall 15) pass bytes unchanged. Lines and raw reads share one input buffer.
 */
public final class StreamConsole implements MipsConsole {
    /** The longest input line read at once (1 MiB). */
    public static final int MAX_LINE = 1 << 20;
    private final PushbackInputStream in;
    private final OutputStream out;
    private final OutputStream err;
    private final Charset charset;

    /**
     * A console with UTF-8 text.
     *
     * @param in standard input
     * @param out standard output
     * @param err standard error
     */
    public StreamConsole(InputStream in, OutputStream out, OutputStream err) {
        this(in, out, err, StandardCharsets.UTF_8);
    }

    /**
     * A console whose text output and line input use {@code charset}.
     *
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @param charset how text is encoded
     */
    public StreamConsole(InputStream in, OutputStream out, OutputStream err, Charset charset) {
        this.in = new PushbackInputStream(in, 1);
        this.out = out;
        this.err = err;
        this.charset = charset;
    }

    /** {@return a console with no input, discarding all output} */
    public static StreamConsole silent() {
        return new StreamConsole(InputStream.nullInputStream(), OutputStream.nullOutputStream(),
                OutputStream.nullOutputStream());
    }

    /**
     * {@inheritDoc} A line longer than {@link #MAX_LINE} bytes is cut there (the rest is the next line), so
     * standard input from {@code /dev/zero} or an endless stream costs bounded memory.
     */
    @Override
    public String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b = in.read();
        if (b < 0) {
            return null;
        }
        while (b >= 0 && b != '\n' && b != '\r') {
            line.write(b);
            if (line.size() >= MAX_LINE) {
                return line.toString(charset);
            }
            b = in.read();
        }
        if (b == '\r') {
            int next = in.read();
            if (next >= 0 && next != '\n') {
                in.unread(next);
            }
        }
        return line.toString(charset);
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        return in.read(buffer, offset, length);
    }

    @Override
    public void print(String text) throws IOException {
        out.write(text.getBytes(charset));
    }

    @Override
    public void write(int fd, byte[] bytes, int offset, int length) throws IOException {
        (fd == 2 ? err : out).write(bytes, offset, length);
        (fd == 2 ? err : out).flush();
    }

    @Override
    public void flush() throws IOException {
        out.flush();
        err.flush();
    }
}
