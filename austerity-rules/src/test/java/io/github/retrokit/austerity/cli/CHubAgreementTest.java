package io.github.retrokit.austerity.cli;

import static io.github.retrokit.austerity.posix.TestPrograms.cPlayer;
import static io.github.retrokit.austerity.posix.TestPrograms.cProgram;
import static io.github.retrokit.austerity.posix.TestPrograms.cStrategy;
import static io.github.retrokit.austerity.posix.TestPrograms.javaProgram;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Our hub against {@code src/test/resources/c/chub.c}, an austerity hub written in C from the assignment text
 * alone: with the same arguments and the same players both print the same stdout and stderr bytes and exit with
 * the same status; and the C hub plays our Java players exactly as our own hub and the in-process game do.
 */
class CHubAgreementTest {
    @TempDir
    static Path dir;

    private static String reference(String name) throws IOException {
        try (InputStream in = CHubAgreementTest.class.getResourceAsStream("/hub/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    /**
     * The placeholders of the table: decks, and C programs ({@code c:mode} is the C test player, {@code cs:ed} the
     * C ed of {@code cstrategy.c}).
     */
    private static List<String> arguments(String spaced) throws IOException {
        List<String> args = new ArrayList<>();
        for (String word : spaced.trim().split(" +")) {
            args.add(switch (word) {
                case "DECK" -> Files.writeString(dir.resolve("deck20.txt"), reference("deck20.txt")).toString();
                case "SMALL" -> Files.writeString(dir.resolve("deck-small.txt"), reference("deck-small.txt")).toString();
                case "BAD" -> Files.writeString(dir.resolve("bad.txt"), "B:1:1,0,0,0\nB:1:1,0,0\n").toString();
                case "EMPTY" -> Files.writeString(dir.resolve("empty.txt"), "").toString();
                case "DIR" -> dir.toString();
                case "MISSING" -> dir.resolve("missing.txt").toString();
                case "26ed" -> String.join(" ", Collections.nCopies(26, cStrategy("ed").toString()));
                case "27wild" -> String.join(" ", Collections.nCopies(27, cPlayer("wild").toString()));
                default -> word.startsWith("c:") ? cPlayer(word.substring(2)).toString()
                        : word.startsWith("cs:") ? cStrategy(word.substring(3)).toString() : word;
            });
        }
        return List.of(String.join(" ", args).split(" "));
    }

    private static CliRun cHub(List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(cProgram("chub").toString()));
        command.addAll(args);
        Process hub = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        String out = new String(hub.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        byte[] err = hub.getErrorStream().readAllBytes(); // a few lines at most: no pipe fills while stdout drains
        if (!hub.waitFor(120, TimeUnit.SECONDS)) {
            hub.destroyForcibly();
            throw new AssertionError("chub did not exit");
        }
        return new CliRun(hub.exitValue(), out, new String(err, StandardCharsets.ISO_8859_1));
    }

    @ParameterizedTest(name = "austerity {0}")
    @CsvSource(delimiter = '|', value = {
        "7 15 DECK cs:shenzi cs:shenzi",
        "7 15 DECK cs:ed cs:banzai cs:shenzi cs:ed",
        "0 0 DECK cs:banzai cs:shenzi",
        "2 40 SMALL cs:ed cs:banzai cs:shenzi",
        "7 15 DECK 26ed",
        "7 15 DECK cs:shenzi c:status3 c:crash",
        "7 15 SMALL cs:ed c:garbageonce",
        "7 15 DECK c:wild c:garbage",
        "7 15 DECK c:wild c:quitter c:status3",
        "7 15 DECK true c:wild",
        "7 15 DECK c:wild retrokit-no-such-player c:wild",
        "7 15 MISSING c:wild c:wild",
        "7 15 DIR c:wild c:wild",
        "7 15 BAD c:wild c:wild",
        "7 15 EMPTY c:wild c:wild",
        "x 15 MISSING c:wild c:wild",
        "7 -1 DECK c:wild c:wild",
        "7.0 15 DECK c:wild c:wild",
        "+7 015 DECK cs:banzai cs:ed",
        "7 15 DECK c:wild",
        "7 15 DECK 27wild",
        "7 15"})
    void bothHubsPrintTheSameAndExitTheSame(String spaced) throws Exception {
        List<String> args = arguments(spaced);
        CliRun ours = CliRun.of("hub", args.toArray(String[]::new));
        assertEquals(cHub(args), ours);
    }

    @Test
    void theCHubPlaysOurJavaPlayersAsOurHubAndTheInProcessGameDo() throws Exception {
        List<String> args = new ArrayList<>(arguments("7 5 DECK"));
        for (String player : List.of("ed", "banzai", "shenzi")) {
            args.add(javaProgram(player).toString());
        }
        CliRun c = cHub(args);
        assertEquals(new CliRun(0, CliRun.of("game", "7", "5", args.get(2), "ed", "banzai", "shenzi").stdout(), ""), c);
        assertEquals(c, CliRun.of("hub", args.toArray(String[]::new)));
    }
}
