package io.github.retrokit.crobots.match;

import java.util.List;

/**
 * The original's cumulative score: wins and ties per robot line. It has one line per robot file given
 * (a cloned file counts twice), even for files that did not compile, whose lines have an empty name.
 */
public final class Scoreboard {

    private final List<String> names;
    private final int[] wins;
    private final int[] ties;

    public Scoreboard(List<String> names) {
        this.names = List.copyOf(names);
        wins = new int[names.size()];
        ties = new int[names.size()];
    }

    /** Scores a match: its only survivor wins; two or more survivors each tie; none scores nothing. */
    public void record(MatchResult result) {
        List<RobotResult> survivors = result.survivors();
        for (RobotResult r : survivors) {
            if (survivors.size() == 1) {
                wins[r.slot()]++;
            } else {
                ties[r.slot()]++;
            }
        }
    }

    /**
     * Scores a score line whose slot is ACTIVE without playing: the original's ghost robot (crobots-behaviour.md
     * §12). The original scores every ACTIVE slot of the block alike: a win when exactly one of the playing
     * robots survived, otherwise (none, or several) a tie.
     */
    public void recordBystander(int line, MatchResult result) {
        if (result.survivors().size() == 1) {
            wins[line]++;
        } else {
            ties[line]++;
        }
    }

    public List<String> names() {
        return names;
    }

    public int wins(int line) {
        return wins[line];
    }

    public int ties(int line) {
        return ties[line];
    }
}
