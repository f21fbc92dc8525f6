package io.github.retrokit.austerity.hub;

import io.github.retrokit.austerity.game.GameRules;
import static io.github.retrokit.austerity.hub.HubRun.assertNoChildren;
import static io.github.retrokit.austerity.hub.HubRun.resource;
import static io.github.retrokit.austerity.posix.TestPrograms.cPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.austerity.game.AusterityGame;
import io.github.retrokit.austerity.game.AusterityGameResult;
import io.github.retrokit.austerity.posix.TestPrograms;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.protocol.HubLines;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.Strategy;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The hub against real processes: the C test player in its well- and badly-behaved modes. */
class HubProcessTest {
    private static final List<String> OPENING = List.of(
            "New card = Bonus B, worth 1, costs 1,0,0,0",
            "New card = Bonus Y, worth 0, costs 0,3,0,2",
            "New card = Bonus P, worth 2, costs 2,1,0,1",
            "New card = Bonus R, worth 3, costs 0,2,2,2",
            "New card = Bonus B, worth 1, costs 1,1,1,0",
            "New card = Bonus Y, worth 2, costs 0,0,3,1",
            "New card = Bonus P, worth 1, costs 1,0,1,0",
            "New card = Bonus R, worth 4, costs 3,0,0,3");

    private static String deck() {
        return resource("deck20.txt");
    }

    private static String c(String mode) {
        return cPlayer(mode).toString();
    }

    private static List<String> opening(String... more) {
        List<String> lines = new ArrayList<>(OPENING);
        lines.addAll(List.of(more));
        return lines;
    }

    @AfterEach
    void everyChildIsReaped() {
        assertNoChildren();
    }

    @Test
    void aCompleteGameBetweenCPlayersEndsAtTheRoundCapWithAllTied() {
        HubRun run = HubRun.of("7", "5", deck(), c("wild"), c("wild"), c("wild"), "--max-rounds", "2").expect(HubExit.GAME_OVER);
        assertEquals(opening("Player A took a wild", "Player B took a wild", "Player C took a wild",
                "Player A took a wild", "Player B took a wild", "Player C took a wild", "Winner(s) A,B,C"), run.stdoutLines());
        assertEquals("", run.stderr());
    }

    @Test
    void aStalledGamePlaysOnLikeTheCourseHubUnlessAskedToEndIt() {
        // Wild-only players never buy: once both could afford every card, no round can change anything.
        HubRun capped = HubRun.of("7", "5", resource("deck-small.txt"), c("wild"), c("wild"), "--max-rounds", "200", "--trace")
                .expect(HubExit.GAME_OVER);
        assertEquals(8 + 400 + 1, capped.stdoutLines().size(), "the stall does not end the game by default");
        assertTrue(capped.stderr().contains("the game is stalled after round "), capped.stderr());
        HubRun ended = HubRun.of("7", "5", resource("deck-small.txt"), c("wild"), c("wild"), "--end-on-stall")
                .expect(HubExit.GAME_OVER);
        List<String> lines = ended.stdoutLines();
        assertTrue(lines.size() < capped.stdoutLines().size());
        assertEquals("Winner(s) A,B", lines.get(lines.size() - 1));
    }

