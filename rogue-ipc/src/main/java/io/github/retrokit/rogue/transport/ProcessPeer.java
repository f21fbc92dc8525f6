package io.github.retrokit.rogue.transport;

import io.github.retrokit.rogue.posix.ExitStatus;
import io.github.retrokit.rogue.posix.Posix;
import io.github.retrokit.rogue.posix.PosixException;
import io.github.retrokit.rogue.wire.FrameReader;
import io.github.retrokit.rogue.wire.MalformedMessageException;
import io.github.retrokit.rogue.wire.TruncatedMessageException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The world's end of one child process: a non-blocking socket, polled with the caller's deadline, so no thread
 * ever stays blocked in a read or a write.
 */
final class ProcessPeer<M, R> implements Peer<M, R> {

    private static final Logger LOG = LoggerFactory.getLogger(ProcessPeer.class);
    /** How often a wait for a response looks whether the child has ended. */
    private static final int EXIT_CHECK_MILLIS = 20;

    /** How messages become bytes and bytes become responses. */
    record Codec<M, R>(String responseName, int responseSize, Function<M, byte[]> encoder, Decoder<R> decoder) {
    }

    @FunctionalInterface
    interface Decoder<R> {
        R decode(ByteBuffer frame) throws MalformedMessageException;
    }

    private final Posix posix;
    private final ChildCommand command;
    private final int pid;
    private final int fd;
    private final Codec<M, R> codec;
    private final FrameReader reader;
    /** Non-blocking reads: a response that has already arrived is taken without a poll. */
    private final FrameReader.ByteSource source;
    private boolean brokenPipe;
    private boolean fdClosed;
    private ExitReport exit;
    /** Set once the child is reaped: from then on its pid may belong to another process. */
    private volatile boolean reaped;

    ProcessPeer(Posix posix, ChildCommand command, int pid, int fd, Codec<M, R> codec) {
        this.posix = posix;
        this.command = command;
        this.pid = pid;
        this.fd = fd;
        this.codec = codec;
        this.reader = new FrameReader(codec.responseName(), codec.responseSize());
        this.source = (into, offset, length) -> posix.read(fd, into, offset, length);
    }

    @Override
    public ChildCommand command() {
        return command;
    }

    /** The child's process id. */
    int pid() {
        return pid;
    }

    @Override
    public void send(M message, long deadlineNanos) {
        if (brokenPipe || fdClosed) {
            return;
        }
        byte[] bytes = codec.encoder().apply(message);
        int sent = 0;
        try {
            while (sent < bytes.length) {
                int n = posix.send(fd, bytes, sent, bytes.length - sent);
                sent += n;
                if (n == 0 && !posix.poll(fd, Posix.POLLOUT, millisUntil(deadlineNanos))) {
                    brokenPipe = true; // never reads: its next receive times out
                    return;
                }
            }
        } catch (PosixException e) {
            brokenPipe = true; // EPIPE / ECONNRESET: the end of stream will tell the rest
        }
    }

    /**
     * Waits for the response in {@code poll}, looking every {@link #EXIT_CHECK_MILLIS} ms whether the child is still
     * there: a child that has ended cannot answer any more, even when a grandchild still holds its socket (so no end
     * of stream comes), and that is acted on at once instead of after the deadline. Whatever the child wrote before
     * it ended is read first.
     */
    @Override
    public Reply<R> receive(long deadlineNanos) {
        if (fdClosed) {
            return ended(Reply.Reason.CLOSED, "connection already closed");
        }
        try {
            boolean childEnded = false;
            while (!reader.complete()) {
                int before = reader.filled();
                if (!reader.readFrom(source)) {
                    return ended(Reply.Reason.CLOSED, "closed the connection without a response");
                }
                if (reader.filled() != before) {
                    continue;
                }
                if (childEnded) {
                    return endedWithSocketHeld();
                }
                if (!posix.poll(fd, Posix.POLLIN, Math.min(EXIT_CHECK_MILLIS, millisUntil(deadlineNanos)))) {
                    if (millisUntil(deadlineNanos) == 0) {
                        return ended(Reply.Reason.TIMEOUT, timeoutDetail(deadlineNanos));
                    }
                    childEnded = posix.hasEnded(pid); // one more read: what it wrote before it ended
                }
            }
            return new Reply.Answer<>(codec.decoder().decode(reader.take()));
        } catch (TruncatedMessageException e) {
            return ended(Reply.Reason.TRUNCATED, "sent a truncated response: " + e.getMessage());
        } catch (MalformedMessageException e) {
            return ended(Reply.Reason.MALFORMED, "sent a malformed " + codec.responseName() + ": " + e.getMessage());
        } catch (java.io.IOException e) {
            return ended(Reply.Reason.FAILED, "connection failed: " + e.getMessage());
        }
    }

