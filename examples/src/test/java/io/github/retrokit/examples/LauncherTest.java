package io.github.retrokit.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The root launcher as a newcomer meets it: help, usage errors, and a machine without Java. */
class LauncherTest {

    static final Path ROOT = Paths.get("").toAbsolutePath().getParent();
    static final Path LAUNCHER = ROOT.resolve("retrokit");

    record Outcome(int status, String out, String err) { }

    static Outcome run(List<String> command, String path) throws IOException, InterruptedException {
        return run(command, path, null);
    }

    static Outcome run(List<String> command, String path, Path directory) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command);
        if (path != null) {
            builder.environment().put("PATH", path);
        }
        if (directory != null) {
            builder.directory(directory.toFile());
        }
        // The reactor has just packaged the libraries: use those jars, never start Maven from a test.
        builder.environment().put("RETROKIT_NO_BUILD", "1");
        builder.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Process process = builder.start();
        byte[] out = process.getInputStream().readAllBytes();
        byte[] err = process.getErrorStream().readAllBytes();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "launcher did not finish");
        return new Outcome(process.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void helpListsTheFourModules() throws Exception {
        Outcome help = run(List.of(LAUNCHER.toString(), "--help"), null);
        assertEquals(0, help.status());
        for (String module : List.of("mips", "crobots", "rogue", "austerity")) {
            assertTrue(help.out().lines().anyMatch(line -> line.trim().startsWith(module + " ")),
                    "module " + module + " missing from:\n" + help.out());
        }
    }

    @Test
    void noArgumentsIsAUsageError() throws Exception {
        Outcome none = run(List.of(LAUNCHER.toString()), null);
        assertEquals(2, none.status());
        assertEquals("retrokit: no module given (expected one of: mips crobots rogue austerity spark, demo, --build)\n"
                + "try 'retrokit --help'\n", none.err());
        assertEquals("", none.out());
    }

    @Test
    void unknownModuleNamesItInOneLine() throws Exception {
        Outcome bad = run(List.of(LAUNCHER.toString(), "pacman"), null);
        assertEquals(2, bad.status());
        assertEquals("retrokit: unknown module 'pacman' (expected one of: mips crobots rogue austerity spark)\n"
                + "try 'retrokit --help'\n", bad.err());
        assertEquals("", bad.out());
    }

    @Test
    void missingJavaFailsWithOneClearLine(@TempDir Path bin) throws Exception {
        // A PATH with the shell tools the launcher uses, but no java.
        for (String tool : List.of("bash", "readlink", "dirname", "find", "ls", "grep", "head", "mkdir", "touch",
                "mv", "rm", "flock")) {
            for (String dir : List.of("/usr/bin", "/bin")) {
                Path real = Paths.get(dir, tool);
                if (Files.isExecutable(real) && !Files.exists(bin.resolve(tool))) {
                    Files.createSymbolicLink(bin.resolve(tool), real);
                }
            }
        }
        Outcome noJava = run(List.of(bin.resolve("bash").toString(), LAUNCHER.toString(), "mips", "run", "x.asm"),
                bin.toString());
        assertEquals(127, noJava.status());
        assertEquals("retrokit: java not found on PATH: install JDK 17 or newer\n", noJava.err());
        assertEquals("", noJava.out());
    }

    @Test
    void courseLaunchersAreThinScriptsThroughTheRootLauncher() throws Exception {
        Path binDir = ROOT.resolve("examples/bin");
        List<String> problems = new ArrayList<>();
        if (Files.isDirectory(binDir)) {
            try (var files = Files.list(binDir)) {
                for (Path script : (Iterable<Path>) files::iterator) {
                    String text = Files.readString(script);
                    if (!Files.isExecutable(script)) {
                        problems.add(script.getFileName() + " is not executable");
                    }
                    if (!text.startsWith("#!/usr/bin/env bash") && !text.startsWith("#!/bin/sh")) {
                        problems.add(script.getFileName() + " has no shebang");
                    }
                    if (!text.contains("readlink -f") || !text.contains("retrokit")) {
                        problems.add(script.getFileName() + " does not resolve symlinks to the root launcher");
                    }
                }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    static void assumeLibrariesPackaged() throws IOException {
        for (String module : List.of("mips-core", "crobots-vm", "rogue-ipc", "austerity-rules")) {
            try (var files = Files.list(ROOT.resolve(module).resolve("target"))) {
                Assumptions.assumeTrue(files.anyMatch(f -> f.getFileName().toString().matches(module + "-.*\\d\\.jar|"
                        + module + "-.*-SNAPSHOT\\.jar")), module + " is not packaged (run the whole reactor)");
            } catch (java.nio.file.NoSuchFileException e) {
                Assumptions.abort(module + " has no target directory (run the whole reactor)");
            }
        }
    }

    /** Each course-named launcher, reached through a symlink from another directory, starts our program. */
    @Test
    void courseLaunchersWorkThroughASymlinkFromAnyDirectory(@TempDir Path dir) throws Exception {
        assumeLibrariesPackaged();
        for (String name : List.of("mars", "crobots", "world", "monster", "player", "austerity", "shenzi", "banzai",
                "ed")) {
            Files.createSymbolicLink(dir.resolve(name), ROOT.resolve("examples/bin").resolve(name));
        }
        Files.writeString(dir.resolve("hello.asm"), ".data\nmsg: .asciiz \"Hello\"\n.text\nli $v0 4\nla $a0 msg\nsyscall\n");

        Outcome mars = run(List.of("./mars", "nc", "hello.asm"), null, dir);
        assertEquals(0, mars.status(), mars.err());
        assertEquals("Hello\n", mars.out());

        // The spec's usage lines and statuses for the Austerity programs (exit 1 for wrong argument counts).
        Outcome hub = run(List.of("./austerity"), null, dir);
        assertEquals(1, hub.status());
        assertEquals("Usage: austerity tokens points deck player player [player ...]\n", hub.err());
        for (String player : List.of("shenzi", "banzai", "ed")) {
            Outcome usage = run(List.of("./" + player), null, dir);
            assertEquals(1, usage.status());
            assertEquals("Usage: " + player + " pcount myid\n", usage.err());
        }

        // Rogue: an empty world input is bad input (3); a monster/player without arguments is a usage error (2).
        assertEquals(3, run(List.of("./world"), null, dir).status());
        assertEquals(2, run(List.of("./monster"), null, dir).status());
        assertEquals(2, run(List.of("./player"), null, dir).status());

        // CRobots: no robot files named is the original's error, exit 1.
        Outcome crobots = run(List.of("./crobots"), null, dir);
        assertEquals(1, crobots.status());
        assertTrue(crobots.err().contains("no robot source files"), crobots.err());
    }

    /** The README's first command: one real run of each module, ending with each game's own last lines. */
    @Test
    void demoPlaysOneGameOfEachModule() throws Exception {
        assumeLibrariesPackaged();
        Outcome demo = run(List.of(LAUNCHER.toString(), "demo"), null);
        assertEquals(0, demo.status(), demo.err());
        String out = demo.out();
        assertTrue(out.contains("Congratulations! Sir CodesALot escaped the dungeon with his loot!\nHealth: 3, Coins: 6\n"), out);
        assertTrue(out.contains("Match      1:  cycles = 200010:\n"), out);
        assertTrue(out.contains("Game Over\nPlayer won by surviving all monsters\n"), out);
        assertTrue(out.contains("Winner(s) B\n"), out);
    }
}
