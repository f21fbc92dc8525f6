package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.arena.ArenaSnapshot;
import java.util.List;

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

    /** The arena after the end-of-match flush (only for observers that take snapshots). */
    default void lastRound(int match, ArenaSnapshot snapshot) {
        round(match, snapshot);
    }

    /** A match has ended. */
    default void matchFinished(MatchResult result) {
    }

    /** Several observers as one: each gets snapshots at its own interval, and every match end. */
    static MatchObserver all(List<MatchObserver> observers) {
        List<MatchObserver> list = List.copyOf(observers);
        int gcd = 0;
        for (MatchObserver o : list) {
            gcd = gcd(gcd, Math.max(0, o.snapshotInterval()));
        }
        int interval = gcd;
        return new MatchObserver() {
            @Override
            public int snapshotInterval() {
                return interval;
            }

            @Override
            public void round(int match, ArenaSnapshot snapshot) {
                for (MatchObserver o : list) {
                    int own = o.snapshotInterval();
                    if (own > 0 && snapshot.round() % own == 0) {
                        o.round(match, snapshot);
                    }
                }
            }

            @Override
            public void lastRound(int match, ArenaSnapshot snapshot) {
                for (MatchObserver o : list) {
                    if (o.snapshotInterval() > 0) {
                        o.lastRound(match, snapshot);
                    }
                }
            }

            @Override
            public void matchFinished(MatchResult result) {
                list.forEach(o -> o.matchFinished(result));
            }
        };
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
