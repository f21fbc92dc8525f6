package io.github.retrokit.austerity.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.Consumer;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.rules.GameState;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.rules.IllegalActionException;
import io.github.retrokit.austerity.rules.Turn;
import io.github.retrokit.austerity.strategy.Strategy;

/**
 * One game played in-process: strategies are objects, no messages or processes. The rules are the hub's
 * ({@link GameState}); each strategy sees a read-only view of the authoritative table, which is exactly what a
 * player program reconstructs from messages. An illegal action gets one more chance, as with the hub; a second illegal action in
 * a row forfeits the game ({@link EndReason#FORFEIT}, no winners).
 *
 * <p>An in-process game always ends: its {@link GameRules} carry a round cap.
 *
 * <p>Shuffling: {@link #shuffled} plays on {@link Deck#shuffled(long)} (a Fisher-Yates shuffle driven by
 * {@code java.util.SplittableRandom(seed)}), so the same seed gives the same game on every JVM and thread.
 */
public final class AusterityGame {

    private final GameSetup setup;
    private final Deck deck;
    private final List<Strategy> seats;
    private Consumer<Turn> observer;

    /**
     * A game on {@code deck} as given (top card first) between {@code seats} (seat 0 is player A).
     *
     * @param rules tokens, points target, round cap and stall ending
     * @param deck the deck, top card first
     * @param seats one strategy per player, 2-26 of them
     * @throws IllegalArgumentException when there are fewer than 2 or more than 26 seats
     */
    public AusterityGame(GameRules rules, Deck deck, List<? extends Strategy> seats) {
        this.setup = rules.forPlayers(seats.size());
        this.deck = Objects.requireNonNull(deck, "deck");
        this.seats = List.copyOf(seats);
    }

    /**
     * A game on {@code deck} shuffled with {@code seed} ({@link Deck#shuffled(long)}).
     *
     * @param rules tokens, points target, round cap and stall ending
     * @param deck the deck to shuffle
     * @param seed the shuffle's seed
     * @param seats one strategy per player, 2-26 of them
     * @return the game
     */
    public static AusterityGame shuffled(GameRules rules, Deck deck, long seed, List<? extends Strategy> seats) {
        return new AusterityGame(rules, deck.shuffled(seed), seats);
    }

    /**
     * Calls {@code observer} with every turn played (for transcripts); returns this game.
     *
     * @param observer called with every turn played, in order; null for none
     * @return this game
     */
    public AusterityGame observe(Consumer<Turn> observer) {
        this.observer = observer;
        return this;
    }

    /**
     * The setup of this game: its rules and player count.
     *
     * @return the setup
     */
    public GameSetup setup() {
        return setup;
    }

    /**
     * Plays the game to its end. A game object can be played more than once; each play starts afresh.
     *
     * @return how the game ended
     */
    public AusterityGameResult play() {
        GameState state = new GameState(setup, deck);
        GameView view = GameView.readOnly(state);
        while (!state.isOver()) {
            int player = state.currentPlayer();
            Turn turn;
            try {
                turn = state.play(decide(view, player));
            } catch (IllegalActionException first) {
                try {
                    turn = state.play(decide(view, player));
                } catch (IllegalActionException second) {
                    return result(state, EndReason.FORFEIT, OptionalInt.of(player));
                }
            }
            if (observer != null) {
                observer.accept(turn);
            }
        }
        return result(state, state.endReason().orElseThrow(), OptionalInt.empty());
    }

    private Action decide(GameView view, int player) {
        Action action = seats.get(player).decide(view, player);
        if (action == null) {
            throw new IllegalStateException("strategy " + seats.get(player).name() + " (player "
                    + GameView.letter(player) + ") returned no action");
        }
        return action;
    }

    private static AusterityGameResult result(GameState state, EndReason end, OptionalInt forfeit) {
        List<Integer> points = new ArrayList<>(state.playerCount());
        for (int p = 0; p < state.playerCount(); p++) {
            points.add(state.points(p));
        }
        List<Integer> winners = forfeit.isPresent() ? List.of() : state.winners();
        return new AusterityGameResult(winners, points, state.roundsCompleted(), state.turnsPlayed(), end, forfeit);
    }
}
