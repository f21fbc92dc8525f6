package io.github.retrokit.crobots.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.match.*;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's API example, verbatim, from a package outside the module's own (exported types only): it
 * must be the README's text, compile, and run.
 */
class ReadmeExampleTest {

    private static final String SPINNER = """
            main()
            {
              int d, r;
              while (1) {
                r = scan(d, 10);
                if (r > 0 && r < 700) cannon(d, r);
                else d = (d + 20) % 360;
              }
            }
            """;
    private static final String BOUNCER = """
            main()
            {
              int h;
              h = rand(360);
              while (1) {
                if (loc_x() > 900) h = 180;
                if (loc_x() < 100) h = 0;
                if (loc_y() > 900) h = 270;
                if (loc_y() < 100) h = 90;
                drive(h, 40);
              }
            }
            """;

    private String spinnerSource = SPINNER;
    private String bouncerSource = BOUNCER;
    private String winner;
    private String report;
    private CrobotsMatchResult first;

    // README BEGIN
    void example() throws InterruptedException {
        // imports: io.github.retrokit.crobots.codegen.RobotCompiler, io.github.retrokit.crobots.match.*, java.util.List
        RobotCompiler compiler = new RobotCompiler();
        List<Contestant> robots = List.of(
                Contestant.of("spinner.r", compiler.compile("spinner.r", spinnerSource).programOrThrow()),
                Contestant.of("bouncer.r", compiler.compile("bouncer.r", bouncerSource).programOrThrow()));
        MatchSettings settings = MatchSettings.classic().withCycleLimit(100_000);

        MatchSeries series = new MatchSeries(robots, settings, 2024);        // the original's -m loop, seed 2024
        CrobotsMatchResult first = series.playNext(MatchObserver.NONE);      // seed, cycles, survivors, damage
        String winner = first.winner().map(RobotResult::name).orElse("none"); // empty for a tie
        String report = MatchReport.format(first, series.score());           // the original's stdout for it

        CrobotsTournament tournament = CrobotsTournament.builder(robots)
                .rounds(20)                                                  // matches per group (-m)
                .settings(settings)
                .seed(1)                                                     // match i is seeded 1 + i
                .threads(2)                                                  // never changes the results
                .build();
        CrobotsTournamentResult table = tournament.run();                    // throws InterruptedException
        System.out.print(table.formatTable());
        // README END
        this.first = first;
        this.winner = winner;
        this.report = report;
    }

    @Test
    void theReadmeShowsThisCodeVerbatim() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        int api = readme.indexOf("## API\n");
        int open = readme.indexOf("```java\n", api) + "```java\n".length();
        String shown = readme.substring(open, readme.indexOf("```\n", open));
        String self = Files.readString(Path.of("src/test/java/io/github/retrokit/crobots/api/ReadmeExampleTest.java"));
        String body = self.substring(self.indexOf('\n', self.indexOf("void example()")) + 1,
                self.indexOf("        // README END"));
        assertEquals(shown, body.lines().map(l -> l.length() >= 8 ? l.substring(8) : l.strip())
                .map(l -> l + "\n").reduce("", String::concat));
    }

    @Test
    void theExampleRunsAndPrintsTheTable() throws InterruptedException {
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            example();
        } finally {
            System.setOut(saved);
        }
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.startsWith("rank  robot      played   wins   ties losses win rate\n"), table);
        assertEquals(3, table.lines().count(), table);
        assertEquals(2024, first.seed());
        assertEquals(first.outcome() == Outcome.WIN ? first.survivors().get(0).name() : "none", winner);
        assertTrue(report.startsWith("\nMatch      1:  cycles = " + first.cycles() + ":\n"), report);
    }
}
