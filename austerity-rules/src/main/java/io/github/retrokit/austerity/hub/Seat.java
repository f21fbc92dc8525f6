package io.github.retrokit.austerity.hub;

import io.github.retrokit.austerity.posix.ExitStatus;
import io.github.retrokit.austerity.posix.FdLineReader;
import io.github.retrokit.austerity.posix.FdWriter;
import io.github.retrokit.austerity.posix.PipedChild;
import io.github.retrokit.austerity.posix.Posix;
import io.github.retrokit.austerity.posix.PosixException;
import io.github.retrokit.austerity.posix.ReadResult;
import io.github.retrokit.austerity.rules.GameView;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/** One player process as the hub sees it: its letter, its pipes, and how it ended once reaped. */
final class Seat {
    private final int player;
    private final PipedChild child;
    private final FdLineReader reader;
    private final FdWriter writer;
    private ExitStatus status;
    private boolean reaped;

    private Seat(int player, PipedChild child, FdLineReader reader, FdWriter writer) {
        this.player = player;
        this.child = child;
        this.reader = reader;
        this.writer = writer;
    }

    /** Starts player {@code player} as {@code program pcount player}. */
    static Seat start(Posix posix, int player, String program, int players) throws PosixException {
        PipedChild child = PipedChild.start(posix, List.of(program, Integer.toString(players), Integer.toString(player)));
        try {
            return new Seat(player, child, new FdLineReader(posix, child.fromChild(), HubConfig.MAX_LINE_BYTES),
                    new FdWriter(posix, child.toChild()));
        } catch (PosixException e) {
            child.close();
            try {
                posix.kill(child.pid(), Posix.SIGKILL); // started but unusable: leave no zombie behind
                posix.waitFor(child.pid());
            } catch (PosixException gone) {
                // already reaped or not ours: nothing left behind
            }
            throw e;
        }
    }

    int player() {
        return player;
    }

    char letter() {
        return GameView.letter(player);
    }

    int pid() {
        return child.pid();
    }

    /** Sends {@code line} plus newline; see {@link FdWriter#writeFully}. */
    FdWriter.Outcome send(String line, long timeoutMillis, int wakeFd) {
        if (child.toChild() < 0) {
            return FdWriter.Outcome.BROKEN;
        }
        return writer.writeFully((line + "\n").getBytes(StandardCharsets.ISO_8859_1), timeoutMillis, wakeFd);
    }

    /** Reads this player's next line; see {@link FdLineReader#readLine}. */
    ReadResult receive(long timeoutMillis, int wakeFd) throws PosixException {
        return reader.readLine(timeoutMillis, wakeFd);
    }

    /** Reaps the process if it has exited ({@code waitpid} with WNOHANG): how it ended, or empty while it runs. */
    Optional<ExitStatus> pollExit(Posix posix) {
        if (!reaped) {
            try {
                posix.tryWait(pid()).ifPresent(this::reaped);
            } catch (PosixException e) {
                reaped(null); // not our child any more: nothing to reap or report
            }
        }
        return status();
    }

    /** How the process ended, once reaped (empty if it could not be waited for). */
    Optional<ExitStatus> status() {
        return Optional.ofNullable(status);
    }

    boolean isReaped() {
        return reaped;
    }

    /** Records the end of the process ({@code null}: unknown) and releases the pipes. */
    void reaped(ExitStatus exit) {
        this.status = exit;
        this.reaped = true;
        child.close();
    }
}
