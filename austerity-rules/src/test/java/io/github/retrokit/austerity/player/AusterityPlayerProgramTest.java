package io.github.retrokit.austerity.player;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.austerity.strategy.Strategies;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The player program on in-memory streams: argument checks, the spec's stderr output, every exit status. */
class AusterityPlayerProgramTest {
    /** What one run printed and returned. */
    record Played(int status, String stdout, String stderr) {
        List<String> stderrLines() {
            return stderr.lines().toList();
        }

        String lastStderrLine() {
            List<String> lines = stderrLines();
            return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        }
    }

    static Played play(String strategy, String input, String... args) {
        return play(strategy, new ByteArrayInputStream(input.getBytes(StandardCharsets.ISO_8859_1)), new ByteArrayOutputStream(), args);
    }

    static Played play(String strategy, InputStream in, OutputStream out, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        AusterityPlayerProgram program = new AusterityPlayerProgram(strategy, Strategies.create(strategy).orElseThrow());
        int status = program.run(Arrays.asList(args), in, out, new PrintStream(err, true, StandardCharsets.ISO_8859_1));
        return new Played(status, out.toString(), err.toString(StandardCharsets.ISO_8859_1));
    }

    static String resource(String name) {
        try (InputStream in = AusterityPlayerProgramTest.class.getResourceAsStream("/player/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource(delimiter = '|', nullValues = "none", value = {
        // args (space-separated)   | exit | stderr
        "none        | 1 | Usage: shenzi pcount myid",
        "2           | 1 | Usage: shenzi pcount myid",
        "2 0 0       | 1 | Usage: shenzi pcount myid",
        "x 5         | 2 | Invalid player count",
        "1 0         | 2 | Invalid player count",
        "27 0        | 2 | Invalid player count",
        "2.0 0       | 2 | Invalid player count",
        "'' 0        | 2 | Invalid player count",
        "2 2         | 3 | Invalid player ID",
        "2 -1        | 3 | Invalid player ID",
        "26 x        | 3 | Invalid player ID",
        "3 1x        | 3 | Invalid player ID",
        "1 x         | 2 | Invalid player count",
    })
    void argumentsAreCheckedInTheSpecsOrder(String args, int status, String message) {
        String[] argv = args == null ? new String[0] : Arrays.stream(args.split(" ")).map(a -> a.equals("''") ? "" : a).toArray(String[]::new);
        Played played = play("shenzi", "eog\n", argv);
        assertEquals(status, played.status());
        assertEquals(message + "\n", played.stderr());
        assertEquals("", played.stdout());
    }

    @Test
    void theUsageMessageNamesTheProgram() {
        assertEquals("Usage: banzai pcount myid\n", play("banzai", "", "1").stderr());
        assertEquals("Usage: ed pcount myid\n", play("ed", "").stderr());
    }

    @Test
    void numbersAreReadLikeStrtolWithoutLeadingSpace() {
        assertEquals(0, play("shenzi", "eog\n", "+2", "01").status());
        assertEquals(2, play("shenzi", "eog\n", " 2", "0").status());
    }

    @Test
    void aGameFromTheHubsMessagesPrintsTheSpecsStderrAndReplies() {
        Played played = play("shenzi", resource("shenzi-A-of-2.in"), "2", "0");
        assertEquals(0, played.status());
        assertEquals(resource("shenzi-A-of-2.out"), played.stdout());
        assertEquals(resource("shenzi-A-of-2.err"), played.stderr());
    }

    @Test
    void eogPrintsTheWinnersAndExitsZero() {
        Played played = play("ed", "tokens4\nwildB\nwildC\neog\n", "3", "2");
        assertEquals(0, played.status());
        assertEquals("Game over. Winners are A,B,C", played.lastStderrLine());
    }

    @Test
    void tokensAloneDumpsOnlyThePlayers() {
        Played played = play("banzai", "tokens4\neog\n", "3", "1");
        assertEquals(List.of("Player A:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0", "Player B:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0",
                "Player C:0:Discounts=0,0,0,0:Tokens=0,0,0,0,0", "Game over. Winners are A,B,C"), played.stderrLines());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "end of input before eog      | tokens7\\n",
        "unterminated eog             | tokens7\\neog",
        "nothing at all               | ''",
        "trailing space               | tokens7\\ndowhat \\n",
        "leading space                | \\u0020tokens7\\n",
        "unknown message              | hello\\n",
        "a number with a fraction     | tokens7.5\\n",
        "a wrong player letter        | wilda\\n",
        "a NUL byte                   | tok\\u0000ens7\\n",
        "a carriage return            | eog\\r\\n",
        "a card numbered 8            | tokens1\\npurchasedA:8:0,0,0,0,0\\n",
        "a card not face up           | tokens7\\nnewcardB:1:0,0,0,0\\npurchasedA:5:0,0,0,0,0\\n",
        "tokens the buyer lacks       | tokens7\\nnewcardB:1:1,1,1,0\\npurchasedA:0:1,1,1,0,0\\n",
        "a take from an empty pile    | tokens0\\ntookB:1,1,1,0\\n",
        "a player beyond the count    | tokens7\\nwildC\\n",
    })
    void aVanishedHubOrAnInvalidMessageIsACommunicationError(String what, String input) {
        String text = input.equals("''") ? "" : input.replace("\\n", "\n").replace("\\r", "\r")
                .replace("\\u0000", "\0").replace("\\u0020", " ");
        Played played = play("shenzi", text, "2", "1");
        assertEquals(6, played.status(), what);
        assertEquals("Communication Error", played.lastStderrLine(), what);
    }

    @Test
    void randomAndTruncatedInputNeverCrashesAPlayer() {
        String game = resource("shenzi-A-of-2.in");
        SplittableRandom random = new SplittableRandom(2018);
        for (int trial = 0; trial < 300; trial++) {
            StringBuilder input = new StringBuilder(game.substring(0, random.nextInt(game.length())));
            for (int i = random.nextInt(3); i > 0; i--) {
                input.insert(random.nextInt(input.length() + 1), (char) random.nextInt(256));
            }
            for (String strategy : List.of("shenzi", "banzai", "ed")) {
                Played played = play(strategy, input.toString(), "2", "0");
                assertEquals(6, played.status(), () -> "input: " + input);
                assertEquals("Communication Error", played.lastStderrLine());
            }
        }
    }

    /** A hub whose line never ends: the player gives up as soon as the line passes 4096 bytes, reading no more. */
    @Test
    void aLineThatNeverEndsIsACommunicationErrorOnceItPassesTheLimit() {
        long[] read = new long[1];
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                read[0]++;
                return 'x';
            }
        };
        Played played = play("shenzi", endless, new ByteArrayOutputStream(), "2", "1");
        assertEquals(6, played.status());
        assertEquals("Communication Error", played.stderr().strip());
        assertEquals(4097, read[0], "the limit plus the one byte that passes it");
    }

    @Test
    void aHubThatStopsReadingDoesNotCrashThePlayer() {
        OutputStream closed = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        Played played = play("shenzi", new ByteArrayInputStream("tokens7\ndowhat\n".getBytes()), closed, "2", "0");
        assertEquals(6, played.status(), "the loss is noticed by the read that follows");
        assertEquals(List.of("Received dowhat", "Communication Error"),
                played.stderrLines().subList(played.stderrLines().size() - 2, played.stderrLines().size()));
    }
}
