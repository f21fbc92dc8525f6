package io.github.retrokit.mips.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The suite's one wording for a named input file that cannot be read: {@code cannot read 'x': <why>}. */
final class Unreadable {

    private Unreadable() {
    }

    /**
     * {@code cannot read '<file>': no such file} (or {@code is a directory}, {@code not a regular file},
     * {@code permission denied}), or null when {@code file} is a readable regular file.
     */
    static String message(Path file) {
        String why;
        if (!Files.exists(file)) {
            why = "no such file";
        } else if (Files.isDirectory(file)) {
            why = "is a directory";
        } else if (!Files.isRegularFile(file)) {
            why = "not a regular file";
        } else if (!Files.isReadable(file)) {
            why = "permission denied";
        } else {
            return null;
        }
        return "cannot read '" + file + "': " + why;
    }

    /** The message for the first of {@code files} that cannot be read, or null when all can. */
    static String first(List<Path> files) {
        for (Path file : files) {
            String unreadable = message(file);
            if (unreadable != null) {
                return unreadable;
            }
        }
        return null;
    }
}
