package io.github.retrokit.crobots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The original binary's match-mode outputs (reference/crobots, README there lists the commands), reproduced
 * byte for byte by the real program: a JVM spawned in a folder holding the robots, with bare file names as
 * the original was run. {@code CROBOTS_SEED=S} there is {@code --seed S} here.
 */
class GoldenMatchTest {

    @TempDir
    static Path dir;

    private static final String[] ROBOTS = {"sniper.r", "turret.r", "pacer.r", "rover.r"};

    static byte[] resource(String name) throws IOException {
        try (InputStream in = GoldenMatchTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    /** Runs the CLI in {@link #dir}; returns stdout and stderr. */
    static String[] spawn(String... args) throws IOException, InterruptedException {
        for (String r : ROBOTS) {
            Path p = dir.resolve(r);
            if (!Files.exists(p)) {
                Files.write(p, resource("/robots/" + r));
            }
        }
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse(System.getProperty("java.home") + "/bin/java"));
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(command).directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "crobots did not finish");
        assertEquals(0, p.exitValue(), Files.readString(err));
        return new String[] {Files.readString(out, StandardCharsets.ISO_8859_1),
            Files.readString(err, StandardCharsets.ISO_8859_1)};
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "match-sniper-turret-seed1.txt       | --seed 1 -m50 -l200000 sniper.r turret.r",
        "match-sniper-turret-pacer-seed3.txt | --seed 3 -m30 -l200000 sniper.r turret.r pacer.r",
        "match-sniper-clone-seed5.txt        | --seed 5 -m20 -l200000 sniper.r",
        "match-sniper-turret-pacer-rover-seed7.txt | --seed 7 -m25 -l200000 sniper.r turret.r pacer.r rover.r",
    })
    void stdoutIsTheOriginals(String golden, String args) throws Exception {
        String[] result = spawn(args.trim().split(" +"));
        assertEquals(new String(resource("/match/" + golden), StandardCharsets.ISO_8859_1), result[0]);
    }

    @org.junit.jupiter.api.Test
    void stderrIsTheOriginalsAfterItsBanner() throws Exception {
        String[] result = spawn("-m50", "-l200000", "--seed", "1", "sniper.r", "turret.r");
        assertEquals(new String(resource("/match/match-sniper-turret-seed1.stderr.txt"), StandardCharsets.ISO_8859_1),
                result[1]);
    }
}
