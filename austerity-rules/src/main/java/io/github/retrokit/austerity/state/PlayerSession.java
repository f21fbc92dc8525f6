package io.github.retrokit.austerity.state;

import java.util.List;
import java.util.Optional;

import io.github.retrokit.austerity.protocol.HubMessage;
import io.github.retrokit.austerity.protocol.MalformedAusterityMessageException;
import io.github.retrokit.austerity.protocol.Protocol;
import io.github.retrokit.austerity.strategy.Strategy;

/**
 * Everything a player program does, minus the I/O: feed it each line read from stdin (without the newline) and
 * act on the returned {@link PlayerReaction}. After {@code dowhat} it prints {@code Received dowhat} and replies
 * with the strategy's action; after {@code eog} it prints {@code Game over. Winners are ...}; after any other valid
 * message it prints the state dump. A message that parses but contradicts the game seen so far (see
 * {@link PlayerView#conflict}) is invalid, like one that does not parse. End of input before {@code eog} is the caller's Communication Error.
 */
public final class PlayerSession {

    private final PlayerView view;
    private final int me;
    private final Strategy strategy;

    /**
     * @param players the player count (2-26)
     * @param me this player's number (0-based, less than {@code players})
     * @param strategy how to answer {@code dowhat}
     * @throws IllegalArgumentException on a bad count or id
     */
    public PlayerSession(int players, int me, Strategy strategy) {
        this.view = new PlayerView(players);
        if (me < 0 || me >= players) {
            throw new IllegalArgumentException("player id " + me + " is not 0-" + (players - 1));
        }
        this.me = me;
        this.strategy = strategy;
    }

    /** The view built so far. */
    public PlayerView view() {
        return view;
    }

    /** Handles one line from the hub, without its newline. */
    public PlayerReaction receive(String line) {
        HubMessage message;
        try {
            message = Protocol.parseHubMessage(line);
        } catch (MalformedAusterityMessageException e) {
            return new PlayerReaction(List.of(), Optional.empty(), PlayerReaction.Status.INVALID_MESSAGE, Optional.of(e));
        }
        return receive(message);
    }

    /** Handles one parsed hub message. */
    public PlayerReaction receive(HubMessage message) {
        if (message instanceof HubMessage.DoWhat) {
            String reply = Protocol.format(strategy.decide(view, me));
            return new PlayerReaction(List.of(PlayerOutput.RECEIVED_DOWHAT), Optional.of(reply),
                    PlayerReaction.Status.CONTINUE, Optional.empty());
        }
        if (message instanceof HubMessage.EndOfGame) {
            return new PlayerReaction(List.of(PlayerOutput.gameOver(view.leaders())), Optional.empty(),
                    PlayerReaction.Status.GAME_OVER, Optional.empty());
        }
        Optional<String> conflict = view.conflict(message);
        if (conflict.isPresent()) {
            MalformedAusterityMessageException error = new MalformedAusterityMessageException(Protocol.format(message), 0,
                    "impossible in this game: " + conflict.get());
            return new PlayerReaction(List.of(), Optional.empty(), PlayerReaction.Status.INVALID_MESSAGE, Optional.of(error));
        }
        view.apply(message);
        return new PlayerReaction(PlayerOutput.dump(view), Optional.empty(), PlayerReaction.Status.CONTINUE, Optional.empty());
    }
}
