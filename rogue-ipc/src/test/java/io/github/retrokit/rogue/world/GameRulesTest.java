package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.monster.RogueMonster;
import io.github.retrokit.rogue.player.RoguePlayer;
import io.github.retrokit.rogue.player.PlayerTactics;
import io.github.retrokit.rogue.player.SamplePlayer;
import io.github.retrokit.rogue.transport.ChildCommand;
import io.github.retrokit.rogue.transport.InProcessTransport;
import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The world's turn rules, with scripted entities in-process. */
class GameRulesTest {

    /** Records every message each entity got, as the trace would. */
    private static final class Recorder implements RogueGameObserver {
        final Map<String, List<Object>> received = new HashMap<>();
        final List<String> diagnostics = new ArrayList<>();

        @Override
        public void message(TracedMessage message) {
            if (message.toEntity()) {
                received.computeIfAbsent(message.entity(), k -> new ArrayList<>()).add(message.content());
            }
        }

        @Override
        public void diagnostic(String sentence) {
            diagnostics.add(sentence);
        }

        MonsterMessage monster(String tag, int turn) {
            return (MonsterMessage) received.get(tag).get(turn - 1);
        }

        PlayerMessage player(int turn) {
            return (PlayerMessage) received.get("player").get(turn - 1);
        }
    }

    /** A monster that answers from a list, then stays put. */
    private static RogueMonster scripted(MonsterResponse... replies) {
        int[] next = {0};
        return m -> m.gameOver() ? Optional.empty()
                : Optional.of(next[0] < replies.length ? replies[next[0]++] : new MonsterResponse.Move(m.newPosition()));
    }

    private static MonsterResponse moveTo(int x, int y) {
        return new MonsterResponse.Move(new Coordinate(x, y));
    }

    /** A player that waits (asks for its own cell) and leaves on message {@code leaveOn}. */
    private static RoguePlayer waiting(int leaveOn) {
        int[] turn = {0};
        return m -> ++turn[0] == leaveOn || m.gameOver() ? Optional.empty()
                : Optional.of(new PlayerResponse.Move(m.newPosition()));
    }

    private record Setup(char symbol, int x, int y, RogueMonster monster) {
    }

    private String output;
    private Recorder recorder;

    private RogueGameResult play(int width, int height, Coordinate door, Coordinate player, RoguePlayer p, Setup... monsters)
            throws RogueGameStartException {
        Map<String, RogueMonster> byName = new HashMap<>();
        List<WorldInput.MonsterSetup> setups = new ArrayList<>();
        for (Setup s : monsters) {
            byName.put("m" + s.symbol(), s.monster());
            setups.add(new WorldInput.MonsterSetup(new ChildCommand("m" + s.symbol(), List.of()), s.symbol(),
                    new Coordinate(s.x(), s.y())));
        }
        WorldInput input = new WorldInput(width, height, door, player, new ChildCommand("p", List.of()), setups);
        StringBuilder out = new StringBuilder();
        recorder = new Recorder();
        RogueGameResult result = RogueGame.play(input, new InProcessTransport(c -> p, c -> byName.get(c.executable())), out,
                RogueGameOptions.defaults().withObserver(recorder));
        output = out.toString();
        return result;
    }

    @ParameterizedTest(name = "inp{0}.txt gives out{0}.txt in-process")
    @ValueSource(ints = {1, 4})
    void courseGamesInProcess(int n) throws Exception {
        WorldInput input;
        try (InputStream in = getClass().getResourceAsStream("/rogue/inp" + n + ".txt")) {
            input = WorldInputParser.parse(new InputStreamReader(in, StandardCharsets.US_ASCII), "inp" + n, 20);
        }
        StringBuilder out = new StringBuilder();
        RogueGameResult result = RogueGame.play(input, InProcessTransport.samples(), out, RogueGameOptions.defaults());
        try (InputStream expected = getClass().getResourceAsStream("/rogue/out" + n + ".txt")) {
            assertEquals(new String(expected.readAllBytes(), StandardCharsets.US_ASCII), out.toString());
        }
        assertEquals(List.of(), result.diagnostics());
    }

