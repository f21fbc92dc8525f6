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
        /** The cap that was exceeded, in bytes. */
        private final long limit;

        /**
         * An exception naming the source and the cap.
         *
         * @param what  the source's name
         * @param limit the cap in bytes
         */
        public SourceTooLargeException(String what, long limit) {
            super(what + ": robot source larger than " + limit + " bytes");
            this.limit = limit;
        }

        /**
         * The cap that was exceeded.
         *
         * @return bytes
         */
        public long limit() {
            return limit;
        }
    }

    /**
     * Reads {@code file} under the default cap.
     *
     * @param file a robot source file
     * @return its bytes, one character each
     * @throws SourceTooLargeException if it is larger than {@link #MAX_BYTES}
     * @throws IOException if it cannot be read
     */
    public static String read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString(), MAX_BYTES);
        }
    }

    /**
     * Reads {@code in} to its end as a byte string.
     *
     * @param in    the source's bytes (not closed)
     * @param what  names the source in the error
     * @param limit the most bytes accepted
     * @return the bytes, one character each
     * @throws SourceTooLargeException if there are more than {@code limit} bytes
     * @throws IOException if {@code in} fails
     */
    public static String read(InputStream in, String what, int limit) throws IOException {
        byte[] bytes = in.readNBytes(limit);
        if (bytes.length == limit && in.read() >= 0) {
            throw new SourceTooLargeException(what, limit);
        }
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }
}
