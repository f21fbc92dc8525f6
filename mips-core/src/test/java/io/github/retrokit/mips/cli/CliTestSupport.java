package io.github.retrokit.mips.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Runs {@link Main} in-process on fixture copies in a temporary directory. */
final class CliTestSupport {
    static final List<String> FIXTURES = List.of("hello.asm", "overflow.asm", "bad.asm", "loop.asm", "args.asm",
            "exit.asm", "echo.asm", "kernel.asm", "warn.asm");

    /** What one command printed and returned. */
    record Outcome(int status, String out, String err) { }

    private CliTestSupport() { }

    static Path copyFixtures(Path dir) throws IOException {
        for (String name : FIXTURES) {
            Files.write(dir.resolve(name), resource(name));
        }
        return dir;
    }

    static byte[] resource(String name) throws IOException {
        try (InputStream in = CliTestSupport.class.getResourceAsStream("/cli/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource cli/" + name);
            }
            return in.readAllBytes();
        }
    }

    /** A test resource by its absolute name, e.g. {@code /device/bitmap-gradient.png}. */
    static byte[] resourceBytes(String absolute) throws IOException {
        try (InputStream in = CliTestSupport.class.getResourceAsStream(absolute)) {
            if (in == null) {
                throw new IOException("missing test resource " + absolute);
            }
            return in.readAllBytes();
        }
    }

    static String golden(String name) throws IOException {
        return new String(resource(name), StandardCharsets.UTF_8);
    }

    /** Runs {@code args} (each {@code <dir>} replaced by the directory) and maps the directory back to {@code <dir>}. */
    static Outcome run(Path dir, String stdin, String... args) {
        String[] resolved = new String[args.length];
        for (int i = 0; i < args.length; i++) {
            resolved[i] = args[i].replace("<dir>", dir.toString());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = Main.run(resolved, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), o, e);
        }
        return new Outcome(status, unmap(out, dir), unmap(err, dir));
    }

    private static String unmap(ByteArrayOutputStream bytes, Path dir) {
        return bytes.toString(StandardCharsets.UTF_8).replace(dir.toString(), "<dir>");
    }
}
