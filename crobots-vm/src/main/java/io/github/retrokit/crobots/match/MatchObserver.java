package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.world.ArenaSnapshot;
import java.util.List;

/**
 * Watches matches: gets immutable snapshots, never the live arena. Called on the thread that plays the
 * match (tournaments play on several threads).
 */
public interface MatchObserver {

    /** An observer that watches nothing. */
    MatchObserver NONE = new MatchObserver() {
    };

    /**
     * Rounds between two {@link #round} calls.
     *
     * @return 0 (the default) for no snapshots at all
     */
    default int snapshotInterval() {
        return 0;
    }

    /**
     * The arena after a round (every {@link #snapshotInterval()} rounds), with every event since the last call.
     *
     * @param match    the 1-based match number
     * @param snapshot the arena, immutable
     */
    default void round(int match, ArenaSnapshot snapshot) {
    }

    /**
     * The arena after the end-of-match flush (only for observers that take snapshots).
     *
     * @param match    the 1-based match number
     * @param snapshot the arena, immutable
     */
    default void lastRound(int match, ArenaSnapshot snapshot) {
        round(match, snapshot);
    }

    /**
     * A match has ended.
     *
     * @param result the match
     */
    default void matchFinished(CrobotsMatchResult result) {
    }

    /**
     * Several observers as one: each gets snapshots at its own interval, carrying every event since its own
     * previous snapshot, and every match end. Safe for tournaments (matches on several threads) when the
     * observers themselves are.
     *
     * @param observers the observers
     * @return one observer calling them all
     */
    static MatchObserver all(List<MatchObserver> observers) {
        return new ObserverGroup(observers);
    }
}
