package io.github.retrokit.austerity.hub;

import io.github.retrokit.austerity.posix.Posix;
import io.github.retrokit.austerity.posix.PosixException;
import java.util.List;

/** Waits for every player to exit within a grace period, SIGKILLs the rest, and reaps them all. */
final class Reaper {
    private static final long POLL_MILLIS = 5;

    private final Posix posix;
    private final long graceMillis;

    Reaper(Posix posix, long graceMillis) {
        this.posix = posix;
        this.graceMillis = graceMillis;
    }

    void reap(List<Seat> seats) {
        long deadline = System.nanoTime() + graceMillis * 1_000_000L;
        while (reapExited(seats) && System.nanoTime() < deadline) {
            pause();
        }
        for (Seat seat : seats) {
            if (!seat.isReaped()) {
                kill(seat);
            }
        }
    }

    /** Reaps every player that has exited; true while some still run. */
    private boolean reapExited(List<Seat> seats) {
        boolean running = false;
        for (Seat seat : seats) {
            seat.pollExit(posix);
            running |= !seat.isReaped();
        }
        return running;
    }

    private void kill(Seat seat) {
        try {
            posix.kill(seat.pid(), Posix.SIGKILL);
        } catch (PosixException e) {
            // it exited just now: waitpid below still reaps it
        }
        try {
            seat.reaped(posix.waitFor(seat.pid()));
        } catch (PosixException e) {
            seat.reaped(null);
        }
    }

    private static void pause() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
