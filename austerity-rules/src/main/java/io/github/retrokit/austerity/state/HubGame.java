package io.github.retrokit.austerity.state;

import io.github.retrokit.austerity.protocol.HubLines;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.github.retrokit.austerity.protocol.HubMessage;
import io.github.retrokit.austerity.protocol.MalformedAusterityMessageException;
import io.github.retrokit.austerity.protocol.Protocol;
import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.rules.GameState;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.rules.Turn;
import io.github.retrokit.austerity.rules.Verdict;

/**
 * The hub's game logic with no I/O: it turns player replies into the messages to send and the lines to print.
 *
 * <pre>{@code
 * HubGame game = new HubGame(GameSetup.players(players).tokens(tokens).pointsTarget(points).build(), deck);
 * HubStep step = game.start();
 * while (true) {
 *     send(step.deliveries()); print(step.stdout());
 *     if (step.status() != HubStep.Status.AWAIT_REPLY) break;      // GAME_OVER → exit 0, PROTOCOL_ERROR → exit 7
 *     String line = readLine(game.awaitedPlayer());                // EOF → print HubLines.DISCONNECT, exit 6
 *     step = game.reply(line);
 * }
 * // shutdown: send eog to everyone (HubMessage.EOG), wait, reap, report
 * }</pre>
 *
 * {@code start()} yields {@code tokensT}, the opening {@code newcard}s (with their {@code New card} lines) and the
 * first {@code dowhat}. Each valid, legal reply yields the broadcast action ({@code purchased}/{@code took}/
 * {@code wild}) and its stdout line, then after a purchase the refill {@code newcard} and its line, then either the
 * next {@code dowhat} or, at the end, the {@code Winner(s)} line. An invalid or illegal reply yields one more
 * {@code dowhat} to the same player; a second one in a row yields {@link HubStep.Status#PROTOCOL_ERROR}.
 * {@code eog} is never in a step: the shutdown sends it, whatever ended the game.
 */
public final class HubGame {

    private final GameState state;
    private boolean started;
    private boolean rejectedOnce;
    private boolean failed;

    /** A game ready to {@link #start()}. */
    public HubGame(GameSetup setup, Deck deck) {
        this.state = new GameState(setup, deck);
    }

    /** The opening: {@code tokensT}, the face-up cards, and the first {@code dowhat}. Call once. */
    public HubStep start() {
        if (started) {
            throw new IllegalStateException("the game has already started");
        }
        started = true;
        List<Delivery> out = new ArrayList<>();
        List<String> stdout = new ArrayList<>();
        out.add(Delivery.toEveryone(new HubMessage.TokenPiles(state.setup().tokens())));
        for (Card card : state.openingCards()) {
            out.add(Delivery.toEveryone(new HubMessage.NewCard(card)));
            stdout.add(HubLines.newCard(card));
        }
        out.add(Delivery.to(state.currentPlayer(), HubMessage.DOWHAT));
        return new HubStep(out, stdout, HubStep.Status.AWAIT_REPLY, Optional.empty());
    }

    /** The player whose reply is awaited. */
    public int awaitedPlayer() {
        return state.currentPlayer();
    }

    /** Handles the awaited player's reply line (without its newline). */
    public HubStep reply(String line) {
        if (!started || state.isOver() || failed) {
            throw new IllegalStateException("no reply is awaited");
        }
        Action action;
        try {
            action = Protocol.parsePlayerMessage(line);
        } catch (MalformedAusterityMessageException e) {
            return reject(e.getMessage());
        }
        Verdict verdict = state.check(action);
        if (verdict instanceof Verdict.Illegal) {
            return reject("illegal action \"" + line + "\": " + ((Verdict.Illegal) verdict).explanation());
        }
        rejectedOnce = false;
        return accepted(state.play(action));
    }

    /** The table (read-only). */
    public GameView view() {
        return state;
    }

    /** True once the game is over (not after a protocol error). */
    public boolean isOver() {
        return state.isOver();
    }

    /** Why the game ended, if it did. */
    public Optional<EndReason> endReason() {
        return state.endReason();
    }

    /** True when the last completed round was a stall (see {@link GameState}); the course hub plays on regardless. */
    public boolean isStalled() {
        return state.isStalled();
    }

    /** Rounds completed so far. */
    public int roundsCompleted() {
        return state.roundsCompleted();
    }

    /** The players with the most points, in letter order. */
    public List<Integer> winners() {
        return state.winners();
    }

    private HubStep reject(String why) {
        String explanation = "player " + GameView.letter(state.currentPlayer()) + ": " + why;
        if (rejectedOnce) {
            failed = true;
            return new HubStep(List.of(), List.of(), HubStep.Status.PROTOCOL_ERROR, Optional.of(explanation));
        }
        rejectedOnce = true;
        return new HubStep(List.of(Delivery.to(state.currentPlayer(), HubMessage.DOWHAT)), List.of(),
                HubStep.Status.AWAIT_REPLY, Optional.of(explanation));
    }

    private HubStep accepted(Turn turn) {
        List<Delivery> out = new ArrayList<>();
        out.add(Delivery.toEveryone(broadcast(turn.player(), turn.action())));
        turn.drawn().ifPresent(card -> out.add(Delivery.toEveryone(new HubMessage.NewCard(card))));
        List<String> stdout = new ArrayList<>(HubLines.turn(turn));
        if (state.isOver()) {
            stdout.add(HubLines.winners(state.winners()));
            return new HubStep(out, stdout, HubStep.Status.GAME_OVER, Optional.empty());
        }
        out.add(Delivery.to(state.currentPlayer(), HubMessage.DOWHAT));
        return new HubStep(out, stdout, HubStep.Status.AWAIT_REPLY, Optional.empty());
    }

    /** The message telling everyone what {@code player} did. */
    private static HubMessage broadcast(int player, Action action) {
        if (action instanceof Action.Purchase) {
            Action.Purchase p = (Action.Purchase) action;
            return new HubMessage.Purchased(player, p.card(), p.payment());
        } else if (action instanceof Action.Take) {
            return new HubMessage.Took(player, ((Action.Take) action).tokens());
        }
        return new HubMessage.TookWild(player);
    }
}
