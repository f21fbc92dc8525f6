package io.github.retrokit.examples.mipshack;

import static io.github.retrokit.examples.mipshack.GameState.MAP;
import static io.github.retrokit.examples.mipshack.GameState.PLAYER;
import static io.github.retrokit.examples.mipshack.GameState.VISITED;
import static io.github.retrokit.examples.mipshack.MipsHackHarness.map;
import static io.github.retrokit.examples.mipshack.MipsHackHarness.player;
import static io.github.retrokit.examples.mipshack.MipsHackHarness.visited;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.examples.mipshack.MipsHackGrader.Score;
import io.github.retrokit.examples.mipshack.MipsHackGrader.Writes;
import io.github.retrokit.mips.harness.CallRequest;
import io.github.retrokit.mips.harness.CallResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every MipsHack function of examples/mipshack/hw4.asm, called through the harness with random
 * register and stack fill, against the Java model: first on the assignment's worked examples, then on
 * hundreds of random maps and positions. Return values and every byte of the image must agree, and no
 * convention may be broken.
 */
class MipsHackFunctionsTest {
    static final int RANDOM_CASES = 300;
    static final long COURSE_LIMIT = CallRequest.COURSE_MAX_STEPS;
    static final List<Writes> NONE = List.of();
    static final List<Writes> CELLS = List.of(Writes.MAP);
    static final List<Writes> GAME = List.of(Writes.MAP, Writes.PLAYER);
    static final List<Writes> FILL = List.of(Writes.MAP, Writes.VISITED);

    @TempDir
    static Path files;
    static MipsHackHarness mips;

    @BeforeAll
    static void assemble() throws IOException {
        Files.write(files.resolve("map3.txt"), GameState.resourceBytes("map3.txt"));
        mips = new MipsHackHarness(files);
    }

    // ------------------------------------------------------------------ worked examples

    @Test
    void initGameOnMap3MatchesTheAssignmentsDump() {
        GameState before = GameState.empty();
        before.memory[MAP] = 7;
        before.memory[MAP + 1] = 25;
        mips.harness.memory().writeAsciiz(MipsHackHarness.NAME, "map3.txt");
        mips.compare("init_game map3", before, "init_game",
                m -> m.initGame(GameState.resourceBytes("map3.txt"), MAP, PLAYER), true, 1,
                List.of(Writes.MAP, Writes.PLAYER), List.of(), COURSE_LIMIT, MipsHackHarness.NAME, map(), player());
        GameState after = GameState.fromHex("init.hex", 3, 2, 10, 0).visible(4, 4, (char) ('m' | 0x80));
        assertEquals(after.cellsHex(), mipsState().cellsHex());
    }

    @Test
    void initGameWithAMissingFileReturnsMinusOneAndWritesNothing() {
        mips.harness.memory().writeAsciiz(MipsHackHarness.NAME, "no-such-map.txt");
        CallResult r = mips.compare("init_game missing", GameState.empty(), "init_game",
                m -> m.initGame(null, MAP, PLAYER), true, 2, NONE, List.of(), COURSE_LIMIT,
                MipsHackHarness.NAME, map(), player());
        assertEquals(-1, r.v0());
    }

    /** Beyond the assignment (it lets init_game assume '\n' line ends): ours also reads Windows files. */
    @Test
    void initGameReadsWindowsLineEndsLikeTheModel() throws IOException {
        java.util.Random rnd = new java.util.Random(5);
        for (int i = 0; i < 10; i++) {
            byte[] file = GameImage.randomMapFile(rnd, "\r\n");
            Files.write(files.resolve("windows.txt"), file);
            mips.harness.memory().writeAsciiz(MipsHackHarness.NAME, "windows.txt");
            CallResult r = mips.compare("init_game windows " + i, GameState.fromImage(GameImage.randomGarbage(rnd)),
                    "init_game", m -> m.initGame(file, MAP, PLAYER), true, i, List.of(Writes.MAP, Writes.PLAYER),
                    List.of(), COURSE_LIMIT, MipsHackHarness.NAME, map(), player());
            assertEquals(0, r.v0());
        }
    }

    @Test
    void isValidCellOnA25By7Map() {
        GameState state = GameState.empty();
        state.memory[MAP] = 25;
        state.memory[MAP + 1] = 7;
        int[][] cases = {{5, 3, 0}, {0, 0, 0}, {24, 6, 0}, {25, 3, -1}, {-3, 4, -1}};
        for (int[] c : cases) {
            CallResult r = mips.compare("is_valid_cell", state, "is_valid_cell", m -> m.isValidCell(MAP, c[0], c[1]),
                    true, c[0], NONE, List.of(), COURSE_LIMIT, map(), c[0], c[1]);
            assertEquals(c[2], r.v0());
        }
    }

