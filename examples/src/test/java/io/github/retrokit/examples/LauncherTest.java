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

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The root launcher as a newcomer meets it: help, usage errors, and a machine without Java. */
class LauncherTest {

    static final Path ROOT = Paths.get("").toAbsolutePath().getParent();
    static final Path LAUNCHER = ROOT.resolve("retrokit");

    record Outcome(int status, String out, String err) { }

    static Outcome run(List<String> command, String path) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command);
        if (path != null) {
            builder.environment().put("PATH", path);
        }
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
        assertTrue(none.err().startsWith("usage: retrokit"), none.err());
        assertEquals("", none.out());
    }

    @Test
    void unknownModuleNamesItInOneLine() throws Exception {
        Outcome bad = run(List.of(LAUNCHER.toString(), "pacman"), null);
        assertEquals(2, bad.status());
        String last = bad.err().lines().reduce((a, b) -> b).orElse("");
        assertEquals("retrokit: unknown module 'pacman' (expected one of: mips crobots rogue austerity)", last);
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
}
