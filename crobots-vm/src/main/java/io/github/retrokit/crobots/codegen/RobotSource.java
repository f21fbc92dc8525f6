package io.github.retrokit.crobots.codegen;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reading a robot source as the original's C reader sees it: one character per byte (0..255, echoed
 * unchanged in the listing), at most {@link #MAX_BYTES} bytes. A larger file is refused with
 * {@link SourceTooLargeException} after reading one byte past the cap, whatever its size (a 3 GiB file
 * costs no more than a 1 MiB one); real robots are a few kilobytes, and 1000 instructions of code need far
 * less than a megabyte of source.
 */
public final class RobotSource {
    /** The largest robot source accepted: 1 MiB. */
    public static final int MAX_BYTES = 1 << 20;

    private RobotSource() {
    }

    /** Thrown for a source over the cap; the message names it: {@code x.r: robot source larger than 1048576 bytes}. */
    public static final class SourceTooLargeException extends IOException {
        private final long limit;

        public SourceTooLargeException(String what, long limit) {
            super(what + ": robot source larger than " + limit + " bytes");
            this.limit = limit;
        }

        public long limit() {
            return limit;
        }
    }

    /** Reads {@code file} under the default cap. */
    public static String read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString(), MAX_BYTES);
        }
    }

    /**
     * Reads {@code in} to its end as a byte string, refusing more than {@code limit} bytes ({@code what}
     * names the source in the error).
     */
    public static String read(InputStream in, String what, int limit) throws IOException {
        byte[] bytes = in.readNBytes(limit);
        if (bytes.length == limit && in.read() >= 0) {
            throw new SourceTooLargeException(what, limit);
        }
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }
}
