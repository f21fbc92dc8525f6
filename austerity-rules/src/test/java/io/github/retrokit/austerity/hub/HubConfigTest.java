package io.github.retrokit.austerity.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.retrokit.austerity.rules.GameSetup;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A hub's configuration holds the game's parameters as one {@link GameSetup} (as an in-process game takes
 * them), names the hub's own options, and defaults to the course's hub.
 */
class HubConfigTest {

    private static final Path DECK = Path.of("deck20.txt");
    private static final GameSetup COURSE_GAME = GameSetup.players(2).tokens(7).pointsTarget(15).build();

    @Test
    void theBuilderDefaultsToTheCourseHubAsItsCommandLineDoes() throws HubArguments.Rejected {
        HubConfig built = HubConfig.deck(DECK).players(List.of("shenzi", "ed")).game(COURSE_GAME).build();
        assertEquals(HubArguments.parse(List.of("7", "15", "deck20.txt", "shenzi", "ed")), built);
        assertEquals(new GameSetup(2, 7, 15, 0, false), built.setup());
        assertEquals(HubConfig.DEFAULT_TIMEOUT_MILLIS, built.timeoutMillis());
    }

    @Test
    void everyOptionIsNamedAndTheCommandLineFillsTheSameOnes() throws HubArguments.Rejected {
        GameSetup game = GameSetup.players(3).tokens(0).pointsTarget(1).maxRounds(50).endOnStall(true).build();
        HubConfig built = HubConfig.deck(DECK).players(List.of("a", "b", "c")).game(game).timeoutMillis(250)
                .trace(true).build();
        assertEquals(new HubConfig(new GameSetup(3, 0, 1, 50, true), DECK, List.of("a", "b", "c"), 250, true), built);
        assertEquals(built, HubArguments.parse(List.of("--trace", "0", "1", "--max-rounds", "50", "deck20.txt", "a",
                "--end-on-stall", "b", "c", "--timeout", "250")));
    }

    @Test
    void playersAndTheGameMustBeNamed() {
        assertThrows(IllegalStateException.class, () -> HubConfig.deck(DECK).game(COURSE_GAME).build());
        assertThrows(IllegalStateException.class, () -> HubConfig.deck(DECK).players(List.of("a", "b")).build());
    }

    @Test
    void theGameIsForAsManyPlayersAsThereArePrograms() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HubConfig.deck(DECK).players(List.of("a", "b", "c")).game(COURSE_GAME).build());
        assertEquals("the game setup is for 2 players, but 3 player programs are given", e.getMessage());
    }
}
