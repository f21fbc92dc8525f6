package io.github.retrokit.mips.syscall;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Where syscall 13 opens files. The default, {@link SandboxedFileSystem}, resolves names against a
 * working directory and refuses names that escape it.
 */
public interface MipsFileSystem {
    /**
     * Opens {@code name} for reading (flag 0).
     *
     * @param name the name
     * @return the file's bytes
     * @throws IOException if it cannot (the program gets -1)
     */
    InputStream openRead(String name) throws IOException;

    /**
     * Opens {@code name} for writing, created if missing: truncated (flag 1) or appended to (flag 9).
     *
     * @throws IOException if it cannot (the program gets -1)
     * @param name the name
     * @param append true to append to the file, false to truncate it
     * @return where the file's bytes go
     */
    OutputStream openWrite(String name, boolean append) throws IOException;
}
