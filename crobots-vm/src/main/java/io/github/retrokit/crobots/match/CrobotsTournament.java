package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.arena.RandomSource;
import io.github.retrokit.crobots.arena.Arena;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * Many independent matches spread over threads. Match {@code i} (0-based) of the schedule is played on a
 * fresh arena with fresh VMs and the random source seeded with {@code seed + i}, so the results depend
 * only on the entries, the settings and the seed — never on the thread count or timing. Match {@code i}
 * can be replayed alone as a one-match series with seed {@code seed + i}.
 *
 * <p>With at most {@code groupSize} entries every match puts all of them in the arena (one entry is cloned
 * into two, as in the original). With more entries every group of {@code groupSize} entries meets
 * {@code rounds} times: groups of 2 are the tournaments' face-to-face round robin, groups of 4 their
 * four-robot melee.
 */
public final class CrobotsTournament {

    private final List<Contestant> entries;
    private final List<int[]> groups;
    private final MatchSettings settings;
    private final long seed;
    private final int rounds;
    private final int threads;

    private CrobotsTournament(Builder b) {
        if (b.entries.isEmpty()) {
            throw new IllegalArgumentException("a tournament needs at least one robot");
        }
        int groupSize = b.groupSize > 0 ? b.groupSize : Math.min(MatchSettings.MAX_ROBOTS, Math.max(2, b.entries.size()));
        if (groupSize < 2 || groupSize > MatchSettings.MAX_ROBOTS) {
            throw new IllegalArgumentException("robots per match must be 2 to 4, not " + groupSize);
        }
        if (b.rounds < 0) {
            throw new IllegalArgumentException("the number of matches must not be negative: " + b.rounds);
        }
        this.entries = b.entries.size() == 1 ? List.of(b.entries.get(0), b.entries.get(0)) : List.copyOf(b.entries);
        this.groups = this.entries.size() <= groupSize ? List.of(range(this.entries.size()))
                : combinations(this.entries.size(), groupSize);
        this.settings = b.settings;
        this.seed = b.seed;
        this.rounds = b.rounds;
        this.threads = b.threads;
    }

    /**
     * Starts describing a tournament of {@code entries} (one entry is cloned into two, as in the original).
     * The defaults are one match per group, every entry in each match (at most 4: with more entries every
     * group of 4 meets), {@link MatchSettings#classic()}, seed 1 and one thread per available processor.
     *
     * @param entries the robots, in entry order (the order of {@link #group(int)} indexes and of ties in the table)
     * @return a builder
     */
    public static Builder builder(List<Contestant> entries) {
        return new Builder(entries);
    }

    /** The settings of a {@link CrobotsTournament}, named one by one; {@link #build()} checks them. */
    public static final class Builder {
        private final List<Contestant> entries;
        private int groupSize;
        private int rounds = 1;
        private MatchSettings settings = MatchSettings.classic();
        private long seed = 1;
        private int threads = Runtime.getRuntime().availableProcessors();

        private Builder(List<Contestant> entries) {
            this.entries = List.copyOf(entries);
        }

        /**
         * Robots per match when there are more entries than that: every group of {@code size} entries meets
         * {@link #rounds(int)} times ({@code 2} is a face-to-face round robin).
         *
         * @param size 2 to 4
         * @return this builder
         */
        public Builder groupSize(int size) {
            this.groupSize = size;
            return this;
        }

        /**
         * Matches each group plays (the whole tournament, when all entries fit in one match): the original's
         * {@code -m}.
         *
         * @param matchesPerGroup 0 or more
         * @return this builder
         */
        public Builder rounds(int matchesPerGroup) {
            this.rounds = matchesPerGroup;
            return this;
        }

        /**
         * How every match is played (mode, quirks, cycle limit).
         *
         * @param matchSettings the settings
         * @return this builder
         */
        public Builder settings(MatchSettings matchSettings) {
            this.settings = java.util.Objects.requireNonNull(matchSettings, "settings");
            return this;
        }

        /**
         * The tournament seed: match {@code i} is played with {@link #matchSeed matchSeed(seed, i)}.
         *
         * @param tournamentSeed any value
         * @return this builder
         */
        public Builder seed(long tournamentSeed) {
            this.seed = tournamentSeed;
            return this;
        }

        /**
         * Threads {@link CrobotsTournament#run} plays on; the results never depend on it.
         *
         * @param count 1 or more (smaller values mean 1)
         * @return this builder
         */
        public Builder threads(int count) {
            this.threads = Math.max(1, count);
            return this;
        }

        /**
         * The tournament.
         *
         * @return the tournament these settings describe
         * @throws IllegalArgumentException for no entries, a group size outside 2..4 or negative rounds
         */
        public CrobotsTournament build() {
            return new CrobotsTournament(this);
        }
    }

