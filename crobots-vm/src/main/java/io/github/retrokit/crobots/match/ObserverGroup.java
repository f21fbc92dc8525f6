package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.world.ArenaSnapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link MatchObserver#all}: snapshots are taken at the greatest common divisor of the members' intervals;
 * a member with a longer interval gets, with its snapshot, the events of the snapshots it skipped.
 */
final class ObserverGroup implements MatchObserver {

    private final List<MatchObserver> members;
    private final int interval;
    /** Per match being played: per member, the events not yet delivered to it. */
    private final Map<Integer, List<List<ArenaEvent>>> pending = new HashMap<>();

    ObserverGroup(List<MatchObserver> observers) {
        members = List.copyOf(observers);
        int gcd = 0;
        for (MatchObserver o : members) {
            gcd = gcd(gcd, Math.max(0, o.snapshotInterval()));
        }
        interval = gcd;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    @Override
    public int snapshotInterval() {
        return interval;
    }

    @Override
    public void round(int match, ArenaSnapshot snapshot) {
        deliver(match, snapshot, false);
    }

    @Override
    public void lastRound(int match, ArenaSnapshot snapshot) {
        deliver(match, snapshot, true);
    }

    private void deliver(int match, ArenaSnapshot snapshot, boolean last) {
        for (int i = 0; i < members.size(); i++) {
            MatchObserver o = members.get(i);
            int own = o.snapshotInterval();
            if (own <= 0) {
                continue;
            }
            List<ArenaEvent> events = collect(match, i, snapshot.events(), last || snapshot.round() % own == 0);
            if (events == null) {
                continue;
            }
            ArenaSnapshot view = new ArenaSnapshot(snapshot.cycles(), snapshot.round(), snapshot.robots(),
                    snapshot.missiles(), events);
            if (last) {
                o.lastRound(match, view);
            } else {
                o.round(match, view);
            }
        }
        if (last) {
            forget(match);
        }
    }

    /** Adds the events to member i's pending ones; when {@code due}, takes them all (else returns null). */
    private synchronized List<ArenaEvent> collect(int match, int member, List<ArenaEvent> events, boolean due) {
        List<List<ArenaEvent>> perMember = pending.get(match);
        if (perMember == null) {
            perMember = new ArrayList<>();
            for (int i = 0; i < members.size(); i++) {
                perMember.add(new ArrayList<>());
            }
            pending.put(match, perMember);
        }
        List<ArenaEvent> mine = perMember.get(member);
        mine.addAll(events);
        if (!due) {
            return null;
        }
        List<ArenaEvent> all = List.copyOf(mine);
        mine.clear();
        return all;
    }

    private synchronized void forget(int match) {
        pending.remove(match);
    }

    @Override
    public void matchFinished(CrobotsMatchResult result) {
        for (MatchObserver o : members) { // loops, not lambdas, here: no lambda bootstrap in a cold start
            o.matchFinished(result);
        }
    }
}
