package io.github.retrokit.mips.run;

import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.cpu.InvalidPcException;
import io.github.retrokit.mips.cpu.MipsException;
import io.github.retrokit.mips.cpu.ProgramExit;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.syscall.FileLimitExceeded;
import io.github.retrokit.mips.memory.DeviceBus;
import io.github.retrokit.mips.syscall.OutputLimitExceeded;
import io.github.retrokit.mips.syscall.SyscallContext;
import io.github.retrokit.mips.syscall.WallClockExceeded;
import java.util.Optional;

/**
 * How a machine's program runs and ends: in chunks of the fast interpreter or one observed instruction at a
 * time, paused at the stop address, cut off by the {@link Limits}, and turned into the final
 * {@link RunResult} (which later calls return again).
 */
final class Execution {
    /** Instructions between two looks at the wall clock (exceptions and syscalls look at every one). */
    private static final long CHUNK = 1 << 20;
    private static final int NO_STOP = -1;

    private final Cpu cpu;
    private final ProgramImage image;
    private final MachineOptions options;
    private final SyscallContext context;
    private final Listeners listeners;
    private int stopPc = NO_STOP;
    private boolean stopSet;
    private RunResult finished;

    Execution(Cpu cpu, ProgramImage image, MachineOptions options, SyscallContext context, Listeners listeners) {
        this.cpu = cpu;
        this.image = image;
        this.options = options;
        this.context = context;
        this.listeners = listeners;
        cpu.setLimitCheck(context::checkDeadline);
    }

    void stopWhenPcEquals(int address) {
        stopPc = address;
        stopSet = true;
    }

    void clearStop() {
        stopPc = NO_STOP;
        stopSet = false;
    }

    /** Forgets the final result: the machine was put back into an earlier state. */
    void resume() {
        finished = null;
    }

    /** See {@link Machine#run()}. */
    RunResult run() {
        return runFor(Long.MAX_VALUE);
    }

    /** See {@link Machine#runFor(long)}. */
    RunResult runFor(long count) {
        if (finished != null) {
            return finished;
        }
        Limits limits = options.limits();
        long deadline = limits.wallClock() == null ? Long.MAX_VALUE : System.nanoTime() + limits.wallClock().toNanos();
        context.setDeadline(deadline);
        long end = count >= Long.MAX_VALUE - cpu.steps() ? Long.MAX_VALUE : cpu.steps() + count;
        while (true) {
            long remaining = limits.maxInstructions() - cpu.steps();
            if (remaining <= 0) {
                return instructionLimit();
            }
            if (cpu.steps() >= end) {
                return new RunResult.Paused(cpu.pc(), cpu.steps());
            }
            long chunk = Math.min(Math.min(remaining, end - cpu.steps()), CHUNK);
            RunResult result = listeners.observed() ? runObserved(chunk) : runChunk(chunk);
            if (result != null) {
                return result;
            }
            if (System.nanoTime() - deadline > 0) {
                return wallClockLimit();
            }
        }
    }

    /** See {@link Machine#step()}. */
    RunResult step() {
        if (finished != null) {
            return finished;
        }
        if (cpu.steps() >= options.limits().maxInstructions()) {
            return instructionLimit();
        }
        RunResult result = runObserved(1);
        return result != null ? result : new RunResult.Paused(cpu.pc(), cpu.steps());
    }

    private RunResult wallClockLimit() {
        return finish(new RunResult.LimitReached(RunResult.Limit.WALL_CLOCK,
                "wall-clock limit of " + options.limits().wallClock().toMillis() + " ms exceeded", cpu.pc(), cpu.steps()));
    }

    private RunResult instructionLimit() {
        long max = options.limits().maxInstructions();
        return finish(new RunResult.LimitReached(RunResult.Limit.INSTRUCTIONS,
                "instruction limit of " + max + " reached", cpu.pc(), cpu.steps()));
    }

    private RunResult runObserved(long budget) {
        RegisterSnapshot snapshot = listeners.registerSnapshot();
        for (long i = 0; i < budget; i++) {
            int pc = cpu.pc();
            if (stopSet && pc == stopPc) {
                return new RunResult.Stopped(pc, cpu.steps());
            }
            listeners.beforeInstruction(pc);
            if (snapshot != null) {
                snapshot.take(cpu);
            }
            RunResult result = runChunk(1);
            if (snapshot != null) {
                listeners.reportRegisters(snapshot, pc);
            }
            if (result != null) {
                return result;
            }
        }
        return null;
    }

    /** Runs up to {@code budget} instructions; null if the budget ran out with the program still going. */
    private RunResult runChunk(long budget) {
        DeviceBus bus = cpu.memory().devices();
        if (bus != null) {
            long now = cpu.steps();
            int requests = bus.tick(now);
            if (requests != 0 && cpu.interrupt(requests)) {
                bus.interruptTaken();
            }
            if (bus.stopRequest() != null) {
                return finish(new RunResult.LimitReached(RunResult.Limit.DEVICE, bus.stopRequest(), cpu.pc(), now));
            }
            budget = Math.min(budget, Math.max(1, bus.nextEvent(now) - now));
        }
        try {
            switch (cpu.run(budget, stopPc)) {
                case AT_PC:
                    if (stopSet) {
                        return new RunResult.Stopped(cpu.pc(), cpu.steps());
                    }
                    throw new InvalidPcException(cpu.pc());
                case DROPPED_OFF:
                    return finish(new RunResult.DroppedOff(cpu.pc(), cpu.steps()));
                default:
                    return null;
            }
        } catch (ProgramExit e) {
            return finish(new RunResult.Exited(e.code(), cpu.steps()));
        } catch (MipsException e) {
            int pc = cpu.pc();
            return finish(new RunResult.RuntimeError(e.getMessage(), pc, image.sourceLine(pc), e.cause(), false,
                    cpu.steps()));
        } catch (InvalidPcException e) {
            return finish(new RunResult.RuntimeError(e.getMessage(), e.pc(), Optional.empty(),
                    MipsException.ADDRESS_LOAD, true, cpu.steps()));
        } catch (WallClockExceeded e) {
            return wallClockLimit();
        } catch (OutputLimitExceeded e) {
            return finish(new RunResult.LimitReached(RunResult.Limit.OUTPUT, e.getMessage(), cpu.pc(), cpu.steps()));
        } catch (FileLimitExceeded e) {
            return finish(new RunResult.LimitReached(RunResult.Limit.FILE_OUTPUT, e.getMessage(), cpu.pc(), cpu.steps()));
        }
    }

    private RunResult finish(RunResult result) {
        finished = result;
        context.finish();
        return result;
    }
}
