package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.arena.ArenaSnapshot;

/**
 * Watches matches: gets immutable snapshots, never the live arena. Called on the thread that plays the
 * match (tournaments play on several threads).
 */
public interface MatchObserver {

    /** An observer that watches nothing. */
    MatchObserver NONE = new MatchObserver() {
    };

    /** Rounds between two {@link #round} calls; 0 (the default) takes no snapshots at all. */
    default int snapshotInterval() {
        return 0;
    }

    /** The arena after a round (every {@link #snapshotInterval()} rounds). */
    default void round(int match, ArenaSnapshot snapshot) {
    }

    /** A match has ended. */
    default void matchFinished(MatchResult result) {
    }
}
