package io.github.retrokit.rogue.transport;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * An in-process child on a thread of its own, so the world's deadline bounds it like a process: a message is
 * handed to the thread when it is sent, the world waits for the answer no later than the deadline, and an entity
 * that misses it is interrupted and reported like a silent child. An entity that ignores the interrupt cannot be
 * stopped by Java; its (daemon) thread is left running and a warning is logged.
 */
final class ThreadedPeer<M, R> extends EntityPeer<M, R> {

    private static final Logger LOG = LoggerFactory.getLogger(ThreadedPeer.class);
    private static final long STOP_WAIT_MILLIS = 200;

    private final ExecutorService thread;
    private Future<Optional<R>> answer;
    private boolean interrupted;
    private ExitReport exit;

    ThreadedPeer(ChildCommand command, R ready, Function<M, Optional<R>> entity) {
        super(command, ready, entity);
        this.thread = Executors.newSingleThreadExecutor(task -> {
            Thread t = new Thread(task, "rogue in-process " + command);
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public void send(M message, long deadlineNanos) {
        if (!ended && answer == null) {
            answer = thread.submit(() -> entity.apply(message));
        }
    }

    @Override
    boolean hasPending() {
        return answer != null;
    }

    @Override
    Reply<R> answer(long deadlineNanos) {
        Future<Optional<R>> pending = answer;
        answer = null;
        try {
            return replied(pending.get(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS));
        } catch (TimeoutException e) {
            stop(pending);
            return new Reply.Ended<>(Reply.Reason.TIMEOUT, "sent no response in time");
        } catch (ExecutionException e) {
            return failed(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop(pending);
            return new Reply.Ended<>(Reply.Reason.FAILED, "the world was interrupted while waiting");
        }
    }

    private void stop(Future<?> pending) {
        ended = true;
        interrupted = true;
        pending.cancel(true);
    }

    /** Lets the entity see its last message (game over) within the grace period, then ends its thread. */
    @Override
    public ExitReport close(long graceNanos) {
        if (exit != null) {
            return exit;
        }
        if (!ended && answer != null) {
            try {
                answer.get(graceNanos, TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                stop(answer);
            } catch (ExecutionException e) {
                // it was ending anyway
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop(answer);
            }
        }
        ended = true;
        answer = null;
        thread.shutdownNow();
        boolean stopped = awaitStop();
        if (!stopped) {
            LOG.warn("in-process {} ignored the interrupt; its thread is left running", command());
        }
        exit = interrupted ? ExitReport.INTERRUPTED : ExitReport.CLEAN;
        return exit;
    }

    private boolean awaitStop() {
        try {
            return thread.awaitTermination(STOP_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