    /**
     * Number of matches the tournament plays.
     *
     * @return groups times rounds
     */
    public int matchCount() {
        return groups.size() * rounds;
    }

    /**
     * Plays every match, unwatched.
     *
     * @return every match and the table
     * @throws InterruptedException when the calling thread is interrupted (the unfinished matches are dropped)
     */
    public CrobotsTournamentResult run() throws InterruptedException {
        return run(MatchObserver.NONE, done -> { });
    }

    /**
     * Plays every match on the builder's thread count.
     *
     * @param observer watches every match (called from several threads at once)
     * @param progress gets the number of finished matches after each one (from the playing threads)
     * @return every match and the table
     * @throws InterruptedException when the calling thread is interrupted (the unfinished matches are dropped)
     */
    public CrobotsTournamentResult run(MatchObserver observer, IntConsumer progress) throws InterruptedException {
        int total = matchCount();
        CrobotsMatchResult[] results = new CrobotsMatchResult[total];
        int[][] members = new int[total][];
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, "crobots-tournament");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>(total);
            java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
            for (int i = 0; i < total; i++) {
                int index = i;
                members[i] = groups.get(i / Math.max(1, rounds));
                futures.add(pool.submit(() -> {
                    results[index] = playMatch(index, observer);
                    progress.accept(done.incrementAndGet());
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException("a tournament match failed", cause);
        } finally {
            pool.shutdownNow();
        }
        return new CrobotsTournamentResult(Arrays.asList(results), table(results, members));
    }

    /**
     * The seed match {@code index} of a tournament seeded {@code seed} is played with.
     *
     * @param seed  the tournament's seed
     * @param index 0-based match index
     * @return {@code seed + index}
     */
    public static long matchSeed(long seed, int index) {
        return seed + index;
    }

    /**
     * The entries that play match {@code index}.
     *
     * @param index 0-based match index
     * @return 0-based indexes into the entry list, in slot order (a fresh array)
     * @throws IndexOutOfBoundsException for an index outside the schedule
     */
    public int[] group(int index) {
        if (index < 0 || index >= matchCount()) {
            throw new IndexOutOfBoundsException("match " + index + " of " + matchCount());
        }
        return groups.get(index / rounds).clone();
    }

    /**
     * Plays match {@code index} (0-based) alone: exactly what {@link #run} plays for that index, on a fresh
     * arena seeded {@link #matchSeed matchSeed(seed, index)}; the result is numbered {@code index + 1}.
     *
     * @param index    0-based match index
     * @param observer watches the match
     * @return the match
     * @throws IndexOutOfBoundsException for an index outside the schedule
     */
    public CrobotsMatchResult playMatch(int index, MatchObserver observer) {
        int[] group = group(index);
        long matchSeed = matchSeed(seed, index);
        Arena arena = new Arena(RandomSource.of(settings.mode(), matchSeed), settings.quirks());
        arena.setDisplayTiming(settings.displayTiming());
        List<Contestant> robots = new ArrayList<>(group.length);
        for (int slot = 0; slot < group.length; slot++) {
            Contestant c = entries.get(group[slot]);
            robots.add(c);
            arena.attach(slot, c.cpu().create(arena, slot));
        }
        return MatchPlay.play(arena, robots, index + 1, matchSeed, settings.cycleLimit(), observer);
    }

    private List<RobotStanding> table(CrobotsMatchResult[] results, int[][] members) {
        int n = entries.size();
        int[] played = new int[n];
        int[] wins = new int[n];
        int[] ties = new int[n];
        for (int m = 0; m < results.length; m++) {
            Outcome outcome = results[m].outcome();
            for (RobotResult r : results[m].robots()) {
                int e = members[m][r.slot()];
                played[e]++;
                if (r.survived() && outcome == Outcome.WIN) {
                    wins[e]++;
                } else if (r.survived()) {
                    ties[e]++;
                }
            }
        }
        List<RobotStanding> table = new ArrayList<>(n);
        for (int e = 0; e < n; e++) {
            table.add(new RobotStanding(e, entries.get(e).name(), played[e], wins[e], ties[e], played[e] - wins[e] - ties[e]));
        }
        table.sort(RobotStanding.RANKING);
        return table;
    }

    private static int[] range(int n) {
        int[] r = new int[n];
        Arrays.setAll(r, i -> i);
        return r;
    }

    private static List<int[]> combinations(int n, int k) {
        List<int[]> out = new ArrayList<>();
        int[] c = range(k);
        while (true) {
            out.add(c.clone());
            int i = k - 1;
            while (i >= 0 && c[i] == n - k + i) {
                i--;
            }
            if (i < 0) {
                return out;
            }
            c[i]++;
            for (int j = i + 1; j < k; j++) {
                c[j] = c[j - 1] + 1;
            }
        }
    }
}
