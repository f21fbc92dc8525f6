package io.github.retrokit.austerity.player;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

/**
 * Newline-terminated lines from a stream, bytes mapped 1:1 to chars (so no byte is ever hidden by a
 * decoder). A line longer than the limit is returned, as soon as the limit is passed, as a value that never
 * parses (it contains a NUL): the player then ends with a communication error, so a hub sending a line that
 * never ends neither exhausts its memory nor keeps it reading. An unterminated last line counts as end of input.
 */
final class LineInput {
    /** Longer than any valid message, which is at most a few dozen characters. */
    static final int MAX_LINE = 4096;

    private final InputStream in;
    private byte[] line = new byte[128];

    LineInput(InputStream in) {
        this.in = in;
    }

    /** The next line without its newline; empty at end of input or on a read error. */
    Optional<String> next() {
        int length = 0;
        try {
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0) {
                    return Optional.empty();
                }
                if (length == MAX_LINE) {
                    return Optional.of("\0line longer than " + MAX_LINE + " bytes");
                }
                if (length == line.length) {
                    line = Arrays.copyOf(line, line.length * 2);
                }
                line[length++] = (byte) b;
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.of(new String(line, 0, length, StandardCharsets.ISO_8859_1));
    }
}
