package io.github.retrokit.mips.syscall;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;

/**
 * Files relative to a working directory. Unless constructed with {@code confined = false}, a name that
 * leads outside the directory ({@code ..} above it, an absolute path elsewhere, or a symbolic link —
 * dangling or not, in any component, made before or during the run — whose target is outside) is refused
 * as if the file did not exist, for reading, writing and appending alike. Links that stay inside work.
 */
public final class SandboxedFileSystem implements MipsFileSystem {
    private final Path root;
    private final boolean confined;

    /**
     * Files under {@code root}, confined to it.
     *
     * @param root the directory files are opened in
     */
    public SandboxedFileSystem(Path root) {
        this(root, true);
    }

    /**
     * Files relative to {@code root}; {@code confined = false} lets programs open any path (like MARS).
     *
     * @param root the directory files are opened in
     * @param confined true to keep file syscalls inside the directory
     */
    public SandboxedFileSystem(Path root, boolean confined) {
        this.root = root.toAbsolutePath().normalize();
        this.confined = confined;
    }

    /** {@return the working directory} */
    public Path root() { return root; }

    @Override
    public InputStream openRead(String name) throws IOException {
        if (confined) {
            return Channels.newInputStream(ConfinedWalk.open(root, name, Set.of(StandardOpenOption.READ)));
        }
        return Files.newInputStream(unconfined(name));
    }

    @Override
    public OutputStream openWrite(String name, boolean append) throws IOException {
        Set<OpenOption> options = Set.of(StandardOpenOption.WRITE, StandardOpenOption.CREATE,
                append ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING);
        if (confined) {
            return Channels.newOutputStream(ConfinedWalk.open(root, name, options));
        }
        return Files.newOutputStream(unconfined(name), options.toArray(new OpenOption[0]));
    }

    private Path unconfined(String name) throws IOException {
        try {
            return root.resolve(name);
        } catch (InvalidPathException e) {
            throw new IOException("invalid file name '" + name + "'", e);
        }
    }
}
