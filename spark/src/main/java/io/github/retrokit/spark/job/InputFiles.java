package io.github.retrokit.spark.job;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Reads a job's inputs on the driver, so they travel with the job (broadcast) instead of through a file
 * system the executors share.
 */
public final class InputFiles {

    /** The largest single input the driver reads (robot source, deck, submission, spec). */
    public static final long MAX_BYTES = 16L << 20;

    private InputFiles() {
    }

    /** The bytes of {@code file}, or the suite's input error {@code cannot read '<file>': <why>}. */
    public static byte[] read(String file) throws UsageException {
        try {
            Path path = Path.of(file);
            if (Files.isDirectory(path)) {
                throw cannotRead(file, "is a directory");
            }
            if (Files.size(path) > MAX_BYTES) {
                throw cannotRead(file, "larger than " + MAX_BYTES + " bytes");
            }
            return Files.readAllBytes(path);
        } catch (java.nio.file.NoSuchFileException e) {
            throw cannotRead(file, "no such file");
        } catch (java.nio.file.AccessDeniedException e) {
            throw cannotRead(file, "permission denied");
        } catch (IOException | InvalidPathException e) {
            throw cannotRead(file, e.getClass().getSimpleName());
        }
    }

    private static UsageException cannotRead(String file, String why) {
        return UsageException.input("cannot read '" + file + "': " + why);
    }

    /**
     * A file a job reads.
     *
     * @param path where it is
     * @param name how the tables name it: the path as given, or for a file found in a directory argument
     *             its name within that directory
     */
    public record Input(String path, String name) {
    }

    /**
     * The files the arguments name: a file as it is, a directory as its files ending in {@code suffix}, sorted
     * by name.
     */
    public static List<Input> expand(List<String> arguments, String suffix) throws UsageException {
        List<Input> files = new ArrayList<>();
        for (String arg : arguments) {
            Path path;
            try {
                path = Path.of(arg);
            } catch (InvalidPathException e) {
                throw UsageException.input(arg + ": not a valid path");
            }
            if (!Files.isDirectory(path)) {
                files.add(new Input(arg, arg));
                continue;
            }
            try (Stream<Path> list = Files.list(path)) {
                list.filter(p -> p.getFileName().toString().endsWith(suffix) && Files.isRegularFile(p))
                        .sorted().forEach(p -> files.add(new Input(p.toString(), p.getFileName().toString())));
            } catch (IOException e) {
                throw UsageException.input(arg + ": cannot list the directory");
            }
        }
        return files;
    }
}
