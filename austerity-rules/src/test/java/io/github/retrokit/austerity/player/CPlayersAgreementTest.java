package io.github.retrokit.austerity.player;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.austerity.posix.TestPrograms;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Our players against {@code src/test/resources/c/cstrategy.c}, shenzi, banzai and ed written in C from the
 * assignment text alone: for the same arguments and the same hub messages both must print the same bytes on stdout
 * and stderr and exit with the same status. The golden files were checked against it, so they are not just our
 * own output.
 */
class CPlayersAgreementTest {

    private static final List<String> PLAYERS = List.of("shenzi", "banzai", "ed");

    /** What one player run printed and returned. */
    private record Run(int status, String stdout, String stderr) {
    }

    private static Run c(String player, String input, List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(TestPrograms.cStrategy(player).toString()));
        command.addAll(args);
        Process process = new ProcessBuilder(command).start();
        try (OutputStream in = process.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            // the player exited before reading everything (an argument error): its output says what it did
        }
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(player + " in C did not exit");
        }
        return new Run(process.exitValue(), stdout, stderr);
    }

    private static Run ours(String player, String input, List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AusterityPlayerProgramTest.Played played = AusterityPlayerProgramTest.play(player,
                new java.io.ByteArrayInputStream(input.getBytes(StandardCharsets.ISO_8859_1)), out, args.toArray(String[]::new));
        return new Run(played.status(), out.toString(StandardCharsets.ISO_8859_1), played.stderr());
    }

    private static List<String> args(String separated) {
        return separated.equals("none") ? List.of() : List.of(separated.split(";", -1));
    }

    @Test
    void theGoldenGameIsWhatAnIndependentCShenziPrints() throws Exception {
        String input = AusterityPlayerProgramTest.resource("shenzi-A-of-2.in");
        Run c = c("shenzi", input, List.of("2", "0"));
        assertEquals(new Run(0, AusterityPlayerProgramTest.resource("shenzi-A-of-2.out"), AusterityPlayerProgramTest.resource("shenzi-A-of-2.err")), c);
        assertEquals(c, ours("shenzi", input, List.of("2", "0")));
    }

    @ParameterizedTest(name = "player {0}")
    @CsvSource(delimiter = '|', ignoreLeadingAndTrailingWhitespace = false, value = {
        // arguments separated by ';'
        "none", "2", "2;0;1", "1;0", "27;0", "x;0", " 2;0", "2.0;0", ";0", "2;2", "2;-1", "2;x", "+2;01", "26;25", "3;0 ",
        "x;y;z", "2;"})
    void argumentChecksAgree(String separated) throws Exception {
        List<String> args = args(separated);
        for (String player : PLAYERS) {
            assertEquals(c(player, "", args), ours(player, "", args), player);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // a message sequence (\n-separated) as a C hub could send it
        "tokens7\\nnewcardB:1:1,0,0,0\\ndowhat\\ntookA:1,1,1,0\\nwildB\\ndowhat\\npurchasedA:0:1,0,0,0,0\\neog\\n",
        "tokens3\\nnewcardR:0:0,0,0,0\\nnewcardY:2:+1,01,0,0\\ndowhat\\npurchasedA:0:0,0,0,0,0\\ndowhat\\neog\\n",
        "tokens0\\ndowhat\\nwildA\\nwildB\\ndowhat\\ntookB:1,1,1,0\\neog\\n",
        "tokens7\\nnewcardB:1:1,0,0,0\\nnewcardB:1:1,0,0,0\\nnewcardB:1:1,0,0,0\\nnewcardB:1:1,0,0,0\\nnewcardB:1:1,0,0,0\\nnewcardB:1:1,0,0,0\\nnewcardB:1:1,0,0,0\\nnewcardB:1:1,0,0,0\\nnewcardB:1:1,0,0,0\\neog\\n",
        "tokens7\\ndowhat\\n",
        "tokens7\\ndowhat",
        "tokens7\\nnewcardQ:1:1,0,0,0\\n",
        "tokens7\\nnewcardB:1:1,0,0\\n",
        "tokens7\\ntookA:1,1,1,0 \\n",
        "tokens7\\ntookA: 1,1,1,0\\n",
        "tokens7\\npurchasedA:8:0,0,0,0,0\\n",
        "tokens7\\nwild\\n",
        "tokens-1\\n",
        "\\n",
        "eog\\r\\n",
        "dowhat\\ndowhat\\neog\\n",
        // messages no real game can produce: a communication error for every player
        "tokens7\\nnewcardB:1:1,0,0,0\\nnewcardY:0:0,0,0,0\\nnewcardR:2:0,1,0,0\\nnewcardP:0:0,0,0,1\\npurchasedA:5:0,0,0,0,0\\n",
        "tokens7\\nnewcardB:1:1,1,1,0\\npurchasedA:0:1,1,1,0,0\\n",
        "tokens7\\nnewcardB:1:1,1,1,0\\ntookA:1,1,1,0\\npurchasedA:0:1,1,0,0,1\\n",
        "tokens1\\ntookA:1,1,1,0\\ntookB:1,1,1,0\\n",
        "tokens7\\ntookA:2,1,0,0\\n",
        "tokens7\\ntookA:1,1,0,0\\n",
        "tokens7\\nwildC\\nwildD\\neog\\n"})
    void messageHandlingAgrees(String escaped) throws Exception {
        String input = escaped.replace("\\n", "\n").replace("\\r", "\r");
        for (String player : PLAYERS) {
            for (List<String> args : List.of(List.of("2", "0"), List.of("3", "1"), List.of("4", "2"))) {
                assertEquals(c(player, input, args), ours(player, input, args), player + " " + args);
            }
        }
    }
}
