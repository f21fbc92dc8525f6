package io.github.retrokit.rogue.transport;

import io.github.retrokit.rogue.wire.WireFormat;
import io.github.retrokit.rogue.world.RogueGame;
import io.github.retrokit.rogue.world.RogueGameOptions;
import io.github.retrokit.rogue.world.RogueGameResult;
import io.github.retrokit.rogue.world.WorldInput;
import io.github.retrokit.rogue.world.WorldInputParser;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Our world and programs next to a C world written the course's way (c_world.c: fork, socketpair, dup2, exec). */
class CWorldTest {

    @TempDir
    Path dir;

    @AfterEach
    void noChildIsLeftBehind() throws IOException {
        ProcessHygiene.assertNoChildren();
    }

    private static String resource(String name) throws IOException {
        return ProcessGamesTest.resource(name);
    }

    private String cWorld(String input, Path directory) throws Exception {
        return ProcessGamesTest.run(List.of(CPrograms.binaries().resolve("c_world").toString()), input, directory);
    }

    @ParameterizedTest(name = "the C world plays inp{0}.txt with our Java player and monster as with C ones: out{0}.txt")
    @ValueSource(ints = {1, 4})
    void aCWorldRunsOurJavaChildren(int n) throws Exception {
        Path c = Files.createDirectories(dir.resolve("c"));
        Path java = Files.createDirectories(dir.resolve("java"));
        CPrograms.install(c, "c_player", "player");
        CPrograms.install(c, "c_monster", "monster");
        CPrograms.installJava(java, "player", "player");
        CPrograms.installJava(java, "monster", "monster");
        assertEquals(resource("out" + n + ".txt"), cWorld(resource("inp" + n + ".txt"), c), "C children");
        assertEquals(resource("out" + n + ".txt"), cWorld(resource("inp" + n + ".txt"), java), "Java children");
    }

    /** No monster line: the player still gets turn 1 and moves once before the game-over text, in both worlds. */
    @Test
    void withoutMonstersThePlayerMovesOnceInBothWorlds() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        Path java = Files.createDirectories(dir.resolve("java"));
        CPrograms.installJava(java, "player", "player");
        String input = resource("no-monsters.txt");
        String expected = resource("no-monsters-out.txt");
        assertEquals(expected, cWorld(input, dir), "the C world, C player");
        assertEquals(expected, cWorld(input, java), "the C world, our Java player");
        StringBuilder ours = new StringBuilder();
        RogueGame.play(WorldInputParser.parse(new StringReader(input), "no-monsters.txt", 20),
                ProcessTransport.create(WireFormat.course()).inDirectory(dir), ours, RogueGameOptions.defaults());
        assertEquals(expected, ours.toString(), "our world, C player");
    }

    @Test
    void randomGamesPrintExactlyWhatTheCWorldPrints() throws Exception {
        CPrograms.install(dir, "c_player", "player");
        CPrograms.install(dir, "c_monster", "monster");
        Random random = new Random(334);
        for (int game = 0; game < 15; game++) {
            String input = randomGame(random);
            WorldInput world = WorldInputParser.parse(new StringReader(input), "game " + game, 20);
            StringBuilder ours = new StringBuilder();
            RogueGameResult result = RogueGame.play(world, ProcessTransport.create(WireFormat.course()).inDirectory(dir), ours,
                    RogueGameOptions.defaults());
            assertEquals(cWorld(input, dir), ours.toString(), "game " + game + " (" + result.outcome() + "):\n" + input);
        }
    }

    /** A room of random size and door, the player and 0..20 sample monsters on random free cells; it always ends. */
    private static String randomGame(Random random) {
        int width = 4 + random.nextInt(11);
        int height = 4 + random.nextInt(9);
        String door = switch (random.nextInt(4)) {
            case 0 -> (1 + random.nextInt(width - 2)) + " 0";
            case 1 -> (1 + random.nextInt(width - 2)) + " " + (height - 1);
            case 2 -> "0 " + (1 + random.nextInt(height - 2));
            default -> (width - 1) + " " + (1 + random.nextInt(height - 2));
        };
        List<int[]> cells = new ArrayList<>();
        for (int x = 1; x < width - 1; x++) {
            for (int y = 1; y < height - 1; y++) {
                cells.add(new int[] {x, y});
            }
        }
        Collections.shuffle(cells, random);
        int monsters = Math.min(cells.size() - 1, random.nextInt(21));
        StringBuilder text = new StringBuilder(width + " " + height + "\n" + door + "\n" + cells.get(0)[0] + " "
                + cells.get(0)[1] + "\n./player " + random.nextInt(5) + " " + random.nextInt(4) + " "
                + (1 + random.nextInt(80)) + "\n" + monsters + "\n");
        for (int m = 1; m <= monsters; m++) {
            text.append("./monster ").append("abcXYZ".charAt(random.nextInt(6))).append(' ').append(cells.get(m)[0])
                    .append(' ').append(cells.get(m)[1]).append(' ').append(1 + random.nextInt(30)).append(' ')
                    .append(random.nextInt(10)).append(' ').append(random.nextInt(9)).append(' ')
                    .append(random.nextInt(4)).append('\n');
        }
        return text.toString();
    }
}
