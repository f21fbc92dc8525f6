package io.github.retrokit.crobots.program;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * Saves and loads compiled robots ({@code .cr} files) in a documented, versioned binary format (see
 * {@code crobots-vm/docs/compiler.md}). Loading checks magic, version, length, checksum and every operand.
 */
public final class RobotFile {
    /** The format version this build writes and reads. */
    public static final int VERSION = 1;

    private RobotFile() {
    }

    /** Writes {@code program} to {@code out}. */
    public static void write(RobotProgram program, OutputStream out) throws IOException {
        throw new UnsupportedOperationException("not yet");
    }

    /** Reads one program; {@code what} names the input in error messages. */
    public static RobotProgram read(InputStream in, String what) throws IOException {
        throw new RobotFileException(what + ": not yet");
    }

    /** Writes {@code program} to {@code file} (replacing it). */
    public static void save(RobotProgram program, Path file) throws IOException {
        throw new UnsupportedOperationException("not yet");
    }

    /** Loads a program from {@code file}. @throws RobotFileException naming the file and the problem */
    public static RobotProgram load(Path file) throws IOException {
        throw new RobotFileException(file + ": not yet");
    }
}
