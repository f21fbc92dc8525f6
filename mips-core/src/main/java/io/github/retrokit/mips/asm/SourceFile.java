package io.github.retrokit.mips.asm;

import java.util.Objects;

/**
 * An in-memory source file.
 *
 * @param name how diagnostics and the source map name it (for files: the path as given)
 * @param text its contents; line ends may be {@code \n}, {@code \r\n} or {@code \r}
 */
public record SourceFile(String name, String text) {
    /**
     * Checks the components.
     *
     * @throws NullPointerException if {@code name} or {@code text} is null
     * @param name how diagnostics and the source map name it (for files: the path as given)
     * @param text its contents; line ends may be {@code \n}, {@code \r\n} or {@code \r}
     */
    public SourceFile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
    }
}
