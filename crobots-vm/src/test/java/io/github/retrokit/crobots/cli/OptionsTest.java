package io.github.retrokit.crobots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.world.Mode;
import io.github.retrokit.crobots.world.Quirks;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The command line: the original's options and ours; every mistake is a one-line message and status 2. */
class OptionsTest {

    @Test
    void originalOptionsTakeTheirNumberAttachedOrNextAndAnyCase() throws UsageException {
        Options o = Options.parse(new String[] {"-m50", "-L", "200000", "a.r", "-c", "b.r"});
        assertEquals(50, o.matches);
        assertEquals(200000, o.limit);
        assertTrue(o.compileOnly);
        assertEquals(List.of("a.r", "b.r"), o.files);
        Options p = Options.parse(new String[] {"-M", "3", "-l3001", "-d", "x.r"});
        assertEquals(3, p.matches);
        assertEquals(3001, p.limit);
        assertTrue(p.debug);
    }

    @Test
    void oursWithSpaceOrEquals() throws UsageException {
        Options o = Options.parse(new String[] {"--seed", "12345", "--mode=fixed", "--jobs", "3",
            "--quirk", "scanWrap=on", "--code-limit=2000", "--amiga-header"});
        assertEquals(12345L, o.seed(Map.of()));
        assertEquals(Mode.FIXED, o.mode);
        assertEquals(3, o.jobs);
        assertEquals(2000, o.codeLimit);
        assertTrue(o.amigaHeader);
        assertEquals(Quirks.FIXED.with("scanWrap", true), o.quirks());
    }

