package io.github.retrokit.austerity.hub;

import io.github.retrokit.austerity.posix.ExitStatus;
import io.github.retrokit.austerity.posix.FdWriter;
import io.github.retrokit.austerity.posix.Posix;
import io.github.retrokit.austerity.posix.PosixException;
import io.github.retrokit.austerity.posix.ReadResult;
import io.github.retrokit.austerity.posix.WakeUpPipe;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.DeckFormatException;
import io.github.retrokit.austerity.state.Delivery;
import io.github.retrokit.austerity.state.HubGame;
import io.github.retrokit.austerity.protocol.HubLines;
import io.github.retrokit.austerity.state.HubStep;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Austerity hub: loads the deck, starts the player processes, runs the game over their pipes and shuts
 * everything down. Prints the game's lines to {@code out} and the players' exit reports to {@code err}; the
 * final message of the returned {@link HubExit} is the caller's to print (after this returns).
 *
 * <pre>{@code
 * HubConfig config = HubConfig.deck(Path.of("deck20.txt")).players(List.of("shenzi", "banzai"))
 *         .game(GameSetup.players(2).tokens(7).pointsTarget(15).build()).build();
 * Hub hub = new Hub(config, System.out, System.err);
 * HubExit exit = hub.run();     // hub.interrupt() from another thread (e.g. on SIGINT) ends it with HubExit.SIGINT
 * }</pre>
 */
public final class Hub {
    /** How long shutdown waits for the players to exit after {@code eog} before SIGKILL. */
    public static final long SHUTDOWN_GRACE_MILLIS = 2_000;
    private static final long EOG_WRITE_MILLIS = 200;
    /** How long a disconnect waits for a SIGINT that may have caused it (see {@link #interruptCausedDisconnect}). */
    private static final long DISCONNECT_SETTLE_MILLIS = 100;
    /** The same once the player is known to have died of SIGINT: the hub got one too, its handler is on the way. */
    private static final long SIGINT_SETTLE_MILLIS = 2_000;

    private final HubConfig config;
    private final PrintStream out;
    private final PrintStream err;
    private final List<Seat> seats = new ArrayList<>();
    /** Bound once the deck is read: a hub that fails on its deck never loads the C library binding. */
    private Posix posix;
    private WakeUpPipe wake;
    private boolean interrupted;
    private boolean stallNoted;

    /**
     * A hub ready to {@link #run()} one game.
     *
     * @param config the arguments of the course's hub and RetroKit's options
     * @param out where the spec's stdout lines go (the game's progress and {@code Winner(s)})
     * @param err where the per-player shutdown reports and {@code --trace} lines go; the final message is the caller's
     */
    public Hub(HubConfig config, PrintStream out, PrintStream err) {
        this.config = config;
        this.out = out;
        this.err = err;
    }

    /** Ends the game at the next opportunity with {@link HubExit#SIGINT}; callable from any thread, even before {@link #run}. */
    public synchronized void interrupt() {
        interrupted = true;
        if (wake != null) {
            wake.trigger();
        }
    }

    /** Binds the C library and opens the wake-up pipe, already triggered if {@link #interrupt} came first. */
    private synchronized void bind() throws PosixException {
        posix = Posix.get();
        wake = new WakeUpPipe(posix);
        if (interrupted) {
            wake.trigger();
        }
    }

    /**
     * Plays one game; returns how the hub ends. Call once.
     *
     * @return how the hub ended: its exit status and final stderr message
     */
    public HubExit run() {
        try {
            Deck deck;
            try {
                deck = Deck.read(config.deck());
            } catch (DeckFormatException e) {
                explain("deck " + config.deck() + ": " + e.getMessage());
                return HubExit.DECK_CONTENTS;
            } catch (IOException | RuntimeException e) {
                explain("deck " + config.deck() + ": " + e);
                return HubExit.DECK_ACCESS;
            }
            try {
                bind();
            } catch (PosixException e) {
                explain("cannot make the wake-up pipe: " + e.getMessage());
                return HubExit.BAD_START;
            }
            if (!startPlayers()) {
                shutdown(false);
                return HubExit.BAD_START;
            }
            HubExit exit = wake.isTriggered() ? HubExit.SIGINT : play(deck);
            shutdown(exit != HubExit.SIGINT);
            return exit;
        } finally {
            out.flush();
            err.flush();
            if (wake != null) {
                wake.close();
            }
        }
    }

    private boolean startPlayers() {
        List<String> programs = config.programs();
        for (int p = 0; p < programs.size(); p++) {
            try {
                seats.add(Seat.start(posix, p, programs.get(p), programs.size()));
            } catch (PosixException e) {
                explain("cannot start player " + (char) ('A' + p) + " (" + programs.get(p) + "): " + e.getMessage());
                return false;
            }
        }
        return true;
    }

