package io.github.retrokit.crobots.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.crobots.world.ArenaSnapshot;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Unwatched matches run the 15 rounds between motion updates as one batch per robot, with the robots' rand
 * calls put back in the original's round and slot order; watched matches run round by round. Both give the
 * same matches, in every mode, with robots drawing random numbers in the same rounds.
 */
class BatchedPlayTest {

    private static final String[] ROBOTS = {"dice.r", "rover.r", "dice.r", "sniper.r"};

    @Test
    void batchedMatchesEndExactlyAsMatchesPlayedRoundByRound() {
        for (MatchSettings settings : List.of(MatchSettings.classic(), MatchSettings.fixed(),
                MatchSettings.classic().withDisplayTiming(true))) {
            MatchSettings limited = settings.withCycleLimit(30_000);
            List<CrobotsMatchResult> batched = new MatchSeries(robots(), limited, 11).play(6, MatchObserver.NONE, (r, s) -> { });
            List<CrobotsMatchResult> stepped = new MatchSeries(robots(), limited, 11).play(6, watcher(), (r, s) -> { });
            assertEquals(stepped, batched, settings.toString());
        }
    }

    /** A watcher (so events are recorded and rounds run one by one) that looks only at the end. */
    private static MatchObserver watcher() {
        return new MatchObserver() {
            @Override
            public int snapshotInterval() {
                return 1_000_000;
            }

            @Override
            public void round(int match, ArenaSnapshot snapshot) {
            }
        };
    }

    private static List<Contestant> robots() {
        List<Contestant> list = new ArrayList<>();
        for (String name : ROBOTS) {
            try (InputStream in = BatchedPlayTest.class.getResourceAsStream("/robots/" + name)) {
                String source = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
                list.add(Contestant.of(name, new RobotCompiler().compile(name, source).programOrThrow()));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        return list;
    }
}
