package io.github.retrokit.mips.asm;

import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a source file from disk as UTF-8, refusing anything larger than {@link #MAX_BYTES}: a device
 * such as {@code /dev/zero} or a giant file is "too large", never an out-of-memory crash.
 */
final class SourceText {
    /** The largest source file read (16 MiB, far beyond any hand-written program). */
    static final int MAX_BYTES = 16 << 20;

    private SourceText() { }

    static String read(Path file) throws IOException {
        try (InputStream in = open(file)) {
            byte[] bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new IOException("file too large (over " + (MAX_BYTES >> 20) + " MiB)");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /**
     * A regular file of the default file system through {@link FileInputStream}; anything else, and a file that
     * cannot be opened after all, through {@link Files#newInputStream}, whose exceptions name the reason
     * ({@code NoSuchFileException}, {@code AccessDeniedException}). NIO's channel classes would be loaded
     * and initialized at the first source file of every start (mips-core/docs/performance-history.md, "Start-up,
     * second round").
     */
    private static InputStream open(Path file) throws IOException {
        if (file.getFileSystem() == FileSystems.getDefault() && Files.isRegularFile(file)) {
            try {
                return new FileInputStream(file.toFile());
            } catch (FileNotFoundException e) {
                // unreadable after all (permissions, a race): NIO says why
            }
        }
        return Files.newInputStream(file);
    }
}
