package io.github.retrokit.mips.syscall;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Files relative to a working directory. Unless constructed with {@code confined = false}, a name that
 * resolves outside the directory ({@code ..}, an absolute path, or a symbolic link leading out) is
 * refused as if the file did not exist.
 */
public final class SandboxedFileSystem implements FileSystem {
    private final Path root;
    private final boolean confined;

    /** Files under {@code root}, confined to it. */
    public SandboxedFileSystem(Path root) {
        this(root, true);
    }

    /** Files relative to {@code root}; {@code confined = false} lets programs open any path (like MARS). */
    public SandboxedFileSystem(Path root, boolean confined) {
        this.root = root.toAbsolutePath().normalize();
        this.confined = confined;
    }

    /** The working directory. */
    public Path root() { return root; }

    @Override
    public InputStream openRead(String name) throws IOException {
        return Files.newInputStream(resolve(name));
    }

    @Override
    public OutputStream openWrite(String name, boolean append) throws IOException {
        Path path = resolve(name);
        return append
                ? Files.newOutputStream(path, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE)
                : Files.newOutputStream(path);
    }

    /** The path {@code name} denotes. @throws IOException if it is invalid or escapes a confined root */
    public Path resolve(String name) throws IOException {
        Path path;
        try {
            path = root.resolve(name).normalize();
        } catch (InvalidPathException e) {
            throw new IOException("invalid file name '" + name + "'", e);
        }
        if (!confined) {
            return path;
        }
        if (name.isEmpty() || !path.startsWith(root)) {
            throw new IOException("'" + name + "' is outside the working directory " + root);
        }
        Path existing = path;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing != null && !existing.toRealPath().startsWith(root.toRealPath())) {
            throw new IOException("'" + name + "' leads outside the working directory " + root);
        }
        return path;
    }
}
