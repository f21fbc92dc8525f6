package io.github.retrokit.austerity.posix;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Programs for process tests: the C test player ({@code src/test/resources/c/cplayer.c}, compiled with gcc on
 * first use, one symlink per behaviour), the minimal C hub {@code wildhub.c}, and launcher scripts that start our own Java programs from the test
 * class path (never through Maven or ./retrokit).
 */
public final class TestPrograms {
    /** Where compiled test programs and scripts live (inside target/, rebuilt when missing). */
    private static final Path DIR = Path.of("target", "test-programs").toAbsolutePath();
    private static final List<String> MODES = List.of("wild", "garbage", "garbageonce", "longline", "silent",
            "quitter", "flood", "endless", "stubborn", "crash", "status3");
    /** The field parsing the C peers share, copied beside every source. */
    private static final String HEADER = "fields.h";

    private TestPrograms() {
    }

    /** The C player started under the name {@code mode} (see cplayer.c). */
    public static synchronized Path cPlayer(String mode) {
        if (!MODES.contains(mode)) {
            throw new IllegalArgumentException("no C player mode " + mode);
        }
        Path binary = cProgram("cplayer");
        try {
            Path link = DIR.resolve(mode);
            if (!Files.isSymbolicLink(link)) {
                Files.createSymbolicLink(link, binary.getFileName());
            }
            return link;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The C player {@code cstrategy.c} started as {@code shenzi}, {@code banzai} or {@code ed} (a link of that
     * name in a directory of its own, so that its usage message names it as ours does).
     */
    public static synchronized Path cStrategy(String name) {
        if (!List.of("shenzi", "banzai", "ed").contains(name)) {
            throw new IllegalArgumentException("no C strategy " + name);
        }
        Path binary = cProgram("cstrategy");
        try {
            Path link = Files.createDirectories(DIR.resolve("c")).resolve(name);
            if (!Files.isSymbolicLink(link)) {
                Files.createSymbolicLink(link, Path.of("..").resolve(binary.getFileName()));
            }
            return link;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code src/test/resources/c/NAME.c} compiled with gcc (once per build). */
    public static synchronized Path cProgram(String name) {
        Path binary = DIR.resolve(name);
        try {
            if (!Files.isExecutable(binary)) {
                compile(name, binary);
            }
            return binary;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void compile(String name, Path binary) throws IOException {
        Files.createDirectories(DIR);
        for (String file : List.of(name + ".c", HEADER)) {
            try (InputStream in = TestPrograms.class.getResourceAsStream("/c/" + file)) {
                Files.copy(in, DIR.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Path source = DIR.resolve(name + ".c");
        Path partial = DIR.resolve(name + ".tmp");
        run(List.of("gcc", "-std=gnu99", "-Wall", "-pedantic", "-Werror", "-O2", "-o", partial.toString(), source.toString()));
        Files.move(partial, binary, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * A shell script that runs {@code Main command "$@"} on the test class path, so a hub can start our
     * Java players by path like any other program.
     */
    public static Path javaProgram(String command) {
        return javaProgram(command, command);
    }

    /** Like {@link #javaProgram(String)} for a command with arguments, e.g. {@code player some.Strategy}. */
    public static Path javaProgram(String name, String command) {
        return javaProgram(name, "", command);
    }

    /** Like {@link #javaProgram(String, String)} with extra JVM options (e.g. {@code -Xrs}). */
    public static synchronized Path javaProgram(String name, String jvmOptions, String command) {
        Path script = DIR.resolve("java-" + name);
        try {
            Files.createDirectories(DIR);
            String text = "#!/bin/sh\nexec '" + java() + "' -Xshare:auto -XX:TieredStopAtLevel=1 -XX:+UseSerialGC " + jvmOptions + " -cp '"
                    + System.getProperty("java.class.path") + "' io.github.retrokit.austerity.cli.Main " + command + " \"$@\"\n";
            Path partial = DIR.resolve(script.getFileName() + ".tmp");
            Files.writeString(partial, text);
            Files.setPosixFilePermissions(partial, PosixFilePermissions.fromString("rwxr-xr-x"));
            Files.move(partial, script, StandardCopyOption.ATOMIC_MOVE);
            return script;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** This JVM's java executable. */
    public static String java() {
        return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    private static void run(List<String> command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        try {
            if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException(String.join(" ", command) + " failed:\n" + output);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted: " + command, e);
        }
    }
}