    @Test
    void ourHubPrintsWhatAMinimalCHubPrintsForTheSamePlayers() throws IOException, InterruptedException {
        Process process = new ProcessBuilder(TestPrograms.cProgram("wildhub").toString(), "50", "7", deck(),
                c("wild"), c("wild"), c("wild")).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String cHub = new String(process.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        assertEquals(0, process.waitFor());
        HubRun ours = HubRun.of("7", "999", deck(), c("wild"), c("wild"), c("wild"), "--max-rounds", "50").expect(HubExit.GAME_OVER);
        assertEquals(8 + 150 + 1, ours.stdoutLines().size());
        assertEquals(cHub, ours.stdout());
    }

    @ParameterizedTest(name = "{0}, deck shuffled with seed {1}, {2} tokens, {3} points")
    @CsvSource({
        "shenzi banzai ed, 1, 7, 15", "ed ed, 2, 4, 9", "banzai ed banzai ed, 3, 3, 20", "ed shenzi ed, 4, 10, 5",
        "shenzi shenzi shenzi shenzi shenzi, 5, 2, 12", "ed banzai, 6, 1, 30", "banzai banzai shenzi, 7, 5, 8",
        "ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed ed, 8, 7, 15"})
    void ourHubPlaysIndependentCPlayersExactlyAsTheInProcessGame(String names, long seed, int tokens, int points,
                                                                  @TempDir Path dir) throws IOException {
        // The C players (cstrategy.c) share no code with ours: the same game proves both read the spec alike.
        Deck deck = Deck.deck20().shuffled(seed);
        Path deckFile = Files.writeString(dir.resolve("deck.txt"), deck.format());
        List<String> args = new ArrayList<>(List.of(Integer.toString(tokens), Integer.toString(points), deckFile.toString()));
        List<Strategy> strategies = new ArrayList<>();
        for (String name : names.split(" ")) {
            args.add(TestPrograms.cStrategy(name).toString());
            strategies.add(Strategies.create(name).orElseThrow());
        }
        HubRun run = HubRun.of(args.toArray(String[]::new)).expect(HubExit.GAME_OVER);
        List<String> expected = new ArrayList<>();
        deck.cards().stream().limit(8).map(HubLines::newCard).forEach(expected::add);
        AusterityGameResult result = new AusterityGame(GameRules.of(tokens, points).withEndOnStall(false), deck, strategies)
                .observe(turn -> expected.addAll(HubLines.turn(turn))).play();
        expected.add(HubLines.winners(result.winners()));
        assertEquals(expected, run.stdoutLines());
        assertEquals("", run.stderr(), "every C player exits 0 after eog");
    }

    @Test
    void oneInvalidReplyIsAnsweredWithAnotherDowhat() {
        HubRun run = HubRun.of("7", "5", deck(), c("garbageonce"), c("wild"), "--max-rounds", "1").expect(HubExit.GAME_OVER);
        assertEquals(opening("Player A took a wild", "Player B took a wild", "Winner(s) A,B"), run.stdoutLines());
    }

    @Test
    void twoInvalidRepliesInARowAreAProtocolError() {
        HubRun run = HubRun.of("7", "5", deck(), c("wild"), c("garbage")).expect(HubExit.PROTOCOL_ERROR);
        assertEquals(opening("Player A took a wild"), run.stdoutLines());
        assertEquals("", run.stderr(), "both players exit 0 on eog: nothing to report");
    }

    @Test
    void overlongLinesAreInvalidReplies() {
        HubRun run = HubRun.of("7", "5", deck(), c("longline"), c("wild"), "--trace").expect(HubExit.PROTOCOL_ERROR);
        assertEquals(OPENING, run.stdoutLines());
        assertTrue(run.stderr().contains("hub: player A sent a line longer than 1024 bytes"), run.stderr());
    }

    /**
     * The timeout of a game where one player never answers (or never reads): every other player must answer within
     * it, so it is long enough for a loaded machine that may leave a process unscheduled for a while.
     */
    private static final String TIMEOUT_MILLIS = "5000";

    /**
     * A line that never ends is read only up to twice the limit: the overlong line is the first invalid reply, the
     * next limit's worth of bytes without a newline the second, so the game ends as a protocol error instead of
     * the hub draining (and spending CPU on) the stream forever. Blocked writing, the player never reads eog.
     */
    @Test
    void aLineThatNeverEndsIsTwoInvalidRepliesNotAnEndlessRead() {
        HubRun run = HubRun.of("7", "5", deck(), c("wild"), c("endless"), "--trace").expect(HubExit.PROTOCOL_ERROR);
        assertEquals(opening("Player A took a wild"), run.stdoutLines());
        assertEquals(2, run.stderr().lines().filter("hub: player B sent a line longer than 1024 bytes"::equals).count(),
                run.stderr());
        assertTrue(run.stderr().endsWith("Player B shutdown after receiving signal 9\n"), run.stderr());
    }

    @Test
    void aSilentPlayerTimesOutAsAProtocolError() {
        HubRun run = HubRun.of("7", "5", deck(), c("wild"), c("silent"), "--timeout", TIMEOUT_MILLIS, "--trace")
                .expect(HubExit.PROTOCOL_ERROR);
        assertEquals(opening("Player A took a wild"), run.stdoutLines());
        assertTrue(run.stderr().contains("hub: player B sent no reply within 5000 ms"), run.stderr());
    }

    @Test
    void aPlayerThatQuitsIsADisconnectAndItsStatusIsReported() {
        HubRun run = HubRun.of("7", "5", deck(), c("wild"), c("quitter"), c("wild")).expect(HubExit.CLIENT_DISCONNECTED);
        assertEquals(opening("Player A took a wild", "Game ended due to disconnect"), run.stdoutLines());
        assertEquals(List.of("Player B ended with status 3"), run.stderrLines());
    }

    @Test
    void aPlayerThatNeverReadsIsADisconnectToo() {
        HubRun run = HubRun.of("7", "5", deck(), "true", c("wild")).expect(HubExit.CLIENT_DISCONNECTED);
        assertEquals(opening("Game ended due to disconnect"), run.stdoutLines());
        assertEquals("", run.stderr());
    }

    @Test
    void shutdownReportsExitStatusesAndSignalsInPlayerOrder() {
        HubRun run = HubRun.of("7", "5", deck(), c("crash"), c("wild"), c("status3"), c("stubborn"), "--max-rounds", "1")
                .expect(HubExit.GAME_OVER);
        assertEquals("Winner(s) A,B,C,D", run.stdoutLines().get(run.stdoutLines().size() - 1));
        assertEquals(List.of("Player A shutdown after receiving signal 6", "Player C ended with status 3",
                "Player D shutdown after receiving signal 9"), run.stderrLines());
    }

    @Test
    void aFloodingPlayerNeverHangsTheHub() {
        HubRun run = HubRun.of("7", "5", deck(), c("wild"), c("flood"), "--max-rounds", "3").expect(HubExit.GAME_OVER);
        assertEquals(opening("Player A took a wild", "Player B took a wild", "Player A took a wild", "Player B took a wild",
                "Player A took a wild", "Player B took a wild", "Winner(s) A,B"), run.stdoutLines());
        assertEquals(List.of("Player B shutdown after receiving signal 9"), run.stderrLines(),
                "blocked writing, it never reads eog and is killed after the grace period");
    }

    @Test
    void aPlayerThatStopsReadingIsAProtocolErrorOnceItsPipeStaysFull() {
        // flood never reads: after a few thousand rounds the hub's messages fill its stdin pipe.
        HubRun run = HubRun.of("7", "5", deck(), c("wild"), c("flood"), "--max-rounds", "100000", "--timeout", TIMEOUT_MILLIS,
                "--trace").expect(HubExit.PROTOCOL_ERROR);
        assertTrue(run.stderr().contains("hub: player B has not read its input for 5000 ms"), run.stderr().lines()
                .filter(line -> line.startsWith("hub:")).toList().toString());
        assertTrue(run.stdoutLines().size() > 1000);
    }

    @Test
    void anInterruptEndsTheGameWithoutReports() {
        HubRun run = HubRun.of(Hub::interrupt, "7", "5", deck(), c("silent"), c("stubborn"), "--timeout", "0")
                .expect(HubExit.SIGINT);
        assertEquals("", run.stderr(), "no reports after SIGINT, although B is killed");
    }

    @Test
    void aPlayerThatCannotStartIsABadStartAndTheOthersAreReaped() {
        HubRun run = HubRun.of("7", "5", deck(), c("wild"), "retrokit-no-such-player", c("wild")).expect(HubExit.BAD_START);
        assertEquals("", run.stdout());
        assertEquals("", run.stderr());
        HubRun traced = HubRun.of("7", "5", deck(), c("wild"), "retrokit-no-such-player", "--trace").expect(HubExit.BAD_START);
        assertTrue(traced.stderr().contains(
                "hub: cannot start player B (retrokit-no-such-player): posix_spawnp(retrokit-no-such-player): ENOENT"),
                traced.stderr());
    }

    @Test
    void deckProblemsStopTheHubBeforeAnyPlayerStarts(@TempDir Path dir) throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.txt"), "B:1:1,0,0,0\nQ:1:1,0,0,0\n");
        Path empty = Files.writeString(dir.resolve("empty.txt"), "");
        String player = "retrokit-no-such-player";
        HubRun.of("7", "5", dir.resolve("missing.txt").toString(), player, player).expect(HubExit.DECK_ACCESS);
        HubRun.of("7", "5", dir.toString(), player, player).expect(HubExit.DECK_ACCESS);
        HubRun.of("7", "5", empty.toString(), player, player).expect(HubExit.DECK_CONTENTS);
        HubRun traced = HubRun.of("7", "5", bad.toString(), player, player, "--trace").expect(HubExit.DECK_CONTENTS);
        assertTrue(traced.stderr().contains("line 2, column 1"), traced.stderr());
    }

