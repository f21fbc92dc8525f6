package io.github.retrokit.crobots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The original's display mode (no {@code -m}, crobots-behaviour.md §3.3): each robot's compile output — the
 * source echo, its errors with a caret, the warnings, the code utilization — its verdict and a prompt on
 * stdout, and {@code Cannot play without at least 2 good robots.} there when fewer than two compiled; the
 * goldens are the original's stdout (display/cases.txt says how they were made; when robots play, its curses
 * screen is left out: ours draws no screen when stdout is not a terminal).
 */
class DisplayModeTest {

    /** The cases of display/cases.txt: name, the original's exit status, the robot files (from crobots-vm/). */
    static Stream<Arguments> cases() throws IOException {
        List<Arguments> cases = new ArrayList<>();
        for (String line : new String(GoldenMatchTest.resource("/display/cases.txt"), StandardCharsets.UTF_8).split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String[] f = line.trim().split(" +");
                cases.add(Arguments.of(f[0], Integer.parseInt(f[1]), Arrays.copyOfRange(f, 2, f.length)));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void stdoutAndStatusAreTheOriginals(String name, int status, String[] files) throws IOException {
        List<String> args = new ArrayList<>(List.of("--seed", "1"));
        args.addAll(List.of(files));
        CliRun r = CliRun.run("", args.toArray(String[]::new));
        String golden = new String(GoldenMatchTest.resource("/display/" + name + ".stdout.txt"), StandardCharsets.UTF_8);
        assertEquals(golden, r.out(), name);
        assertEquals(status, r.status(), name);
        assertFalse(r.err().contains("Compiling robot source") || r.err().contains("Match play"),
                "the display mode's compile phase is on stdout, and it announces no match play: " + r.err());
    }

    @Test
    void stderrNamesEachErrorOfAFailedRobotWhereTheOriginalWritesNothing() {
        CliRun r = CliRun.run("", "--seed", "1", "src/test/resources/display/bad2.r", "src/test/resources/display/undef.r");
        assertEquals("src/test/resources/display/bad2.r:7:10: error: syntax error at '*'\n"
                + "src/test/resources/display/undef.r: error: 'foo (1)' function referenced, but not defined or intrinsic\n",
                r.err());
    }

    @Test
    void stderrKeepsTheOriginalsMessagesForMissingAndClonedFiles() {
        CliRun missing = CliRun.run("", "--seed", "1", "src/test/resources/display/nosuch.r", "src/test/resources/display/bad.r");
        assertTrue(missing.err().startsWith("crobots: robot source file `src/test/resources/display/nosuch.r' not found\n"
                + "crobots: only one robot?, cloning a second from src/test/resources/display/bad.r.\n"), missing.err());
    }

    /** Each prompt reads one character, as the original's: a missing file's, then one after each robot file. */
    @Test
    void eachPromptReadsOneCharacter() throws IOException {
        BufferedReader in = new BufferedReader(new StringReader("abcd"));
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        int status = Main.run(new String[] {"--seed", "1", "src/test/resources/display/nosuch.r",
            "src/test/resources/display/bad.r", "src/test/resources/display/bad2.r"},
                new Console(in, out, out, Map.of(), false, false));
        assertEquals(Main.EXIT_NO_ROBOTS, status);
        assertEquals('d', in.read(), "three prompts took a, b and c");
    }

    @Test
    void matchModeKeepsItsCompileMessagesOnStderrAndItsOwnLastLine() {
        CliRun r = CliRun.run("", "-m1", "--seed", "1", "src/test/resources/display/bad.r", "src/test/resources/display/bad.r");
        assertEquals("", r.out());
        assertEquals(Main.EXIT_NO_ROBOTS, r.status());
        assertTrue(r.err().startsWith("Compiling robot source: src/test/resources/display/bad.r\n\n "
                + "src/test/resources/display/bad.r could not compile\n"), r.err());
        assertTrue(r.err().endsWith("\n\nCannot play without at least 2 robots.\n\n"), r.err());
    }
}