    @Test
    void getCellAndSetCellExamples() {
        GameState state = GameState.fromHex("get-cell.hex", 4, 6, 10, 0);
        int[][] gets = {{3, 8, 237}, {4, 6, 64}, {25, 3, -1}, {-3, 4, -1}};
        for (int[] c : gets) {
            CallResult r = mips.compare("get_cell", state, "get_cell", m -> m.getCell(MAP, c[0], c[1]), true, 7,
                    NONE, List.of("is_valid_cell"), COURSE_LIMIT, map(), c[0], c[1]);
            assertEquals(c[2], r.v0());
        }
        mips.compare("set_cell", state, "set_cell", m -> m.setCell(MAP, 3, 6, '$'), true, 8, CELLS,
                List.of("is_valid_cell"), COURSE_LIMIT, map(), 3, 6, '$');
        assertEquals(GameState.fromHex("set-cell-after.hex", 4, 6, 10, 0).cellsHex(), mipsState().cellsHex());
        mips.compare("set_cell invalid", state, "set_cell", m -> m.setCell(MAP, -3, 4, '@'), true, 9, NONE,
                List.of("is_valid_cell"), COURSE_LIMIT, map(), -3, 4, '@');
    }

    @Test
    void revealAreaExample() {
        GameState state = GameState.fromHex("reveal-before.hex", 2, 6, 10, 0);
        mips.compare("reveal_area", state, "reveal_area", m -> run(() -> m.revealArea(MAP, 6, 4)), false, 3,
                CELLS, List.of("is_valid_cell", "get_cell", "set_cell"), COURSE_LIMIT, map(), 6, 4);
        assertEquals(GameState.fromHex("reveal-after.hex", 2, 6, 10, 0).cellsHex(), mipsState().cellsHex());
    }

    @Test
    void attackExamples() {
        GameState state = GameState.fromHex("attack.hex", 1, 9, 10, 0);
        for (char d : "UDLRZ".toCharArray()) {
            mips.compare("get_attack_target " + d, state, "get_attack_target", m -> m.getAttackTarget(MAP, PLAYER, d),
                    true, d, NONE, d == 'Z' ? List.of() : List.of("get_cell"), COURSE_LIMIT, map(), player(), d);
        }
        mips.compare("complete_attack", state, "complete_attack", m -> run(() -> m.completeAttack(MAP, PLAYER, 1, 8)),
                false, 4, GAME, List.of("get_cell", "set_cell"), COURSE_LIMIT, map(), player(), 1, 8);
        assertEquals(GameState.fromHex("attack-after.hex", 1, 9, 9, 0).cellsHex(), mipsState().cellsHex());
        assertEquals(9, mipsState().health());
    }

    @Test
    void monsterAttacksExamples() {
        Object[][] cases = {{"monsters1.hex", 2, 7, 3}, {"monsters2.hex", 4, 5, 0}, {"monsters3.hex", 5, 4, 3}};
        for (Object[] c : cases) {
            GameState state = GameState.fromHex((String) c[0], (int) c[1], (int) c[2], 10, 0);
            CallResult r = mips.compare("monster_attacks " + c[0], state, "monster_attacks",
                    m -> m.monsterAttacks(MAP, PLAYER), true, 5, NONE, List.of("get_cell"), COURSE_LIMIT, map(),
                    player());
            assertEquals((int) c[3], r.v0());
        }
    }

    @Test
    void playerMoveExamples() {
        GameState dies = GameState.fromHex("monsters3.hex", 5, 4, 1, 0);
        GameState coin = GameState.fromHex("monsters2.hex", 4, 5, 10, 2).visible(4, 4, '$');
        GameState exit = GameState.fromHex("monsters1.hex", 1, 7, 5, 0)
                .visible(1, 6, '.').visible(1, 7, '@').visible(1, 8, 'm').visible(2, 7, '*');
        GameState floor = GameState.fromHex("monsters2.hex", 4, 5, 10, 0);
        GameState gem = GameState.fromHex("monsters1.hex", 3, 7, 10, 0)
                .visible(2, 7, '*').visible(3, 7, '@').visible(3, 6, 'm').visible(3, 8, 'm');
        GameState diesAtExit = exit.copy().player(1, 7, 1, 0).visible(1, 6, 'm').visible(1, 8, '.');
        Object[][] cases = {{dies, 5, 5, 0, "X"}, {floor, 5, 5, 0, "@"}, {coin, 4, 4, 0, "@"}, {gem, 2, 7, 0, "@"},
            {exit, 0, 7, -1, "@"}, {diesAtExit, 0, 7, 0, "X"}};
        for (Object[] c : cases) {
            GameState state = (GameState) c[0];
            int row = (int) c[1];
            int col = (int) c[2];
            CallResult r = mips.compare("player_move", state, "player_move", m -> m.playerMove(MAP, PLAYER, row, col),
                    true, 6, GAME, List.of("monster_attacks", "set_cell"), COURSE_LIMIT, map(), player(), row, col);
            assertEquals((int) c[3], r.v0());
            boolean died = c[4].equals("X");
            assertEquals(died ? 'X' : '@', died ? mipsState().cellValue(state.playerRow(), state.playerCol())
                    : mipsState().cellValue(row, col));
        }
    }

