package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.debug.Stop.Reason;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.SourceLine;
import io.github.retrokit.mips.image.Symbol;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * A debugger for one program, on a {@link TimeTravel} machine: breakpoints (address, label or file:line, with
 * an optional {@link BreakCondition}), watchpoints on registers and memory ranges, step, step over calls, step out,
 * continue, run to an address, and the same backwards: step back any number of instructions and continue
 * backwards to the previous breakpoint or watchpoint hit. Every command returns a {@link Stop} saying why.
 *
 * <p>With no breakpoint or watchpoint set, {@link #resume()} runs at full speed; otherwise the machine steps
 * one instruction at a time and checks them after each.
 */
public final class Debugger {
    private final TimeTravel travel;
    private final Machine machine;
    private final ProgramImage image;
    private final TreeMap<Integer, Breakpoint> breakpoints = new TreeMap<>();
    private final TreeMap<Integer, Watchpoint> watchpoints = new TreeMap<>();
    private int nextId = 1;

    /**
     * A debugger driving {@code travel}'s machine.
     *
     * @param travel the recorded run
     */
    public Debugger(TimeTravel travel) {
        this.travel = travel;
        this.machine = travel.machine();
        this.image = machine.image();
    }

    /** {@return the machine (read it freely; run it through this debugger)} */
    public Machine machine() { return machine; }

    /** {@return the time-travel recorder} */
    public TimeTravel travel() { return travel; }

    // ------------------------------------------------------------------ breakpoints and watchpoints

    /**
     * Sets a breakpoint at {@code location} ({@link Location}), stopping only when {@code condition} holds
     * (null or blank: always).
     *
     * @throws IllegalArgumentException for an unknown location or a bad condition
     * @param location where
     * @param condition the condition, or null for none
     * @return the new breakpoint, with its number
     */
    public Breakpoint addBreakpoint(String location, String condition) {
        int address = Location.resolve(location, image);
        BreakCondition c = condition == null || condition.isBlank() ? null : BreakCondition.parse(condition, image);
        Breakpoint b = new Breakpoint(nextId++, address, location.strip(), c);
        breakpoints.put(b.id(), b);
        return b;
    }

    /**
     * Watches a register ({@code $t0}, {@code hi}, {@code $f2}), a label's word, an address's word, or the
     * words of {@code A-B} (inclusive, word-aligned).
     *
     * @throws IllegalArgumentException for something that cannot be watched
     * @param what what
     * @return watches a register ({@code $t0}, {@code hi}, {@code $f2}), a label's word, an address's word, or the
     */
    public Watchpoint addWatchpoint(String what) {
        String t = what.strip();
        Watchpoint w;
        int dash = t.indexOf('-', 1);
        if (t.startsWith("$") || t.equalsIgnoreCase("hi") || t.equalsIgnoreCase("lo")) {
            w = new Watchpoint(nextId, t, null, DebugExpression.parse(t, image));
        } else if (dash > 0) {
            int low = DebugExpression.parse(t.substring(0, dash), image).evaluate(machine) & ~3;
            int high = DebugExpression.parse(t.substring(dash + 1), image).evaluate(machine) & ~3;
            if (Integer.compareUnsigned(low, high) > 0 || Integer.toUnsignedLong(high) - Integer.toUnsignedLong(low) > 4096) {
                throw new IllegalArgumentException("watch range '" + t + "' must be A-B with A <= B, at most 4 KiB");
            }
            w = new Watchpoint(nextId, t, new int[] {low, (high - low) / 4 + 1}, null);
        } else {
            int address = DebugExpression.parse(t, image).evaluate(machine) & ~3;
            w = new Watchpoint(nextId, t, new int[] {address, 1}, null);
        }
        nextId++;
        watchpoints.put(w.id(), w);
        return w;
    }

    /**
     * Deletes breakpoint or watchpoint {@code id}; false if there is none.
     *
     * @param id the breakpoint's or watchpoint's number
     * @return deletes breakpoint or watchpoint {@code id}; false if there is none
     */
    public boolean delete(int id) {
        return breakpoints.remove(id) != null || watchpoints.remove(id) != null;
    }

    /** Deletes all breakpoints and watchpoints. */
    public void deleteAll() {
        breakpoints.clear();
        watchpoints.clear();
    }

    /** {@return the breakpoints, by id} */
    public List<Breakpoint> breakpoints() { return List.copyOf(breakpoints.values()); }

    /** {@return the watchpoints, by id} */
    public List<Watchpoint> watchpoints() { return List.copyOf(watchpoints.values()); }

    // ------------------------------------------------------------------ forward

    /**
     * Executes {@code count} instructions (stopping early at breakpoints, watchpoints or the end).
     *
     * @param count how many
     * @return where and why the program stopped
     */
    public Stop step(long count) {
        return forward(count, null, Reason.STEP, "");
    }

    /**
     * Like {@link #step} but a call ({@code jal}, {@code jalr}, {@code bgezal}, {@code bltzal}) runs to its return.
     *
     * @return where and why the program stopped
     */
    public Stop stepOver() {
        int pc = machine.pc();
        if (!isCall(machine.readWord(pc))) {
            return forward(1, null, Reason.STEPPED_OVER, "");
        }
        int back = pc + (image.delayedBranching() ? 8 : 4);
        int sp = machine.register(29);
        return forward(Long.MAX_VALUE, m -> m.pc() == back && Integer.compareUnsigned(m.register(29), sp) >= 0,
                Reason.STEPPED_OVER, "");
    }

    /**
     * Runs until the current function returns to the address in {@code $ra} (with the stack no deeper).
     *
     * @return where and why the program stopped
     */
    public Stop stepOut() {
        int ra = machine.register(31);
        int sp = machine.register(29);
        return forward(Long.MAX_VALUE, m -> m.pc() == ra && Integer.compareUnsigned(m.register(29), sp) >= 0,
                Reason.RETURNED, String.format("returned to 0x%08x", ra));
    }

    /**
     * Runs until a breakpoint, a watchpoint or the end.
     *
     * @return where and why the program stopped
     */
    public Stop resume() {
        return forward(Long.MAX_VALUE, null, Reason.ENDED, "");
    }

    /**
     * Runs until the instruction at {@code location} is about to execute (or a breakpoint, or the end).
     *
     * @param location where
     * @return where and why the program stopped
     */
    public Stop runTo(String location) {
        int address = Location.resolve(location, image);
        return forward(Long.MAX_VALUE, m -> m.pc() == address, Reason.REACHED, "reached " + where(address));
    }

    private Stop forward(long count, Predicate<Machine> target, Reason reason, String detail) {
        if (breakpoints.isEmpty() && watchpoints.isEmpty() && target == null) {
            RunResult result = travel.runFor(count);
            return result.isFinal() ? ended(result) : stop(reason, detail);
        }
        List<int[]> watched = watchedValues();
        for (long i = 0; i < count; i++) {
            RunResult result = travel.step();
            if (result.isFinal()) {
                return ended(result);
            }
            String change = watchChange(watched);
            if (change != null) {
                return stop(Reason.WATCHPOINT, change);
            }
            if (target != null && target.test(machine)) {
                return stop(reason, detail);
            }
            Breakpoint hit = breakpointHit();
            if (hit != null) {
                return stop(Reason.BREAKPOINT, "Breakpoint " + hit.id() + ", " + where(hit.address()));
            }
        }
        return stop(reason, detail);
    }

    private List<int[]> watchedValues() {
        List<int[]> values = new ArrayList<>();
        for (Watchpoint w : watchpoints.values()) {
            values.add(w.values(machine));
        }
        return values;
    }

    /** The first watchpoint whose values differ from {@code watched} (updated to the new values), or null. */
    private String watchChange(List<int[]> watched) {
        int i = 0;
        String change = null;
        for (Watchpoint w : watchpoints.values()) {
            int[] now = w.values(machine);
            if (change == null) {
                change = w.change(watched.get(i), now);
            }
            watched.set(i++, now);
        }
        return change;
    }

    private Breakpoint breakpointHit() {
        for (Breakpoint b : breakpoints.values()) {
            if (b.hits(machine)) {
                return b;
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ backward

    /**
     * Steps back {@code count} instructions (to the start at most); the state is exactly as it was then.
     *
     * @param count how many
     * @return where the program is now
     */
    public Stop back(long count) {
        long target = Math.max(0, travel.now() - count);
        travel.goTo(target);
        return target == 0 ? stop(Reason.AT_START, "at the start of the run") : stop(Reason.WENT_BACK, "");
    }

    /**
     * Goes back to instruction count {@code count} of the run.
     *
     * @param count how many
     * @return where the program is now
     */
    public Stop goTo(long count) {
        RunResult result = travel.goTo(count);
        return result.isFinal() ? ended(result) : stop(Reason.WENT_BACK, "");
    }

    /**
     * Runs backwards to the latest earlier point where a breakpoint would have stopped the program or a
     * watched value changed; to the start if there is none.
     *
     * @return where and why the program stopped
     */
    public Stop reverseResume() {
        long now = travel.now();
        long window = Math.max(1024, travel.interval());
        for (long end = now; end > 0; end -= window) {
            long start = Math.max(0, end - window);
            travel.goTo(start);
            long hit = -1;
            String why = null;
            List<int[]> watched = watchedValues();
            while (travel.now() < end) {
                travel.step();
                String change = watchChange(watched);
                Breakpoint b = breakpointHit();
                if (travel.now() >= now) {
                    break; // only points before the present count
                }
                if (change != null) {
                    hit = travel.now();
                    why = change;
                } else if (b != null) {
                    hit = travel.now();
                    why = "Breakpoint " + b.id() + ", " + where(b.address());
                }
            }
            if (hit >= 0) {
                travel.goTo(hit);
                return stop(why.startsWith("Watch") ? Reason.WATCHPOINT : Reason.BREAKPOINT, why);
            }
        }
        travel.goTo(0);
        return stop(Reason.AT_START, "at the start of the run");
    }

    // ------------------------------------------------------------------ describing

    private Stop stop(Reason reason, String detail) {
        return new Stop(reason, detail, machine.pc(), travel.now(), null);
    }

    private Stop ended(RunResult result) {
        String text;
        if (result instanceof RunResult.Exited e) {
            text = "program exited with code " + e.exitCode();
        } else if (result instanceof RunResult.DroppedOff) {
            text = "program ended (dropped off the bottom)";
        } else if (result instanceof RunResult.RuntimeError e) {
            text = e.marsReport();
        } else if (result instanceof RunResult.LimitReached l) {
            text = l.message();
        } else {
            text = result.toString();
        }
        return new Stop(Reason.ENDED, text, machine.pc(), travel.now(), result);
    }

    /**
     * {@code 0x00400010 <loop> prog.asm:12} for a text address.
     *
     * @param address the address
     * @return {@code 0x00400010 <loop> prog.asm:12} for a text address
     */
    public String where(int address) {
        StringBuilder text = new StringBuilder(String.format("0x%08x", address));
        List<Symbol> labels = image.symbolsAt(address);
        if (!labels.isEmpty()) {
            text.append(" <").append(labels.get(0).name()).append('>');
        }
        Optional<SourceLine> line = image.sourceLine(address);
        line.ifPresent(l -> text.append(' ').append(java.nio.file.Path.of(l.file()).getFileName()).append(':').append(l.line()));
        return text.toString();
    }

    /** True for the word of a call: {@code jal}, {@code jalr}, {@code bgezal}, {@code bltzal}. */
    static boolean isCall(int word) {
        int opcode = word >>> 26;
        return opcode == 3 || opcode == 0 && (word & 0x3f) == 9
                || opcode == 1 && (((word >>> 16) & 31) == 16 || ((word >>> 16) & 31) == 17);
    }
}
