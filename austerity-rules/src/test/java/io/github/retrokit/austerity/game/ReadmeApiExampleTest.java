package io.github.retrokit.austerity.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.austerity.protocol.HubLines;
import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.Strategy;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's in-process API example, run as written; the README's block must be this test's code. */
class ReadmeApiExampleTest {

    private static final Path README = Path.of("README.md");
    private static final Path SOURCE = Path.of("src/test/java/io/github/retrokit/austerity/game/ReadmeApiExampleTest.java");

    private AusterityStanding example() {
        // README-BEGIN
        Deck deck = Deck.deck20();                                  // the course's deck; Deck.read(path) for a file
        Strategy thrifty = (view, me) -> {                          // buy the first affordable card, else a wild
            for (int i = 0; i < view.marketSize(); i++) {
                if (view.canAfford(me, view.card(i))) {
                    return new Action.Purchase(i, view.payment(me, view.card(i)));
                }
            }
            return Action.WILD;
        };
        GameRules rules = GameRules.of(7, 15);                      // austerity 7 15 ...

        AusterityGameResult game = new AusterityGame(rules, deck, List.of(Strategies.shenzi(), thrifty))
                .observe(turn -> HubLines.turn(turn).forEach(System.out::println))  // as the hub prints it
                .play();
        System.out.println(HubLines.winners(game.winners()) + " after " + game.turns() + " turns, " + game.end());

        List<Entrant> entrants = List.of(Entrant.of("shenzi"), Entrant.of("banzai"), new Entrant("thrifty", () -> thrifty));
        AusterityTournamentResult result = new AusterityTournament(rules, deck, entrants)
                .games(2000).seed(42).threads(2)                    // the result is the same for any thread count
                .run();
        System.out.print(result.table());
        AusterityStanding best = result.standings().stream()
                .max(Comparator.comparingDouble(AusterityStanding::winRate)).orElseThrow();
        // README-END
        return best;
    }

    @Test
    void theReadmeShowsThisCode() throws IOException {
        String source = Files.readString(SOURCE);
        String code = source.substring(source.indexOf("// README-BEGIN\n") + 16, source.indexOf("        // README-END"));
        String expected = code.lines().map(line -> line.length() >= 8 ? line.substring(8) : line.strip())
                .reduce("", (a, b) -> a + b + "\n");
        String readme = Files.readString(README);
        int section = readme.indexOf("### In-process games and tournaments");
        int start = readme.indexOf("```java\n", section) + 8;
        assertEquals(expected, readme.substring(start, readme.indexOf("```\n", start)));
    }

    @Test
    void theExampleRunsAsTheReadmeSays() {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AusterityStanding best;
        try (PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            best = example();
        } finally {
            System.setOut(saved);
        }
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertTrue(lines.get(0).startsWith("Player A "), lines.get(0));
        String summary = lines.stream().filter(l -> l.startsWith("Winner(s) ")).findFirst().orElseThrow();
        assertTrue(summary.matches("Winner\\(s\\) [AB](,B)? after \\d+ turns, (TARGET_REACHED|MARKET_EMPTY)"), summary);
        assertTrue(lines.get(lines.size() - 1).startsWith("games 2000 (seed 42): target_reached="), lines.get(lines.size() - 1));
        assertEquals(2000, best.games());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith(best.name() + " ") && l.contains(" 2000 ")));
    }
}
