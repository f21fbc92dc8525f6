package io.github.retrokit.crobots.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.codegen.RobotSource;
import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.MatchReport;
import io.github.retrokit.crobots.match.MatchSeries;
import io.github.retrokit.crobots.match.MatchSettings;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI's compile paths with the original's sources: {@code -c} writes the listing byte for byte, the
 * robots that only the original's grammar accepts play exactly its matches, and an oversized source is
 * refused with one message whatever its size.
 */
class CompilePathsTest {
    @TempDir
    Path dir;

    private String copy(String resource, String name) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, GoldenMatchTest.resource(resource));
        return p.toString();
    }

    /** Runs the CLI in-process; returns its raw stdout (the listing's bytes exactly as written). */
    private static byte[] rawStdout(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Main.run(args, new Console(new BufferedReader(new StringReader("")),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of(), false, false));
        return out.toByteArray();
    }

    @Test
    void compileOnlyEchoesTheSourceBytesUnchanged() throws IOException {
        String robot = copy("/compiler/peer/echo-bytes.r", "echo-bytes.r");
        byte[] listing = GoldenMatchTest.resource("/compiler/peer/echo-bytes.listing.txt");
        byte[] got = rawStdout("-c", robot);
        // the golden was made with the bare name: put the path we ran with in its place
        byte[] expected = new String(listing, StandardCharsets.ISO_8859_1).replace("echo-bytes.r", robot)
                .getBytes(StandardCharsets.ISO_8859_1);
        assertArrayEquals(expected, got);
        assertTrue(new String(got, StandardCharsets.ISO_8859_1).contains("/* caf\u00e9 */"), "0xE9 stays one byte");
    }

    @Test
    void aRobotUsingTheOriginalsOddFormsPlaysItsMatchesExactly() throws IOException {
        // what CROBOTS_SEED=3 crobots -m10 -l200000 odd-robot.r sniper.r turret.r printed, run in their folder
        RobotCompiler compiler = new RobotCompiler();
        List<Contestant> robots = new ArrayList<>();
        for (String name : List.of("odd-robot.r", "sniper.r", "turret.r")) {
            String folder = name.startsWith("odd") ? "/compiler/peer/" : "/robots/";
            String source = new String(GoldenMatchTest.resource(folder + name), StandardCharsets.ISO_8859_1);
            robots.add(Contestant.of(name, compiler.compile(name, source).programOrThrow()));
        }
        MatchSeries series = new MatchSeries(robots, MatchSettings.classic().withCycleLimit(200_000), 3);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            out.append(MatchReport.format(series.playNext(MatchObserver.NONE), series.score()));
        }
        assertEquals(new String(GoldenMatchTest.resource("/match/match-odd-sniper-turret-seed3.txt"),
                StandardCharsets.ISO_8859_1), out.toString());
    }

    @Test
    void aSourceOverTheCapIsRefusedWithOneMessage() throws IOException {
        Path huge = dir.resolve("huge.r");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(3L << 30); // 3 GiB of NULs, sparse: nothing is written
        }
        String message = huge + ": robot source larger than " + RobotSource.MAX_BYTES + " bytes";
        CliRun c = CliRun.run("", "-c", huge.toString());
        assertEquals(Main.EXIT_OK, c.status(), "-c exits 0 after a file that could not compile, as the original");
        assertEquals(message + "\n", c.out());
        assertEquals(huge + ": error: robot source larger than " + RobotSource.MAX_BYTES + " bytes\n", c.err());
        String turret = copy("/robots/turret.r", "turret.r");
        CliRun m = CliRun.run("", "-m1", "-l1000", "--seed", "1", huge.toString(), turret);
        assertTrue(m.err().contains(message + "\n\n " + huge + " could not compile\n"), m.err());
    }
}
