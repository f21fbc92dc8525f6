package io.github.retrokit.austerity.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A hub's configuration names each of its numbers and defaults to the course's hub. */
class HubConfigTest {

    private static final Path DECK = Path.of("deck20.txt");

    @Test
    void theBuilderDefaultsToTheCourseHubAsItsCommandLineDoes() throws HubArguments.Rejected {
        HubConfig built = HubConfig.deck(DECK).players(List.of("shenzi", "ed")).tokens(7).points(15).build();
        assertEquals(HubArguments.parse(List.of("7", "15", "deck20.txt", "shenzi", "ed")), built);
    }

    @Test
    void everyOptionIsNamed() {
        HubConfig built = HubConfig.deck(DECK).players(List.of("a", "b", "c")).tokens(0).points(1)
                .maxRounds(50).endOnStall(true).timeoutMillis(250).trace(true).build();
        assertEquals(new HubConfig(0, 1, DECK, List.of("a", "b", "c"), 50, true, 250, true), built);
    }

    @Test
    void playersTokensAndPointsMustBeNamed() {
        assertThrows(IllegalStateException.class, () -> HubConfig.deck(DECK).tokens(7).points(15).build());
        assertThrows(IllegalStateException.class, () -> HubConfig.deck(DECK).players(List.of("a", "b")).points(15).build());
        assertThrows(IllegalStateException.class, () -> HubConfig.deck(DECK).players(List.of("a", "b")).tokens(7).build());
    }
}
