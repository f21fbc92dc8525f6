package io.github.retrokit.austerity.game;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.strategy.Strategy;

/**
 * Many in-process games between entrants, in parallel, with a results table.
 *
 * <p>Game {@code g} (0-based) is fully determined by the tournament seed and {@code g}: its deck is
 * {@code deck.shuffled(gameSeed(seed, g))}, and with seat rotation (the default) entrant {@code e} sits in seat
 * {@code (e + g) mod n}, so every entrant plays every seat equally often. Results are gathered per game index and
 * summed in index order, so a tournament's result is the same for any thread count.
 *
 * <p>Wins are credited for decided games only ({@link EndReason#decided()}: the points target reached or the
 * market empty). A game cut short by the round cap or a stall, or forfeited, has no winner in the standings (its
 * points still count); {@link AusterityTournamentResult#endings()} counts such games.
 */
public final class AusterityTournament {

    private final GameRules rules;
    private final Deck deck;
    private final List<Entrant> entrants;
    private int games = 1000;
    private long seed = 1;
    private int threads = Runtime.getRuntime().availableProcessors();
    private boolean rotateSeats = true;
    private IntConsumer progress = done -> { };

    /**
     * A tournament of 1000 games, seed 1, seats rotating, on all available processors (change them with the
     * setters below before {@link #run()}).
     *
     * @param rules tokens, points target, round cap and stall ending of every game
     * @param deck the deck every game shuffles
     * @param entrants the players, 2-26 of them; entrant {@code e} sits in seat {@code e} of game 0
     * @throws IllegalArgumentException when there are fewer than 2 or more than 26 entrants
     */
    public AusterityTournament(GameRules rules, Deck deck, List<Entrant> entrants) {
        rules.forPlayers(entrants.size()); // checks the count
        this.rules = Objects.requireNonNull(rules, "rules");
        this.deck = Objects.requireNonNull(deck, "deck");
        this.entrants = List.copyOf(entrants);
    }

    /**
     * Number of games (default 1000).
     *
     * @param count how many games, at least 0
     * @return this tournament
     */
    public AusterityTournament games(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("negative game count");
        }
        this.games = count;
        return this;
    }

    /**
     * The tournament seed (default 1).
     *
     * @param value the tournament seed
     * @return this tournament
     */
    public AusterityTournament seed(long value) {
        this.seed = value;
        return this;
    }

    /**
     * Worker threads (default: available processors); does not change the result.
     *
     * @param count how many threads, at least 1
     * @return this tournament
     */
    public AusterityTournament threads(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("thread count " + count);
        }
        this.threads = count;
        return this;
    }

    /**
     * Whether seats rotate from game to game (default true); without rotation entrant e always sits in seat e.
     *
     * @param rotate whether seats rotate
     * @return this tournament
     */
    public AusterityTournament rotateSeats(boolean rotate) {
        this.rotateSeats = rotate;
        return this;
    }

    /**
     * Reports progress: after each game {@link #run()} plays, {@code listener} gets the number of games finished so
     * far (1 to {@link #games(int) games}), from the worker thread that finished it; keep it short and thread-safe.
     *
     * @param listener the progress listener
     * @return this tournament
     */
    public AusterityTournament progress(IntConsumer listener) {
        this.progress = Objects.requireNonNull(listener, "listener");
        return this;
    }

    /**
     * The deck seed of game {@code index}: a SplitMix64 mix of {@code seed + index * golden gamma}.
     *
     * @param seed the tournament seed
     * @param index the game index, 0-based
     * @return the deck seed of game {@code index}: a SplitMix64 mix of {@code seed + index * golden gamma}
     */
    public static long gameSeed(long seed, int index) {
        long z = seed + (index + 1L) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The seat of entrant {@code entrant} in game {@code index}.
     *
     * @param entrant position in the entrant list
     * @param index the game index, 0-based
     * @return the seat of entrant {@code entrant} in game {@code index}
     */
    public int seatOf(int entrant, int index) {
        return rotateSeats ? (int) ((entrant + (long) index) % entrants.size()) : entrant;
    }

    /**
     * Plays game {@code index} alone (what {@link #run()} plays for that index).
     *
     * @param index the game index, 0-based
     * @return how that game ended
     */
    public AusterityGameResult playGame(int index) {
        int n = entrants.size();
        List<Strategy> seats = new ArrayList<>(n);
        for (int seat = 0; seat < n; seat++) {
            seats.add(null);
        }
        for (int e = 0; e < n; e++) {
            seats.set(seatOf(e, index), entrants.get(e).factory().get());
        }
        return AusterityGame.shuffled(rules, deck, gameSeed(seed, index), seats).play();
    }

    /**
     * Plays all games and gathers the results.
     *
     * @throws IllegalStateException if a strategy throws (the first failure, with its game index) or the run is interrupted
     * @return the standings and how the games ended
     */
    public AusterityTournamentResult run() {
        AusterityGameResult[] results = new AusterityGameResult[games];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        int workers = Math.max(1, Math.min(threads, games));
        ExecutorService pool = Executors.newFixedThreadPool(workers, runnable -> {
            Thread thread = new Thread(runnable, "austerity-tournament");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                futures.add(pool.submit(() -> {
                    for (int g = next.getAndIncrement(); g < games; g = next.getAndIncrement()) {
                        results[g] = playGame(g);
                        progress.accept(done.incrementAndGet());
                    }
                    return null;
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("tournament interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a game failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return summarise(results);
    }

    private AusterityTournamentResult summarise(AusterityGameResult[] results) {
        int n = entrants.size();
        int[] wins = new int[n];
        int[] sole = new int[n];
        long[] points = new long[n];
        long turns = 0;
        Map<EndReason, Integer> endings = new EnumMap<>(EndReason.class);
        for (int g = 0; g < results.length; g++) {
            AusterityGameResult result = results[g];
            turns += result.turns();
            endings.merge(result.end(), 1, Integer::sum);
            for (int e = 0; e < n; e++) {
                int seat = seatOf(e, g);
                points[e] += result.points().get(seat);
                if (result.end().decided() && result.winners().contains(seat)) {
                    wins[e]++;
                    if (result.winners().size() == 1) {
                        sole[e]++;
                    }
                }
            }
        }
        List<AusterityStanding> standings = new ArrayList<>(n);
        for (int e = 0; e < n; e++) {
            standings.add(new AusterityStanding(e, entrants.get(e).name(), results.length, wins[e], sole[e], points[e]));
        }
        return new AusterityTournamentResult(results.length, seed, standings, endings, turns);
    }
}