    @Test
    void theCourseTieBreakingExample() throws Exception {
        // Monsters at (1,3) and (3,3) both ask for (2,3): the one with the smaller x moves, the other stays.
        play(6, 6, new Coordinate(2, 0), new Coordinate(4, 1), waiting(3),
                new Setup('B', 3, 3, scripted(moveTo(2, 3))), new Setup('A', 1, 3, scripted(moveTo(2, 3))));
        assertEquals(new Coordinate(2, 3), recorder.monster("monster A#2", 2).newPosition());
        assertEquals(new Coordinate(3, 3), recorder.monster("monster B#1", 2).newPosition());
        assertTrue(output.contains("#....#\n#.AB.#\n"), output);
    }

    @Test
    void sameXSmallerYGoesFirst() throws Exception {
        play(6, 6, new Coordinate(2, 0), new Coordinate(4, 1), waiting(3),
                new Setup('L', 2, 4, scripted(moveTo(2, 3))), new Setup('U', 2, 2, scripted(moveTo(2, 3))));
        assertEquals(new Coordinate(2, 3), recorder.monster("monster U#2", 2).newPosition());
        assertEquals(new Coordinate(2, 4), recorder.monster("monster L#1", 2).newPosition());
    }

    @Test
    void invalidMovesKeepTheOldPosition() throws Exception {
        // Wall, door, outside the room, the player's cell, another monster's cell, a teleport to a free cell.
        RogueMonster m = scripted(moveTo(0, 2), moveTo(2, 0), moveTo(-5, 40), moveTo(3, 2), moveTo(1, 1), moveTo(4, 4));
        play(6, 6, new Coordinate(2, 0), new Coordinate(3, 2), waiting(8),
                new Setup('M', 2, 2, m), new Setup('X', 1, 1, scripted()));
        for (int turn = 2; turn <= 6; turn++) {
            assertEquals(new Coordinate(2, 2), recorder.monster("monster M#1", turn).newPosition(), "turn " + turn);
        }
        assertEquals(new Coordinate(4, 4), recorder.monster("monster M#1", 7).newPosition(), "monsters may teleport");
    }

    @Test
    void theDeadMonsterCellIsFreeOnlyForMonstersProcessedAfterIt() throws Exception {
        // D at (2,2) dies. E at (3,2) is processed after it and may take the cell; C at (1,2), before it, may not.
        play(8, 6, new Coordinate(2, 0), new Coordinate(6, 4), waiting(3),
                new Setup('C', 1, 2, scripted(moveTo(2, 2))), new Setup('D', 2, 2, scripted(MonsterResponse.DEAD)),
                new Setup('E', 3, 2, scripted(moveTo(2, 2))));
        assertEquals(new Coordinate(1, 2), recorder.monster("monster C#1", 2).newPosition());
        assertEquals(new Coordinate(2, 2), recorder.monster("monster E#3", 2).newPosition());
        assertEquals(List.of(new Coordinate(1, 2), new Coordinate(2, 2)), recorder.player(2).monsterCoordinates(),
                "the dead monster is no longer sent to the player");
    }

    @Test
    void playerDamageGoesToTheMonsterAtTheSameIndexAndMonsterAttacksAddUp() throws Exception {
        RoguePlayer attacker = m -> m.gameOver() || m.totalDamage() > 0 ? Optional.empty()
                : Optional.of(new PlayerResponse.Attack(new int[] {0, 9, 4}));
        play(8, 8, new Coordinate(2, 0), new Coordinate(4, 4), attacker,
                new Setup('c', 5, 5, scripted(new MonsterResponse.Attack(3))),
                new Setup('a', 1, 6, scripted(new MonsterResponse.Attack(2))),
                new Setup('b', 2, 1, scripted(moveTo(2, 1))));
        assertEquals(List.of(new Coordinate(1, 6), new Coordinate(2, 1), new Coordinate(5, 5)),
                recorder.player(1).monsterCoordinates(), "sorted by x, then y");
        assertEquals(0, recorder.monster("monster a#2", 1).damage());
        assertEquals(9, recorder.monster("monster b#3", 1).damage());
        assertEquals(4, recorder.monster("monster c#1", 1).damage());
        assertEquals(5, recorder.player(2).totalDamage());
    }

