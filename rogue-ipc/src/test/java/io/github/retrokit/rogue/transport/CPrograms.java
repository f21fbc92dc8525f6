package io.github.retrokit.rogue.transport;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The C test peers (src/test/resources/rogue/c), compiled once per test run with gcc against a message.h that
 * declares the structs as the course gives them, plus launcher scripts that run our own CLI as a child process.
 */
public final class CPrograms {

    private static final String[] SOURCES = {"message.h", "layout.c", "c_monster.c", "c_player.c", "bad_peer.c",
        "harness.c", "c_world.c"};
    private static Path binaries;
    private static String failure;

    private CPrograms() {
    }

    /** The directory holding layout, c_monster, c_player, bad_monster, bad_player, harness and c_world; skips without gcc. */
    public static synchronized Path binaries() {
        if (binaries == null && failure == null) {
            try {
                binaries = compile();
            } catch (IOException | InterruptedException e) {
                failure = e.getMessage();
            }
        }
        Assumptions.assumeTrue(failure == null, () -> "C peer tests skipped: " + failure);
        return binaries;
    }

    private static Path compile() throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("rogue-c-");
        dir.toFile().deleteOnExit();
        for (String source : SOURCES) {
            try (InputStream in = CPrograms.class.getResourceAsStream("/rogue/c/" + source)) {
                Files.copy(in, dir.resolve(source));
            }
        }
        gcc(dir, "layout", "layout.c");
        gcc(dir, "c_monster", "c_monster.c");
        gcc(dir, "c_player", "c_player.c");
        gcc(dir, "bad_monster", "bad_peer.c");
        gcc(dir, "bad_player", "-DPLAYER", "bad_peer.c");
        gcc(dir, "harness", "harness.c");
        gcc(dir, "c_world", "c_world.c");
        return dir;
    }

    /** Compiles one more program into {@link #binaries()} (e.g. with {@code -DMONSTER_LIMIT=7}); returns its path. */
    public static synchronized Path build(String output, String... gccArguments) throws IOException, InterruptedException {
        Path dir = binaries();
        if (!Files.exists(dir.resolve(output))) {
            gcc(dir, output, gccArguments);
        }
        return dir.resolve(output);
    }

    private static void gcc(Path dir, String output, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("gcc", "-std=gnu11", "-O1", "-o", output));
        command.addAll(List.of(args));
        Process p;
        try {
            p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new IOException("gcc not found on PATH", e);
        }
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("gcc failed for " + output + ":\n" + log);
        }
    }

    /** Copies a compiled program into {@code dir} under the given name (e.g. "player"). */
    public static void install(Path dir, String program, String as) throws IOException {
        Path target = dir.resolve(as);
        Files.copy(binaries().resolve(program), target);
        target.toFile().setExecutable(true);
    }

    /** Writes {@code dir/name}: a script that runs our CLI's {@code command} (monster or player) in a new JVM. */
    public static void installJava(Path dir, String name, String command) throws IOException {
        Path script = dir.resolve(name);
        Files.writeString(script, "#!/bin/sh\nexec " + String.join(" ", javaCommand()) + " " + command + " \"$@\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** java with this test run's class path and fast start-up options, then the CLI's main class. */
    public static List<String> javaCommand() {
        String java = ProcessHandle.current().info().command().orElse(System.getProperty("java.home") + "/bin/java");
        return List.of(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), "io.github.retrokit.rogue.cli.Main");
    }
}