    @Test
    void seedFallsBackToTheEnvironmentLikeTheReferenceBuild() throws UsageException {
        assertEquals(5L, Options.parse(new String[0]).seed(Map.of("CROBOTS_SEED", "5")));
        long clock = Options.parse(new String[0]).seed(Map.of());
        assertTrue(clock >= 0 && clock <= 0xFFFF);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "-x                   | retrokit crobots: unknown option '-x'",
        "--frobnicate         | retrokit crobots: unknown option '--frobnicate'",
        "-mfive               | retrokit crobots: -m needs a whole number, not 'five'",
        "-L1e5                | retrokit crobots: -l needs a whole number, not '1e5'",
        "-l                   | retrokit crobots: -l needs a value",
        "-m x.r y.r           | retrokit crobots: -m needs a value",
        "-m 0x5 x.r y.r       | retrokit crobots: -m needs a whole number, not '0x5'",
        "-l +1e5 x.r y.r      | retrokit crobots: -l needs a whole number, not '+1e5'",
        "--tournament -m 0x5 x.r y.r | retrokit crobots: -m needs a number from 1 to 1000000, not '0x5'",
        "--tournament -m -3 x.r y.r | retrokit crobots: -m needs a number from 1 to 1000000, not '-3'",
        "--view=yes           | retrokit crobots: --view takes no value",
        "--jobs=2 --view      | retrokit crobots: --view shows one match, not a tournament (replay tournament match i alone with -m1 --seed <seed + i>)",
        "--tournament --replay=r.html | retrokit crobots: --replay shows one match, not a tournament (replay tournament match i alone with -m1 --seed <seed + i>)",
        "--jobs=2 --view-speed=5 | retrokit crobots: --view-speed shows one match, not a tournament (replay tournament match i alone with -m1 --seed <seed + i>)",
        "--view-speed=0       | retrokit crobots: --view-speed needs a number from 1 to 1000, not '0'",
        "--view-speed 1001    | retrokit crobots: --view-speed needs a number from 1 to 1000, not '1001'",
        "--view-speed fast    | retrokit crobots: --view-speed needs a number from 1 to 1000, not 'fast'",
        "--seed               | retrokit crobots: --seed needs a value",
        "--seed=x1            | retrokit crobots: --seed needs a whole number, not 'x1'",
        "--mode=modern        | retrokit crobots: --mode needs classic or fixed, not 'modern'",
        "--quirk=warp         | retrokit crobots: --quirk needs scanWrap, collisionAccel, postfixValue, modZero or staleLocals, not 'warp'",
        "--quirk=modZero=maybe| retrokit crobots: --quirk needs modZero=on or modZero=off, not 'modZero=maybe'",
        "--jobs=0             | retrokit crobots: --jobs needs a number from 1 to 4096, not '0'",
        "--jobs two           | retrokit crobots: --jobs needs a number from 1 to 4096, not 'two'",
        "--group=5            | retrokit crobots: --group needs a number from 2 to 4, not '5'",
        "--code-limit=1       | retrokit crobots: --code-limit needs a number from 2 to 32767, not '1'",
        "--format=xml         | retrokit crobots: --format needs text, json or csv, not 'xml'",
        "-c --format=json x.r | retrokit crobots: --format json applies to match series and tournaments, not to -c",
        "-m2 --view --format=csv x.r | retrokit crobots: --view draws on standard output, which --format csv needs for the results",
    })
    void mistakesExitWithStatus2AndOneLine(String arg, String message) {
        CliRun r = CliRun.run("", arg.trim().split(" +"));
        assertEquals(Main.EXIT_USAGE, r.status());
        assertEquals(message + "\ntry 'retrokit crobots --help'\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void helpListsEveryOptionAndTheExitStatuses() {
        CliRun r = CliRun.run("", "--help");
        assertEquals(Main.EXIT_OK, r.status());
        assertEquals("", r.err());
        assertTrue(r.out().startsWith("usage: retrokit crobots [options] robot.r ...\n\n"),
                "the command as typed through the launcher, as the usage errors name it: " + r.out());
        for (String flag : List.of("-m N", "-l LIMIT", "-c", "-d", "--seed", "--mode", "--quirk", "--jobs",
                "--tournament", "--group", "--view", "--view-speed", "--replay", "--save", "--code-limit",
                "--amiga-header", "--format", "--no-progress", "-h, --help", "Exit status", "141")) {
            assertTrue(r.out().contains(flag), flag);
        }
        for (String[] args : List.of(new String[] {"-h"}, new String[] {"-m5", "--help", "--bogus"},
                new String[] {"--frobnicate", "-h"})) {
            CliRun same = CliRun.run("", args);
            assertEquals(Main.EXIT_OK, same.status(), String.join(" ", args));
            assertEquals(r.out(), same.out(), String.join(" ", args));
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--tournament -m2", "--jobs 2 -m2", "--group 2 -m2", "--format json -m2", "--format csv -m1"})
    void retroKitsOwnModesStopAtARobotFileThatCannotBeReadWithStatus3(String options) {
        List<String> args = new java.util.ArrayList<>(List.of(options.split(" ")));
        args.addAll(List.of("src/test/resources/display/nosuch.r", "/nonexistent/rook.r", "src/test/resources"));
        CliRun r = CliRun.run("", args.toArray(String[]::new));
        assertEquals(Main.EXIT_INPUT, r.status());
        assertEquals("retrokit crobots: cannot read 'src/test/resources/display/nosuch.r': no such file\n"
                + "retrokit crobots: cannot read '/nonexistent/rook.r': no such file\n"
                + "retrokit crobots: cannot read 'src/test/resources': not a regular file\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void noRobotFilesIsStatus1WithTheOriginalsMessage() {
        CliRun r = CliRun.run("", "-m", "3");
        assertEquals(Main.EXIT_NO_ROBOTS, r.status());
        assertEquals("crobots: no robot source files\n", r.err());
        CliRun missing = CliRun.run("", "-m3", "/nonexistent/rook.r");
        assertEquals(Main.EXIT_NO_ROBOTS, missing.status());
        assertEquals("crobots: robot source file `/nonexistent/rook.r' not found\ncrobots: no robot source files\n",
                missing.err());
    }
}
