package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.arena.Arena;
import java.util.ArrayList;
import java.util.List;

/** Plays one match on an arena whose slots are already attached: the original's per-match loop (§3.2). */
final class MatchPlay {

    private MatchPlay() {
    }

    static CrobotsMatchResult play(Arena arena, List<Contestant> robots, int number, long seed, long limit,
                            MatchObserver observer) {
        int n = robots.size();
        int interval = observer.snapshotInterval();
        arena.setRecordEvents(interval > 0);
        arena.startMatch(n);
        if (interval > 0) {
            int countdown = interval;
            while (arena.running(limit)) {
                arena.tick();
                if (--countdown == 0) {
                    countdown = interval;
                    observer.round(number, arena.snapshot());
                }
            }
        } else {
            arena.play(limit);
        }
        arena.flush();
        List<RobotResult> results = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            results.add(new RobotResult(i, robots.get(i).name(), arena.robot(i).active(), arena.robot(i).damage()));
        }
        CrobotsMatchResult result = new CrobotsMatchResult(number, seed, arena.cycles(), results);
        if (interval > 0) {
            observer.lastRound(number, arena.snapshot());
        }
        observer.matchFinished(result);
        return result;
    }
}
