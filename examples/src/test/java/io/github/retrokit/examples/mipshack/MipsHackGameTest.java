package io.github.retrokit.examples.mipshack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import io.github.retrokit.mips.syscall.StreamConsole;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The whole game, hw4_main.asm with hw4.asm included, started at main with moves piped on standard
 * input (one per line), as {@code ./retrokit mips run --start-main examples/mipshack/hw4_main.asm} plays it.
 */
class MipsHackGameTest {
    static final Path MAIN = Path.of("mipshack", "hw4_main.asm");

    record Game(RunResult result, String output) {
    }

    static Game play(String moves) throws Exception {
        return play(moves, Path.of("mipshack"));
    }

    static Game play(String moves, Path directory) throws Exception {
        ProgramImage image = new Assembler().assemble(List.of(MAIN));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StreamConsole console = new StreamConsole(
                new ByteArrayInputStream(moves.replace(' ', '\n').getBytes(StandardCharsets.US_ASCII)), out, out);
        Machine machine = Machine.load(image, MachineOptions.defaults().withStartAtMain(true).withConsole(console)
                .withWorkingDirectory(directory, true)
                .withLimits(Limits.NONE.withMaxInstructions(5_000_000)));
        RunResult result = machine.run();
        return new Game(result, out.toString(StandardCharsets.US_ASCII));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "win: kill a minion, take its coin and the gem, escape | w w d d d d d d s w w | "
            + "Congratulations! Sir CodesALot escaped the dungeon with his loot! | Health: 3, Coins: 6",
        "die: walk between the minions around the gem          | w w d d d d d d s w s w | "
            + "You died! Sir CodesALot rests in the dungeon forever. | Health: 0, Coins: 6",
        "fail: escape with a single coin                       | w w d d d d d d w | "
            + "You failed! Sir CodesALot escaped, but without enough treasure. | Health: 7, Coins: 1",
        "reveal the floor, bump walls, then win                | r a a w w w d d d d d d d s w w | "
            + "Congratulations! Sir CodesALot escaped the dungeon with his loot! | Health: 3, Coins: 6",
    })
    void pipedMovesEndTheGame(String name, String moves, String message, String info) throws Exception {
        Game game = play(moves);
        assertInstanceOf(RunResult.Exited.class, game.result(), game.output());
        String[] lines = game.output().split("\n");
        assertEquals(message, lines[lines.length - 2], game.output());
        assertEquals(info, lines[lines.length - 1]);
        assertTrue(game.output().startsWith("Welcome to MipsHack!"));
    }

    @Test
    void withoutTheMapTheGameSaysSoAndExitsWithStatus1(@TempDir Path empty)
            throws Exception {
        Game game = play("w", empty);
        assertEquals(1, assertInstanceOf(RunResult.Exited.class, game.result(), game.output()).exitCode());
        assertTrue(game.output().endsWith("Could not open map3.txt (nor examples/mipshack/map3.txt).\n"),
                game.output());
    }

    @Test
    void theFirstScreenShowsOnlyTheCellsAroundThePlayer() throws Exception {
        String output = play("w w d d d d d d w").output();
        String[] lines = output.split("\n");
        String firstMap = String.join("\n", List.of(lines).subList(1, 8));
        assertEquals(String.join("\n",
                "                         ",
                "                         ",
                " ...                     ",
                " .@.                     ",
                " ...                     ",
                "                         ",
                "                         "), firstMap);
    }
}
