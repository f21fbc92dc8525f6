package io.github.retrokit.mips.asm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Finds the file named by {@code .include "path"}. MARS resolves the path relative to the directory
 * of the including file; {@link #fileSystem()} does exactly that.
 */
@FunctionalInterface
public interface IncludeResolver {

    /**
     * @param includingFile the name of the file containing the {@code .include}
     * @param path          the quoted path as written
     * @return the included file; its {@link SourceFile#name()} is used for diagnostics and for nested includes
     * @throws IOException if it cannot be read (reported as an error at the {@code .include})
     */
    SourceFile resolve(String includingFile, String path) throws IOException;

    /**
     * Reads included files from disk, relative to the including file's directory (absolute paths as is).
     *
     * @return the resolver
     */
    static IncludeResolver fileSystem() {
        return (includingFile, path) -> {
            Path parent = Path.of(includingFile).getParent();
            Path target = parent == null ? Path.of(path) : parent.resolve(path);
            return new SourceFile(target.normalize().toString(), SourceText.read(target));
        };
    }

    /**
     * Like {@link #fileSystem()}, but only files inside {@code directories} (and their subdirectories) can be
     * included: a path that leads elsewhere — absolute, {@code ..}, or through a symbolic link out — is
     * refused with "outside the program's directory", whatever is there, so a program cannot show the first
     * token of any file the host can read in an error message. {@code run} and {@code call} confine
     * includes to the directories of the source files they were given.
     *
     * @param directories the directories
     * @return like {@link #fileSystem()}, but only files inside {@code directories} (and their subdirectories) can be
     */
    static IncludeResolver confinedTo(List<Path> directories) {
        List<Path> roots = new ArrayList<>();
        for (Path directory : directories) {
            roots.add(directory.toAbsolutePath().normalize());
        }
        return (includingFile, path) -> {
            Path parent = Path.of(includingFile).toAbsolutePath().getParent();
            Path target = parent.resolve(path).normalize();
            if (roots.stream().noneMatch(target::startsWith)) {
                throw new IOException("outside the program's directory");
            }
            Path real = target.toRealPath();
            boolean inside = false;
            for (Path root : roots) {
                inside |= real.startsWith(root.toRealPath());
            }
            if (!inside) {
                throw new IOException("outside the program's directory");
            }
            return new SourceFile(Path.of(includingFile).resolveSibling(path).normalize().toString(), SourceText.read(real));
        };
    }

    /**
     * Looks included files up in a map (name → text), relative to the including file's directory
     * first (names joined with {@code /}), then as written.
     *
     * @param files the source files
     * @return looks included files up in a map (name → text), relative to the including file's directory
     */
    static IncludeResolver of(Map<String, String> files) {
        return (includingFile, path) -> {
            int slash = includingFile.lastIndexOf('/');
            String relative = slash < 0 ? path : includingFile.substring(0, slash + 1) + path;
            for (String candidate : new String[] {relative, path}) {
                String text = files.get(candidate);
                if (text != null) {
                    return new SourceFile(candidate, text);
                }
            }
            throw new IOException("no such file: " + path);
        };
    }

    /** {@return a resolver that rejects every {@code .include}} */
    static IncludeResolver none() {
        return (includingFile, path) -> {
            throw new IOException(".include is not available here");
        };
    }
}