    @Test
    void theTraceShowsEveryMessageTaggedWithThePlayer() {
        HubRun run = HubRun.of("3", "5", resource("deck-small.txt"), c("wild"), c("wild"), "--max-rounds", "1", "--trace")
                .expect(HubExit.GAME_OVER);
        List<String> trace = run.stderrLines();
        assertEquals(List.of("A< tokens3", "B< tokens3"), trace.subList(0, 2));
        assertTrue(trace.containsAll(List.of("A< dowhat", "A> wild", "A< wildA", "B< wildA", "B< dowhat", "B> wild",
                "A< eog", "B< eog")), run.stderr());
        assertTrue(trace.stream().noneMatch(line -> line.startsWith("B< dowhat") && trace.indexOf(line) < trace.indexOf("A> wild")));
    }

    @Test
    void aHundredGamesLeaveNoZombieAndNoDescriptor() throws IOException {
        HubRun.of("7", "5", deck(), c("wild"), c("wild"), "--max-rounds", "1").expect(HubExit.GAME_OVER);
        long before = openDescriptors();
        for (int game = 0; game < 100; game++) {
            String second = game % 10 == 9 ? c("quitter") : c("wild");
            HubExit exit = HubRun.of("7", "5", deck(), c("wild"), second, "--max-rounds", "1").exit();
            assertEquals(game % 10 == 9 ? HubExit.CLIENT_DISCONNECTED : HubExit.GAME_OVER, exit);
            assertNoChildren();
        }
        assertEquals(before, openDescriptors());
    }

    private static long openDescriptors() throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.count();
        }
    }
}
