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

    Scoreboard(List<String> names) {
        this.names = List.copyOf(names);
        wins = new int[names.size()];
        ties = new int[names.size()];
    }

    /** Scores a match: its only survivor wins; two or more survivors each tie; none scores nothing. */
    void record(CrobotsMatchResult result) {
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
    void recordBystander(int line, CrobotsMatchResult result) {
        if (result.survivors().size() == 1) {
            wins[line]++;
        } else {
            ties[line]++;
        }
    }

    /**
     * The score lines' names.
     *
     * @return one name per robot file given, empty for a file that did not compile
     */
    public List<String> names() {
        return names;
    }

    /**
     * Wins so far.
     *
     * @param line 0-based score line
     * @return matches this line won
     */
    public int wins(int line) {
        return wins[line];
    }

    /**
     * Ties so far.
     *
     * @param line 0-based score line
     * @return matches this line survived with others
     */
    public int ties(int line) {
        return ties[line];
    }
}
