package io.github.retrokit.austerity.player;

import io.github.retrokit.austerity.protocol.HubMessage;
import io.github.retrokit.austerity.protocol.Protocol;
import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.text.FieldReader;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.state.PlayerOutput;
import io.github.retrokit.austerity.state.PlayerReaction;
import io.github.retrokit.austerity.state.PlayerSession;
import io.github.retrokit.austerity.strategy.Strategy;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A player program ({@code shenzi|banzai|ed pcount myid}) on explicit streams: checks its arguments in the
 * spec's order, then answers the hub line by line until {@code eog}, printing to {@code err} exactly what the
 * spec prescribes. Never throws and never exits the JVM; {@link #run} returns the exit status.
 */
public final class AusterityPlayerProgram {
    private final String name;
    private final Strategy strategy;

    /**
     * @param name     the program name used in the usage message, e.g. {@code shenzi}
     * @param strategy how this player answers {@code dowhat}
     */
    public AusterityPlayerProgram(String name, Strategy strategy) {
        this.name = name;
        this.strategy = strategy;
    }

    /**
     * Plays one game.
     *
     * @param args the command-line arguments after the program name: {@code pcount myid}
     * @param in   the hub's messages
     * @param out  where replies go (flushed after each)
     * @param err  the state dumps and error messages (flushed after each message)
     * @return the exit status ({@link PlayerExit#status()})
     */
    public int run(List<String> args, InputStream in, OutputStream out, PrintStream err) {
        if (args.size() != 2) {
            return exit(PlayerExit.USAGE, err);
        }
        OptionalInt players = FieldReader.parseWhole(args.get(0));
        if (players.isEmpty() || players.getAsInt() < GameSetup.MIN_PLAYERS || players.getAsInt() > GameSetup.MAX_PLAYERS) {
            return exit(PlayerExit.INVALID_PLAYER_COUNT, err);
        }
        OptionalInt me = FieldReader.parseWhole(args.get(1));
        if (me.isEmpty() || me.getAsInt() < 0 || me.getAsInt() >= players.getAsInt()) {
            return exit(PlayerExit.INVALID_PLAYER_ID, err);
        }
        return play(new PlayerSession(players.getAsInt(), me.getAsInt(), strategy), new LineInput(in), out, err);
    }

    private int play(PlayerSession session, LineInput input, OutputStream out, PrintStream err) {
        while (true) {
            Optional<String> line = input.next();
            if (line.isEmpty()) {
                return exit(PlayerExit.COMMUNICATION_ERROR, err);
            }
            PlayerReaction reaction = react(session, line.get());
            reaction.stderr().forEach(err::println);
            err.flush();
            reaction.reply().ifPresent(reply -> send(reply, out));
            switch (reaction.status()) {
                case GAME_OVER:
                    return PlayerExit.GAME_OVER.status();
                case INVALID_MESSAGE:
                    return exit(PlayerExit.COMMUNICATION_ERROR, err);
                default:
                    break;
            }
        }
    }

    /**
     * The session's reaction; should a user's strategy fail on some state, the player still answers
     * {@code dowhat} with a wild rather than crash.
     */
    private static PlayerReaction react(PlayerSession session, String line) {
        try {
            return session.receive(line);
        } catch (RuntimeException e) {
            if (!line.equals(Protocol.format(HubMessage.DOWHAT))) {
                throw e;
            }
            return new PlayerReaction(List.of(PlayerOutput.RECEIVED_DOWHAT), Optional.of(Protocol.format(Action.WILD)),
                    PlayerReaction.Status.CONTINUE, Optional.empty());
        }
    }

    /** Sends one reply; a vanished hub is noticed by the next read, never here. */
    private static void send(String reply, OutputStream out) {
        try {
            out.write((reply + "\n").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
        } catch (IOException e) {
            // the hub is gone: the next read reports it
        }
    }

    private int exit(PlayerExit exit, PrintStream err) {
        if (exit != PlayerExit.GAME_OVER) {
            err.println(exit.message(name));
            err.flush();
        }
        return exit.status();
    }
}
