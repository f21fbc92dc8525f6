package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.internal.Internals;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.MachineState;
import io.github.retrokit.mips.run.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A machine whose whole run can be revisited: {@link #goTo(long)} puts it back at any instruction count
 * reached so far — registers, memory, HI/LO, FPU, heap top, device states — and running forward again
 * reproduces exactly what happened.
 *
 * <p>How: a {@link MachineState} checkpoint every {@link #interval()} instructions (the first at the start),
 * and deterministic re-execution from the nearest one. Syscalls are recorded the first time they run and
 * replayed from the log afterwards ({@link RecordingSyscalls}), so input already consumed is replayed, not
 * read again, output already printed is not printed again, and files are not touched again; the console,
 * open files and their positions stay where the furthest run left them ({@link #frontier()}).
 *
 * <p>Memory is bounded: at most {@code maxCheckpoints} checkpoints; when there would be more, every other
 * one is dropped (never the first) and the interval doubles, so a run of any length keeps at most that many,
 * spread evenly, and going back costs at most two intervals of re-execution. Each checkpoint costs the
 * memory pages that changed since the previous one ({@link #checkpointBytes()}): at most 64 times the memory
 * the program uses. Time is bounded too: {@link #start(ProgramImage, MachineOptions, Consumer)} doubles the
 * interval whenever taking a checkpoint took more than 2 % of the execution time since the previous one, so
 * recording costs a few per cent even in the translating tier.
 */
public final class TimeTravel {
    /** Default interval between checkpoints, in instructions (2^20). */
    public static final long DEFAULT_INTERVAL = 1 << 20;
    /** Default maximum number of checkpoints. */
    public static final int DEFAULT_MAX_CHECKPOINTS = 64;
    /** The adaptive interval keeps a checkpoint's time under 1/50 of the execution time between two. */
    private static final long MAX_COST_RATIO = 50;

    private record Checkpoint(MachineState state, int syscalls) { }

    private final Machine machine;
    private final RecordingSyscalls syscalls = new RecordingSyscalls();
    private final ReplayConsole console;
    private final List<Checkpoint> checkpoints = new ArrayList<>();
    private final int maxCheckpoints;
    private long interval;
    private long frontier;
    private final boolean adaptive;
    /** Time spent executing since the last checkpoint, for the adaptive interval. */
    private long runNanos;

    private TimeTravel(ProgramImage image, MachineOptions options, Consumer<Machine> setup, long interval,
                       int maxCheckpoints, boolean adaptive) {
        if (interval < 1 || maxCheckpoints < 2) {
            throw new IllegalArgumentException("interval must be >= 1 and maxCheckpoints >= 2");
        }
        this.console = new ReplayConsole(options.console());
        this.machine = Machine.load(image, options.withConsole(console).withSyscalls(syscalls.wrap(options.syscalls())));
        setup.accept(machine);
        this.interval = interval;
        this.maxCheckpoints = maxCheckpoints;
        this.adaptive = adaptive;
        checkpoints.add(new Checkpoint(machine.saveState(null), 0));
    }

    /**
     * A recorded machine for {@code image}; {@code setup} maps devices (or adds listeners) before the first
     * checkpoint.
     *
     * @param image the assembled program
     * @param options the options
     * @param setup the call's set-up
     * @return a recorded machine for {@code image}; {@code setup} maps devices (or adds listeners) before the first
     */
    public static TimeTravel start(ProgramImage image, MachineOptions options, Consumer<Machine> setup) {
        return new TimeTravel(image, options, setup, DEFAULT_INTERVAL, DEFAULT_MAX_CHECKPOINTS, true);
    }

    /**
     * As {@link #start} with a chosen first interval and checkpoint count, and an interval that changes only
     * by thinning (not by the time checkpoints take): the same checkpoints on every run.
     *
     * @param image the assembled program
     * @param options the options
     * @param setup the call's set-up
     * @param interval how often
     * @param maxCheckpoints the most checkpoints kept
     * @return as {@link #start} with a chosen first interval and checkpoint count, and an interval that changes only
     */
    public static TimeTravel start(ProgramImage image, MachineOptions options, Consumer<Machine> setup,
                                   long interval, int maxCheckpoints) {
        return new TimeTravel(image, options, setup, interval, maxCheckpoints, false);
    }

    /** {@return the machine (read its state freely; run it only through this object)} */
    public Machine machine() { return machine; }

    /** {@return instructions executed in the present point of history} */
    public long now() { return machine.instructionCount(); }

    /** {@return the furthest instruction count reached so far} */
    public long frontier() { return Math.max(frontier, now()); }

    /** {@return instructions between checkpoints now} */
    public long interval() { return interval; }

    /** {@return checkpoints kept} */
    public int checkpoints() { return checkpoints.size(); }

    /** {@return memory held by the checkpoints' page copies, in bytes (shared pages counted once)} */
    public long checkpointBytes() {
        java.util.Set<Object> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        long bytes = 0;
        for (Checkpoint c : checkpoints) {
            bytes += Internals.memory(c.state).distinctBytes(seen);
        }
        return bytes;
    }

    /**
     * Runs at most {@code count} instructions forward (fewer if the program ends), taking checkpoints on the
     * way; already executed history is re-executed silently. Returns {@link RunResult.Paused} if the program
     * can go on.
     *
     * @param count how many
     * @return {@code Paused} if the program can go on, else how it ended
     */
    public RunResult runFor(long count) {
        long end = count >= Long.MAX_VALUE - now() ? Long.MAX_VALUE : now() + count;
        RunResult result = new RunResult.Paused(machine.pc(), now());
        while (now() < end) {
            long slice = Math.min(end, nextCheckpoint()) - now();
            if (now() < frontier) {
                slice = Math.min(slice, frontier - now());
            }
            console.muted = now() < frontier;
            long start = System.nanoTime();
            result = machine.runFor(slice);
            runNanos += System.nanoTime() - start;
            afterRun();
            if (result.isFinal() || result instanceof RunResult.Stopped) {
                return result;
            }
        }
        return result;
    }

    /**
     * Executes one instruction (instruction listeners see it).
     *
     * @return {@code Paused} if the program can go on, else how it ended
     */
    public RunResult step() {
        console.muted = now() < frontier;
        RunResult result = machine.step();
        afterRun();
        return result;
    }

    private long nextCheckpoint() {
        long last = checkpoints.get(checkpoints.size() - 1).state.instructionCount();
        return Math.max(last + interval, now() + 1);
    }

    private void afterRun() {
        console.muted = false;
        frontier = Math.max(frontier, now());
        long last = checkpoints.get(checkpoints.size() - 1).state.instructionCount();
        if (now() >= last + interval && now() == frontier) {
            checkpoint();
        }
    }

    private void checkpoint() {
        long start = System.nanoTime();
        MachineState previous = checkpoints.get(checkpoints.size() - 1).state;
        checkpoints.add(new Checkpoint(machine.saveState(previous), syscalls.position()));
        if (adaptive && (System.nanoTime() - start) * MAX_COST_RATIO > runNanos) {
            interval *= 2; // a checkpoint took more than 2 % of the execution since the last one
        }
        runNanos = 0;
        if (checkpoints.size() > maxCheckpoints) {
            List<Checkpoint> kept = new ArrayList<>();
            for (int i = 0; i < checkpoints.size(); i++) {
                if (i % 2 == 0 || i == checkpoints.size() - 1) {
                    kept.add(checkpoints.get(i));
                }
            }
            checkpoints.clear();
            checkpoints.addAll(kept);
            interval *= 2;
        }
    }

    /**
     * Puts the machine at instruction count {@code target} of this run's history (0 is the start). Going
     * forward past the frontier executes the program live.
     *
     * @return the result of the last instructions re-executed ({@link RunResult.Paused} at the target, or how
     *         the program ended before reaching it)
     * @param target the target
     */
    public RunResult goTo(long target) {
        if (target < 0) {
            throw new IllegalArgumentException("instruction count " + target + " is before the start");
        }
        Checkpoint from = checkpoints.get(0);
        for (Checkpoint c : checkpoints) {
            if (c.state.instructionCount() <= target) {
                from = c;
            }
        }
        if (target < now() || from.state.instructionCount() > now()) { // back, or a jump forward in history
            machine.restoreState(from.state);
            syscalls.setPosition(from.syscalls);
        }
        return target > now() ? runFor(target - now()) : new RunResult.Paused(machine.pc(), now());
    }

    /**
     * Steps back {@code count} instructions (to the start at most).
     *
     * @param count how many
     * @return the machine's state there, as a paused result
     */
    public RunResult back(long count) {
        return goTo(Math.max(0, now() - count));
    }
}
