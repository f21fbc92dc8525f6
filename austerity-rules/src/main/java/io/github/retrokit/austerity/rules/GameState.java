package io.github.retrokit.austerity.rules;

import java.util.List;
import java.util.Optional;

/**
 * The authoritative game the hub runs: the table plus the deck, whose turn it is, rounds and the end.
 *
 * <p>Construction deals up to 8 cards face up ({@link #openingCards()}). Then players act in turn, 0, 1, ...,
 * n-1, each completed pass being a round. {@link #check} explains why an action is illegal; {@link #play}
 * applies a legal one. A purchase refills the market from the deck while the deck lasts. The end is checked when
 * a round completes (someone at or above the points target → {@link EndReason#TARGET_REACHED}, else the round
 * cap); a game whose market and deck are both empty ends at once ({@link EndReason#MARKET_EMPTY}).
 *
 * <p><b>Stall detection.</b> A round is a <i>stall</i> when nobody bought a card in it although every player,
 * at the start of its turn, could afford every face-up card. Without purchases the coloured piles run dry after
 * finitely many takes, and a player taking wilds can eventually afford every card, so every game that would
 * never end reaches stall rounds; a stall round means no player chose to buy anything it could. {@link #isStalled()}
 * reports whether the last completed round was a stall; with {@link GameSetup#endOnStall()} the game then ends
 * ({@link EndReason#STALLED}). Winners are always the players with the most points when the game ends.
 */
public final class GameState extends Table {

    private final GameSetup setup;
    private final List<Card> deck;
    private int nextCard;
    private int current;
    private int roundsCompleted;
    private int turnsPlayed;
    private EndReason end;
    private boolean boughtThisRound;
    private boolean allAffordedThisRound = true;
    private boolean stalled;

    /**
     * A new game: piles of {@code setup.tokens()} each and up to 8 cards dealt from the top of {@code deck}.
     *
     * @param setup the game parameters
     * @param deck the deck, top card first
     */
    public GameState(GameSetup setup, Deck deck) {
        super(setup.players());
        this.setup = setup;
        this.deck = deck.cards();
        setPiles(setup.tokens());
        while (marketSize() < Market.CAPACITY && nextCard < this.deck.size()) {
            addToMarket(this.deck.get(nextCard++));
        }
    }

    /**
     * The game's parameters.
     *
     * @return the game's parameters
     */
    public GameSetup setup() {
        return setup;
    }

    /**
     * The cards dealt face up at the start, oldest first (the opening {@code newcard} messages).
     *
     * @return the cards dealt face up at the start, oldest first (the opening {@code newcard} messages)
     */
    public List<Card> openingCards() {
        return deck.subList(0, Math.min(Market.CAPACITY, deck.size()));
    }

    /**
     * Cards still in the deck.
     *
     * @return cards still in the deck
     */
    public int deckRemaining() {
        return deck.size() - nextCard;
    }

    /**
     * Whose turn it is (meaningless once the game is over).
     *
     * @return whose turn it is (meaningless once the game is over)
     */
    public int currentPlayer() {
        return current;
    }

    /**
     * Rounds completed so far.
     *
     * @return rounds completed so far
     */
    public int roundsCompleted() {
        return roundsCompleted;
    }

    /**
     * Turns played so far.
     *
     * @return turns played so far
     */
    public int turnsPlayed() {
        return turnsPlayed;
    }

    /**
     * True once the game has ended.
     *
     * @return true once the game has ended
     */
    public boolean isOver() {
        return end != null;
    }

    /**
     * Why the game ended, if it has.
     *
     * @return why the game ended, if it has
     */
    public Optional<EndReason> endReason() {
        return Optional.ofNullable(end);
    }

    /**
     * True when the last completed round was a stall (see the class comment).
     *
     * @return true when the last completed round was a stall (see the class comment)
     */
    public boolean isStalled() {
        return stalled;
    }

    /**
     * The winners: the players with the most points, in letter order (meaningful once the game is over).
     *
     * @return the winners: the players with the most points, in letter order (meaningful once the game is over)
     */
    public List<Integer> winners() {
        return leaders();
    }

    /**
     * Whether the current player may play {@code action} now, and if not, why.
     *
     * @param action the action
     * @return whether the current player may play {@code action} now, and if not, why
     */
    public Verdict check(Action action) {
        if (end != null) {
            return new Verdict.Illegal(Verdict.Violation.GAME_OVER, "the game is over");
        }
        return ActionRules.check(this, current, action);
    }

    /**
     * Plays {@code action} for the current player and moves to the next turn.
     *
     * @throws IllegalActionException if {@link #check} rejects the action
     * @param action the action
     * @return the turn played
     */
    public Turn play(Action action) {
        Verdict verdict = check(action);
        if (verdict instanceof Verdict.Illegal) {
            throw new IllegalActionException((Verdict.Illegal) verdict);
        }
        int player = current;
        int round = roundsCompleted + 1;
        noteAffordability(player);
        Card drawn = apply(player, action);
        turnsPlayed++;
        if (marketSize() == 0) {
            end = EndReason.MARKET_EMPTY;
        } else if (++current == playerCount()) {
            current = 0;
            completeRound();
        }
        return new Turn(player, round, action, Optional.ofNullable(drawn), Optional.ofNullable(end));
    }

    private Card apply(int player, Action action) {
        if (action instanceof Action.Purchase) {
            Action.Purchase purchase = (Action.Purchase) action;
            purchase(player, purchase.card(), purchase.payment());
            boughtThisRound = true;
            if (nextCard < deck.size()) {
                Card drawn = deck.get(nextCard++);
                addToMarket(drawn);
                return drawn;
            }
        } else if (action instanceof Action.Take) {
            take(player, ((Action.Take) action).tokens());
        } else {
            takeWild(player);
        }
        return null;
    }

    private void completeRound() {
        roundsCompleted++;
        stalled = !boughtThisRound && allAffordedThisRound;
        boughtThisRound = false;
        allAffordedThisRound = true;
        for (int p = 0; p < playerCount(); p++) {
            if (points(p) >= setup.pointsTarget()) {
                end = EndReason.TARGET_REACHED;
                return;
            }
        }
        if (setup.maxRounds() > 0 && roundsCompleted >= setup.maxRounds()) {
            end = EndReason.ROUND_CAP;
        } else if (stalled && setup.endOnStall()) {
            end = EndReason.STALLED;
        }
    }

    private void noteAffordability(int player) {
        if (!allAffordedThisRound || boughtThisRound) {
            return;
        }
        for (int i = 0; i < marketSize(); i++) {
            if (!canAfford(player, card(i))) {
                allAffordedThisRound = false;
                return;
            }
        }
    }
}