    /** The child ended without a whole response while another process (a grandchild) keeps its socket open. */
    private Reply<R> endedWithSocketHeld() {
        int received = reader.filled();
        if (received == 0) {
            return ended(Reply.Reason.CLOSED, "ended without a response (its socket is still held by another process)");
        }
        return ended(Reply.Reason.TRUNCATED, "sent a truncated response: ended after " + received + " of "
                + codec.responseSize() + " bytes of a " + codec.responseName());
    }

    private String timeoutDetail(long deadlineNanos) {
        return reader.filled() == 0 ? "sent no response in time"
                : "sent only " + reader.filled() + " of " + codec.responseSize() + " bytes of a " + codec.responseName()
                + " in time";
    }

    private Reply<R> ended(Reply.Reason reason, String detail) {
        return new Reply.Ended<>(reason, detail);
    }

    /**
     * Ends the conversation as the C worlds do, keeping the socket open until the child is reaped, so a child that
     * writes once more after game_over is not killed by SIGPIPE: the world only shuts down its sending side (the
     * child reads end of stream after its last message), waits for the child to exit, kills it with SIGKILL after
     * the grace period, reaps it, and only then closes the descriptor.
     */
    @Override
    public ExitReport close(long graceNanos) {
        if (exit != null) {
            return exit;
        }
        hangUp();
        long deadline = System.nanoTime() + graceNanos;
        try {
            ExitStatus status = posix.waitpid(pid, true);
            long pause = 1;
            while (status == null && System.nanoTime() - deadline < 0) {
                TimeUnit.MILLISECONDS.sleep(Math.min(pause, Math.max(1, millisUntil(deadline))));
                pause = Math.min(pause * 2, 20);
                status = posix.waitpid(pid, true);
            }
            exit = status != null ? report(status, false) : killAndReap();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exit = killAndReap();
        } catch (PosixException e) {
            exit = ExitReport.exited(-1); // not our child any more (ECHILD): nothing left to reap
        }
        reaped = true;
        closeDescriptor();
        LOG.debug("reaped {} (pid {}): {}", command, pid, exit.describe());
        return exit;
    }

    /** No more messages: the child reads end of stream, while what it still writes is accepted (no SIGPIPE). */
    private void hangUp() {
        if (!fdClosed) {
            try {
                posix.shutdown(fd, Posix.SHUT_WR);
            } catch (PosixException e) {
                // ENOTCONN: the child's end is gone already; nothing to tell it
            }
        }
    }

    /**
     * From any thread (a shutdown hook): kills the child with SIGKILL and reaps it, unless it is reaped already.
     * Leaves the descriptor alone, so a world thread still using it sees at most the end of the conversation.
     */
    void abort() {
        if (!reaped) {
            killAndReap();
            reaped = true;
        }
    }

    private ExitReport killAndReap() {
        try {
            posix.kill(pid, Posix.SIGKILL);
            return report(posix.waitpid(pid, false), true);
        } catch (PosixException e) {
            return ExitReport.exited(-1);
        }
    }

    private static ExitReport report(ExitStatus status, boolean killedByWorld) {
        return status.exited() ? ExitReport.exited(status.code())
                : ExitReport.signalled(status.signal(), killedByWorld && status.signal() == Posix.SIGKILL);
    }

    private void closeDescriptor() {
        if (!fdClosed) {
            fdClosed = true;
            try {
                posix.close(fd);
            } catch (PosixException e) {
                // already gone; nothing to release
            }
        }
    }

    private static int millisUntil(long deadlineNanos) {
        long nanos = deadlineNanos - System.nanoTime();
        return nanos <= 0 ? 0 : (int) Math.min(Integer.MAX_VALUE, (nanos + 999_999) / 1_000_000);
    }
}