    private HubExit play(Deck deck) {
        HubGame game = new HubGame(config.setup(), deck);
        HubStep step = game.start();
        while (true) {
            step.rejection().ifPresent(this::explain);
            Optional<HubExit> stopped = perform(step);
            if (stopped.isPresent()) {
                return stopped.get();
            }
            noteStall(game);
            if (step.status() == HubStep.Status.GAME_OVER) {
                return HubExit.GAME_OVER;
            }
            if (step.status() == HubStep.Status.PROTOCOL_ERROR) {
                return HubExit.PROTOCOL_ERROR;
            }
            Seat seat = seats.get(game.awaitedPlayer());
            ReadResult reply;
            try {
                reply = seat.receive(timeout(), wake.fd());
            } catch (PosixException e) {
                reply = new ReadResult.EndOfFile("");
            }
            Optional<String> line = replyLine(seat, reply);
            if (line.isEmpty()) {
                return ending(seat, reply);
            }
            step = game.reply(line.get());
        }
    }

    /** The reply line to judge, or empty when the reply ends the game. An overlong line is judged invalid. */
    private Optional<String> replyLine(Seat seat, ReadResult reply) {
        if (reply instanceof ReadResult.Line line) {
            trace(seat.letter() + "> " + line.text());
            return Optional.of(line.text());
        }
        if (reply instanceof ReadResult.TooLong tooLong) {
            explain("player " + seat.letter() + " sent a line longer than " + tooLong.limit() + " bytes");
            return Optional.of("");
        }
        return Optional.empty();
    }

    private HubExit ending(Seat seat, ReadResult reply) {
        if (reply instanceof ReadResult.Woken || reply instanceof ReadResult.EndOfFile && interruptCausedDisconnect(seat)) {
            return HubExit.SIGINT;
        }
        if (reply instanceof ReadResult.TimedOut timedOut) {
            explain("player " + seat.letter() + " sent no reply within " + timedOut.millis() + " ms");
            return HubExit.PROTOCOL_ERROR;
        }
        trace("player " + seat.letter() + " closed its output");
        out.println(HubLines.DISCONNECT);
        return HubExit.CLIENT_DISCONNECTED;
    }

    /**
     * Ctrl-C on a terminal sends SIGINT to the whole foreground process group, players included. A C hub's
     * handler runs before it can see a player's pipe close, so it exits 10; the JVM runs ours on another thread,
     * possibly after the read saw end of file. So a disconnect first waits briefly for the wake-up, and up to
     * 2 s if the player died of SIGINT.
     */
    private boolean interruptCausedDisconnect(Seat seat) {
        long start = System.nanoTime();
        long settleMillis = DISCONNECT_SETTLE_MILLIS;
        while (!wake.isTriggered()) {
            if (seat.pollExit(posix).filter(status -> status.equals(new ExitStatus.Signaled(Posix.SIGINT))).isPresent()) {
                settleMillis = SIGINT_SETTLE_MILLIS;
            }
            long left = settleMillis - (System.nanoTime() - start) / 1_000_000L;
            if (left <= 0) {
                return false;
            }
            try {
                posix.poll(new int[] {wake.fd()}, new short[] {Posix.POLLIN}, (int) Math.min(left, 10));
            } catch (PosixException e) {
                return wake.isTriggered();
            }
        }
        return true;
    }

    /** Prints the step's stdout lines, then sends its messages; empty unless a send ends the game. */
    private Optional<HubExit> perform(HubStep step) {
        step.stdout().forEach(out::println);
        out.flush();
        for (Delivery delivery : step.deliveries()) {
            String line = delivery.line();
            for (Seat seat : seats) {
                if (!delivery.isFor(seat.player())) {
                    continue;
                }
                trace(seat.letter() + "< " + line);
                FdWriter.Outcome outcome = seat.send(line, timeout(), wake.fd());
                if (outcome == FdWriter.Outcome.WOKEN) {
                    return Optional.of(HubExit.SIGINT);
                }
                if (outcome == FdWriter.Outcome.TIMED_OUT) {
                    explain("player " + seat.letter() + " has not read its input for " + config.timeoutMillis() + " ms");
                    return Optional.of(HubExit.PROTOCOL_ERROR);
                }
            }
        }
        return Optional.empty();
    }

    private void noteStall(HubGame game) {
        if (!stallNoted && game.isStalled()) {
            stallNoted = true;
            trace("the game is stalled after round " + game.roundsCompleted()
                    + (config.setup().endOnStall() ? "" : " (it plays on; see --end-on-stall and --max-rounds)"));
        }
    }

    private long timeout() {
        return config.timeoutMillis() == 0 ? -1 : config.timeoutMillis();
    }

    /** Sends eog to every player, waits up to 2 s, SIGKILLs the rest, reaps all, then reports if asked. */
    private void shutdown(boolean report) {
        for (Seat seat : seats) {
            trace(seat.letter() + "< eog");
            seat.send("eog", EOG_WRITE_MILLIS, -1);
        }
        new Reaper(posix, SHUTDOWN_GRACE_MILLIS).reap(seats);
        if (report) {
            for (Seat seat : seats) {
                seat.status().flatMap(status -> PlayerReport.line(seat.letter(), status)).ifPresent(err::println);
            }
        }
        err.flush();
    }

    private void trace(String line) {
        if (config.trace()) {
            err.println(line);
            err.flush();
        }
    }

    private void explain(String why) {
        trace("hub: " + why);
    }
}
