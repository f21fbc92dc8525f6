package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.run.Machine;
import java.util.Arrays;
import java.util.Locale;

/**
 * Stop after an instruction that changed a register or a word of a memory range.
 *
 * @param id    the number the user deletes it by
 * @param what  as the user wrote it: {@code $t0}, {@code hi}, {@code count}, {@code 0x10010000-0x1001000c}
 * @param words for memory: the first word address and the number of words; for a register: null
 * @param register the watched register's {@link DebugExpression}, for registers
 */
public record Watchpoint(int id, String what, int[] words, DebugExpression register) {
    /** The watched values now. */
    int[] values(Machine machine) {
        if (words == null) {
            return new int[] {register.evaluate(machine)};
        }
        int[] values = new int[words[1]];
        for (int i = 0; i < values.length; i++) {
            values[i] = machine.readWord(words[0] + 4 * i);
        }
        return values;
    }

    /** The change from {@code before} to {@code after}, described, or null if none. */
    String change(int[] before, int[] after) {
        if (Arrays.equals(before, after)) {
            return null;
        }
        for (int i = 0; i < before.length; i++) {
            if (before[i] != after[i]) {
                String name = words == null ? what : String.format("0x%08x", words[0] + 4 * i);
                return String.format(Locale.US, "Watchpoint %d: %s changed from %d (0x%08x) to %d (0x%08x)", id, name,
                        before[i], before[i], after[i], after[i]);
            }
        }
        return null;
    }

    /** {@return the line {@code info breakpoints} shows, e.g. {@code 2  watch $t0}} */
    public String describe() {
        return id + "  watch " + what;
    }
}