    @Test
    void playerTurnExamples() {
        GameState wall = GameState.fromHex("monsters3.hex", 5, 7, 10, 0).visible(5, 4, '.').visible(5, 7, '@');
        wall.model().revealArea(MAP, 5, 7);
        GameState attack = GameState.fromHex("monsters1.hex", 4, 8, 10, 0).visible(2, 7, '.').visible(4, 8, '@');
        GameState move = GameState.fromHex("monsters1.hex", 4, 9, 10, 0).visible(2, 7, '.').visible(4, 9, '@');
        Object[][] cases = {
            {wall, 'D', List.of("get_cell")},
            {attack, 'U', List.of("get_cell", "get_attack_target", "complete_attack")},
            {move, 'R', List.of("get_cell", "get_attack_target", "player_move")},
            {move, 'Q', List.of()},
        };
        for (Object[] c : cases) {
            char d = (char) c[1];
            @SuppressWarnings("unchecked")
            List<String> required = (List<String>) c[2];
            mips.compare("player_turn " + d, (GameState) c[0], "player_turn", m -> m.playerTurn(MAP, PLAYER, d), true,
                    d, GAME, required, COURSE_LIMIT, map(), player(), d);
        }
    }

    @Test
    void floodFillExample1() {
        GameState state = GameState.empty();
        state.model().initGame(GameState.resourceBytes("map3.txt"), MAP, PLAYER);
        state.model().revealArea(MAP, 3, 2);
        mips.compare("flood_fill_reveal", state, "flood_fill_reveal", m -> m.floodFillReveal(MAP, 3, 2, VISITED),
                true, 10, FILL, List.of("get_cell", "set_cell"), COURSE_LIMIT, map(),
                3, 2, visited());
        assertEquals(GameState.resourceText("flood1-visible.txt"), mipsState().visibleText());
    }

    @Test
    void floodFillExample2() {
        GameState state = GameState.floodExample2();
        mips.compare("flood_fill_reveal 2", state, "flood_fill_reveal", m -> m.floodFillReveal(MAP, 3, 14, VISITED),
                true, 11, FILL, List.of("get_cell", "set_cell"), COURSE_LIMIT, map(), 3, 14, visited());
        assertEquals(GameState.resourceText("flood2-after.txt"), mipsState().visibleText());
    }

    // ------------------------------------------------------------------ random maps and positions

    @Test
    void everyFunctionAgreesWithTheModelOnRandomGames() throws IOException {
        List<Score> scores = mips.grader.grade(RANDOM_CASES, 220);
        assertEquals(MipsHackGrader.FUNCTIONS, scores.stream().map(Score::function).toList());
        for (Score s : scores) {
            assertEquals(new Score(s.function(), RANDOM_CASES, RANDOM_CASES, "", s.paths()), s);
        }
        Map<String, Set<List<String>>> paths = new HashMap<>();
        scores.forEach(s -> paths.put(s.function(), s.paths()));
        assertEquals(Set.of(List.of(), List.of("get_cell"), List.of("get_cell", "get_attack_target", "complete_attack"),
                List.of("get_cell", "get_attack_target", "player_move")), paths.get("player_turn"),
                "bad directions and edges, walls, attacks and moves");
        assertEquals(Set.of(List.of("monster_attacks", "set_cell"), List.of("monster_attacks", "get_cell", "set_cell")),
                paths.get("player_move"), "deaths and moves");
        assertEquals(Set.of(List.of(), List.of("get_cell", "set_cell")), paths.get("flood_fill_reveal"));
        assertEquals(3, paths.get("reveal_area").size(), "off the map, all visible, something hidden");
    }

    private static GameState mipsState() {
        return GameState.fromImage(mips.harness.memory().readBytes(MipsHackHarness.BASE, GameState.SIZE));
    }

    private static int run(Runnable action) {
        action.run();
        return 0;
    }
}
