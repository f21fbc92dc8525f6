package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.run.Machine;

/**
 * Stop before executing the instruction at {@code address}, if {@code condition} (null: always) holds.
 *
 * @param id        the number the user deletes it by
 * @param address   a text address
 * @param where     the location as the user wrote it
 * @param condition null, or when to stop
 */
public record Breakpoint(int id, int address, String where, BreakCondition condition) {
    /** True if the machine, about to execute {@code address}, should stop here. */
    boolean hits(Machine machine) {
        return machine.pc() == address && (condition == null || condition.holds(machine));
    }

    /** {@return the line {@code info breakpoints} shows, e.g. {@code 1  0x00400010  loop  if $t0 == 5}} */
    public String describe() {
        return String.format(java.util.Locale.US, "%d  0x%08x  %s%s", id, address, where,
                condition == null ? "" : "  if " + condition.text());
    }
}
