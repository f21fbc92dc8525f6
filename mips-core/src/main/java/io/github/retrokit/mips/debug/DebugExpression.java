package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.RegisterNames;
import java.util.OptionalInt;
import java.util.function.ToIntFunction;

/**
 * A value a debugger user names: a register ({@code $t0}, {@code $8}, {@code $f2}, {@code hi}, {@code lo},
 * {@code pc}), a number ({@code 42}, {@code -1}, {@code 0x10010000}, {@code 'a'}), a label (its address), or
 * the memory word at one of these ({@code *label}, {@code *0x10010000}, {@code *$sp}).
 */
public record DebugExpression(String text, ToIntFunction<Machine> value) {
    /**
     * The value in {@code machine} now.
     *
     * @param machine the machine
     * @return the value in {@code machine} now
     */
    public int evaluate(Machine machine) { return value.applyAsInt(machine); }

    /**
     * Parses {@code text}.
     *
     * @throws IllegalArgumentException naming what is not understood
     * @param text the text
     * @param image the assembled program
     * @return the expression
     */
    public static DebugExpression parse(String text, ProgramImage image) {
        String t = text.strip();
        if (t.startsWith("*")) {
            DebugExpression address = parse(t.substring(1), image);
            return new DebugExpression(t, m -> m.readWord(address.evaluate(m)));
        }
        return new DebugExpression(t, operand(t, image));
    }

    private static ToIntFunction<Machine> operand(String t, ProgramImage image) {
        switch (t.toLowerCase()) {
            case "hi", "$hi": return Machine::hi;
            case "lo", "$lo": return Machine::lo;
            case "pc", "$pc": return Machine::pc;
            default: break;
        }
        if (t.matches("\\$f([0-9]|[12][0-9]|3[01])")) {
            int n = Integer.parseInt(t.substring(2));
            return m -> m.fpr(n);
        }
        if (t.startsWith("$")) {
            int n = register(t);
            return m -> m.register(n);
        }
        if (t.length() == 3 && t.charAt(0) == '\'' && t.charAt(2) == '\'') {
            int c = t.charAt(1);
            return m -> c;
        }
        try {
            int n = (int) (long) Long.decode(t);
            return m -> n;
        } catch (NumberFormatException e) {
            // a label?
        }
        OptionalInt address = image.address(t);
        if (address.isPresent()) {
            int a = address.getAsInt();
            return m -> a;
        }
        throw new IllegalArgumentException("'" + t + "' is no register, number or label");
    }

    private static int register(String t) {
        try {
            return RegisterNames.number(t);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + t + "' is no register");
        }
    }
}