    @Test
    void reachingTheDoorWinsAtOnce() throws Exception {
        RogueGameResult r = play(5, 5, new Coordinate(2, 0), new Coordinate(2, 2),
                new SamplePlayer(new PlayerTactics(new Coordinate(2, 0), 0, 0, 0)), new Setup('m', 3, 3, scripted()));
        assertEquals(RogueGameOutcome.REACHED, r.outcome());
        assertEquals(2, r.turns());
        assertTrue(output.endsWith("##@##\n#...#\n#...#\n#..m#\n#####\n\nGame Over\nPlayer won by reaching the door\n"),
                output);
    }

    @Test
    void thePlayerDiesWhenItSaysSo() throws Exception {
        RogueGameResult r = play(7, 7, new Coordinate(3, 0), new Coordinate(3, 5),
                new SamplePlayer(new PlayerTactics(new Coordinate(3, 0), 0, 0, 0)),
                new Setup('k', 1, 1, scripted(new MonsterResponse.Attack(100))));
        assertEquals(RogueGameOutcome.DIED, r.outcome());
        assertEquals(2, r.turns(), "damage dealt in turn 1 arrives with message 2, which the player answers dead");
        assertTrue(output.endsWith("Game Over\nPlayer lost by dying\n"));
    }

    /** As the C worlds do: the player still gets its message and moves once, then the game is over. */
    @Test
    void withoutMonstersThePlayerPlaysOneTurnThenHasSurvivedThemAll() throws Exception {
        StringBuilder out = new StringBuilder();
        RogueGameResult r = playText("5 5\n2 0\n2 2\n./player 1 1 0\n0\n", InProcessTransport.samples(),
                RogueGameOptions.defaults(), out);
        assertEquals(RogueGameOutcome.SURVIVED, r.outcome());
        assertEquals(1, r.turns());
        assertEquals("##+##\n#...#\n#.@.#\n#...#\n#####\n\n" + "##+##\n#.@.#\n#...#\n#...#\n#####\n\n"
                + "Game Over\nPlayer won by surviving all monsters\n", out.toString());
    }

    @Test
    void withoutMonstersAPlayerNextToTheDoorReachesItInTurn1() throws Exception {
        RogueGameResult r = play(4, 4, new Coordinate(1, 0), new Coordinate(1, 1),
                m -> m.gameOver() ? Optional.empty() : Optional.of(new PlayerResponse.Move(new Coordinate(1, 0))));
        assertEquals(RogueGameOutcome.REACHED, r.outcome());
        assertEquals("#+##\n#@.#\n#..#\n####\n\n" + "#@##\n#..#\n#..#\n####\n\n"
                + "Game Over\nPlayer won by reaching the door\n", output);
    }

    @Test
    void withoutMonstersAPlayerThatLeavesOnMessage1HasLeft() throws Exception {
        RogueGameResult r = play(4, 4, new Coordinate(1, 0), new Coordinate(2, 2), waiting(1));
        assertEquals(RogueGameOutcome.LEFT, r.outcome());
        assertEquals("#+##\n#..#\n#.@#\n####\n\n".repeat(2) + "Game Over\nPlayer lost by leaving the game\n", output);
        assertEquals(1, recorder.received.get("player").size(), "its one message, no game_over after it left");
    }

    @Test
    void aMonsterThatFailsIsRemovedWithADiagnostic() throws Exception {
        RogueMonster broken = m -> {
            throw new IllegalStateException("boom");
        };
        RogueGameResult r = play(6, 6, new Coordinate(2, 0), new Coordinate(3, 3), waiting(3),
                new Setup('x', 1, 1, broken), new Setup('y', 4, 4, scripted()));
        assertEquals(List.of("monster x#1 (mx) at (1,1): failed: java.lang.IllegalStateException: boom (exited with "
                + "status 0); removed from the game"), r.diagnostics());
        assertEquals(List.of(new Coordinate(4, 4)), recorder.player(2).monsterCoordinates());
        assertEquals(RogueGameOutcome.LEFT, r.outcome());
    }

