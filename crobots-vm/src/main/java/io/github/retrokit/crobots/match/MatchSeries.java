package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.arena.RandomSource;
import io.github.retrokit.crobots.arena.Arena;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The original's match mode: N matches in a row on one arena with one random generator, seeded once
 * (so match 2 continues match 1's random sequence), the robots' VMs persisting between matches, and a
 * cumulative score. In classic mode, with the seed the original got from {@code CROBOTS_SEED}, every
 * match ends with the original's cycles, survivors and damage, and {@link MatchReport} prints its stdout.
 */
public final class MatchSeries {

    private final List<Contestant> robots;
    private final MatchSettings settings;
    private final long seed;
    private final Arena arena;
    private final Scoreboard score;
    private int played;

    /**
     * A series whose score block has its own lines, as the original's when a file failed to compile.
     *
     * @param robots     the robots that compiled, 2 to 4, in slot order (a cloned robot appears twice)
     * @param scoreLines the names of the score block's lines: one per robot file given (usually the robots'
     *                   names; a file that failed to compile leaves an empty name at the end)
     * @param settings   how the matches are played
     * @param seed       the random generator's seed for the whole series (the original's {@code CROBOTS_SEED})
     * @throws IllegalArgumentException for fewer than 2 or more than 4 robots, or score lines that do not cover them
     */
    public MatchSeries(List<Contestant> robots, List<String> scoreLines, MatchSettings settings, long seed) {
        if (robots.size() < 2 || robots.size() > Arena.MAX_ROBOTS) {
            throw new IllegalArgumentException("a match needs 2 to 4 robots, not " + robots.size());
        }
        if (scoreLines.size() < robots.size() || scoreLines.size() > Arena.MAX_ROBOTS) {
            throw new IllegalArgumentException("score lines must cover the robots (" + robots.size()
                    + ") and at most 4 slots, not " + scoreLines.size());
        }
        this.robots = List.copyOf(robots);
        this.settings = Objects.requireNonNull(settings, "settings");
        this.seed = seed;
        this.arena = new Arena(RandomSource.of(settings.mode(), seed), settings.quirks());
        arena.setDisplayTiming(settings.displayTiming());
        for (int i = 0; i < this.robots.size(); i++) {
            arena.attach(i, this.robots.get(i).cpu().create(arena, i));
        }
        this.score = new Scoreboard(scoreLines);
    }

    /**
     * A series whose score block lists exactly the robots.
     *
     * @param robots   the robots, 2 to 4, in slot order
     * @param settings how the matches are played
     * @param seed     the random generator's seed for the whole series
     * @throws IllegalArgumentException for fewer than 2 or more than 4 robots
     */
    public MatchSeries(List<Contestant> robots, MatchSettings settings, long seed) {
        this(robots, Contestant.names(robots), settings, seed);
    }

    /**
     * Reproduces the original after its last robot file failed to compile: the error flag it left set
     * restarts robot 0 after its very first instruction of the next match.
     */
    public void leaveErrorFlagSet() {
        arena.leaveErrorFlagSet();
    }

    /**
     * Reproduces the original's "ghost robot" (crobots-behaviour.md §12): the last robot file failed to compile
     * after its {@code main} had been defined, so its slot — the one after the robots, whose score line has
     * an empty name — stays ACTIVE at (0,0) in every match without ever executing: scan sees it, robots ram it,
     * explosions hurt it (its damage carries over from match to match), and while it lives its score line
     * is scored like a survivor's. Its position does not appear in {@link CrobotsMatchResult}.
     *
     * @throws IllegalStateException when there is no free slot with a score line after the robots
     */
    public void addGhost() {
        int slot = robots.size();
        if (slot >= score.names().size() || slot >= Arena.MAX_ROBOTS) {
            throw new IllegalStateException("a ghost robot needs a free slot with a score line after the "
                    + robots.size() + " robots");
        }
        arena.addGhost(slot);
    }

    /**
     * Plays the next match and scores it.
     *
     * @param observer watches the match ({@link MatchObserver#NONE} for none)
     * @return the match
     */
    public CrobotsMatchResult playNext(MatchObserver observer) {
        CrobotsMatchResult result = MatchPlay.play(arena, robots, ++played, seed, settings.cycleLimit(), observer);
        score.record(result);
        int ghost = arena.ghostSlot();
        if (ghost >= 0 && arena.robot(ghost).active()) {
            score.recordBystander(ghost, result);
        }
        return result;
    }

    /**
     * Plays several matches.
     *
     * @param count    how many
     * @param observer watches every match
     * @param perMatch gets each result and the score after it
     * @return the matches, in order
     */
    public List<CrobotsMatchResult> play(int count, MatchObserver observer, ReportSink perMatch) {
        List<CrobotsMatchResult> results = new ArrayList<>(count);
        for (int m = 0; m < count; m++) {
            CrobotsMatchResult r = playNext(observer);
            results.add(r);
            perMatch.accept(r, score);
        }
        return results;
    }

    /**
     * The cumulative score.
     *
     * @return the live scoreboard (changes as matches are played)
     */
    public Scoreboard score() {
        return score;
    }

    /** Receives each match of a series as it ends, with the cumulative score after it. */
    @FunctionalInterface
    public interface ReportSink {
        /**
         * One match has ended.
         *
         * @param result the match
         * @param score  the series' score after it
         */
        void accept(CrobotsMatchResult result, Scoreboard score);
    }
}