    @Test
    void aPlayerThatSendsReadyMidGameCountsAsLeaving() throws Exception {
        RogueGameResult r = play(6, 6, new Coordinate(2, 0), new Coordinate(3, 3), m -> Optional.of(PlayerResponse.READY),
                new Setup('y', 4, 4, scripted()));
        assertEquals(RogueGameOutcome.LEFT, r.outcome());
        assertEquals(1, r.diagnostics().size());
        assertTrue(r.diagnostics().get(0).startsWith("player (p): sent pr_ready during the game"), r.diagnostics().get(0));
    }

    @Test
    void everyLiveChildGetsGameOver() throws Exception {
        List<MonsterMessage> seen = new ArrayList<>();
        RogueMonster watcher = m -> {
            seen.add(m);
            return m.gameOver() ? Optional.empty() : Optional.of(new MonsterResponse.Move(m.newPosition()));
        };
        play(6, 6, new Coordinate(2, 0), new Coordinate(3, 3), waiting(2), new Setup('w', 4, 4, watcher));
        assertTrue(seen.get(seen.size() - 1).gameOver());
    }

    /** The player asks for (2,1) every turn, where a harmless monster stands: the game never ends by itself. */
    static final String ENDLESS = "7 5\n2 0\n2 2\n./player 0 0 %d\n2\n./monster a 2 1 1 0 0 9\n"
            + "./monster b 5 3 1 0 0 9\n";
    static final String ENDLESS_MAP = "##+####\n#.a...#\n#.@...#\n#....b#\n#######\n\n";

    private static RogueGameResult playText(String text, InProcessTransport transport, RogueGameOptions options,
                                       StringBuilder out) throws Exception {
        WorldInput input = WorldInputParser.parse(new java.io.StringReader(text), "in", 20);
        return RogueGame.play(input, transport, out, options);
    }

    @Test
    void aTurnLimitStopsAfterThatTurnsMapWithoutGameOverText() throws Exception {
        List<Object> gameOvers = new ArrayList<>();
        RogueGameObserver watch = new RogueGameObserver() {
            @Override
            public void message(TracedMessage message) {
                Object c = message.content();
                if (c instanceof MonsterMessage m && m.gameOver() || c instanceof PlayerMessage p && p.gameOver()) {
                    gameOvers.add(message.entity());
                }
            }
        };
        StringBuilder out = new StringBuilder();
        RogueGameResult r = playText(String.format(ENDLESS, 0), InProcessTransport.samples(),
                RogueGameOptions.defaults().withMaxTurns(3).withObserver(watch), out);
        assertEquals(RogueGameOutcome.TURN_LIMIT, r.outcome());
        assertEquals(3, r.turns());
        assertEquals(ENDLESS_MAP.repeat(4), out.toString(), "the initial map and one per turn, nothing else");
        assertEquals(List.of("player", "monster a#1", "monster b#2"), gameOvers, "every child gets game_over");
        assertEquals(List.of(), r.diagnostics());
    }

    @Test
    void withoutATurnLimitTheSameGameGoesOnUntilThePlayerLeaves() throws Exception {
        StringBuilder out = new StringBuilder();
        RogueGameResult r = playText(String.format(ENDLESS, 41), InProcessTransport.samples(), RogueGameOptions.defaults(), out);
        assertEquals(RogueGameOutcome.LEFT, r.outcome());
        assertEquals(41, r.turns());
        assertEquals(ENDLESS_MAP.repeat(42) + "Game Over\nPlayer lost by leaving the game\n", out.toString());
    }

    @Test
    void aTurnLimitNotReachedChangesNothing() throws Exception {
        StringBuilder limited = new StringBuilder();
        StringBuilder free = new StringBuilder();
        try (InputStream in = getClass().getResourceAsStream("/rogue/inp1.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
            RogueGameResult r = playText(text, InProcessTransport.samples(), RogueGameOptions.defaults().withMaxTurns(5), limited);
            playText(text, InProcessTransport.samples(), RogueGameOptions.defaults(), free);
            assertEquals(5, r.turns(), "inp1 ends in turn 5 (won): the limit of 5 is not what stopped it");
            assertEquals(RogueGameOutcome.SURVIVED, r.outcome());
        }
        assertEquals(free.toString(), limited.toString());
    }
}
