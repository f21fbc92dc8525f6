package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.asm.Token.Kind;
import io.github.retrokit.mips.image.SegmentKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The data directives ({@code .word .half .byte .float .double .ascii .asciiz .space .align}),
 * continuation lines, automatic alignment with label adjustment, and {@code .word label} fix-ups.
 */
final class DataDirectives {
    /** The largest {@code .space} (and {@code .extern}) in bytes. */
    static final int MAX_SPACE = 64 << 20;
    /** Data, {@code .space} and {@code .extern} together (MARS itself backs 4 MiB of each segment). */
    private static final long MAX_TOTAL = 64L << 20;
    /**
     * How many times a repeated item's diagnostic is given: MARS gives it once per repetition and stops listing errors
     * at 200.
     */
    private static final int REPORTED_REPETITIONS = 200;

    private record PendingLabel(String scope, String name) {
    }

    private record Fixup(SegmentKind kind, int address, int width, Token label, Line line, String scope) {
    }

    private final Segments segments;
    private final SymbolTable symbols;
    private final Diagnostics diagnostics;
    private final List<PendingLabel> pending = new ArrayList<>();
    private final List<Fixup> fixups = new ArrayList<>();
    private String continuing;
    private long total;

    DataDirectives(Segments segments, SymbolTable symbols, Diagnostics diagnostics) {
        this.segments = segments;
        this.symbols = symbols;
        this.diagnostics = diagnostics;
    }

    static boolean isDataDirective(String name) {
        return switch (name) {
            case ".word", ".half", ".byte", ".float", ".double", ".ascii", ".asciiz", ".space", ".align" -> true;
            default -> false;
        };
    }

    /** A label was just defined at the current location; it moves if the next item gets aligned. */
    void labelDefined(String scope, String name) {
        if (!segments.currentKind().isText()) {
            pending.add(new PendingLabel(scope, name));
        }
    }

    /** A segment directive or an instruction ends any continuation and pending labels. */
    void interrupt() {
        pending.clear();
        continuing = null;
    }

    /** Handles one data directive ({@link #isDataDirective}). */
    void handle(Line line, Token directive, List<Token> operands, String scope) {
        String name = directive.text().toLowerCase(java.util.Locale.ROOT);
        if (segments.currentKind().isText()) {
            diagnostics.error(line, directive.column(), "\"" + name + "\" directive cannot appear in text segment");
            continuing = null;
            return;
        }
        if (name.equals(".space") || name.equals(".align")) {
            continuing = null;
            spaceOrAlign(line, directive, name, operands);
            return;
        }
        continuing = name;
        if (!operands.isEmpty()) { // MARS takes an empty value or string directive silently, storing nothing
            emit(line, name, operands, scope, true);
        }
    }

    /**
     * {@code .space n} / {@code .align n}: one operand, a non-negative integer (MARS's words at the directive
     * otherwise), within our bounds (64 MiB of space, alignment to 2^16).
     */
    private void spaceOrAlign(Line line, Token directive, String name, List<Token> operands) {
        if (operands.size() != 1) {
            diagnostics.error(line, directive.column(), "\"" + name + "\" requires one operand");
            return;
        }
        Token n = wideDigits(operands.get(0)); // as MARS: 08 is 8, 4294967297 is 1
        if (!n.is(Kind.INTEGER) || n.value() < 0) {
            diagnostics.error(line, directive.column(), "\"" + name + "\" requires a non-negative integer");
        } else if (name.equals(".space")) {
            space(line, n);
        } else {
            align(line, n);
        }
    }

    /** A line starting with a value continues the previous data directive. */
    void continuation(Line line, List<Token> values, String scope) {
        if (continuing == null && !segments.currentKind().isText()) {
            continuing = ".word"; // MARS: a bare value in a data segment with no directive yet is a word
        }
        if (continuing == null || segments.currentKind().isText()) {
            diagnostics.error(line, values.get(0).column(), "\"" + values.get(0) + "\" is not a recognized operator");
            return;
        }
        emit(line, continuing, values, scope, false);
    }

    /** Stores one data line's operands; {@code directive} when they follow the directive on its line. */
    private void emit(Line line, String name, List<Token> operands, String scope, boolean directive) {
        switch (name) {
            case ".word" -> values(line, operands, 4, scope, false, directive);
            case ".half" -> values(line, operands, 2, scope, false, directive);
            case ".byte" -> values(line, operands, 1, scope, false, directive);
            case ".float" -> values(line, operands, 4, null, true, directive);
            case ".double" -> values(line, operands, 8, null, true, directive);
            case ".ascii" -> strings(line, operands, false);
            default -> strings(line, operands, true); // .asciiz (.space and .align never continue a line)
        }
    }

    /**
     * Stores one .word/.half/.byte item {@code repeat} times: an integer, or a label fixed up later (else reports; a
     * mnemonic is no label, as MARS refuses labels spelt as one).
     */
    private void integer(Line line, Token given, int repeat, int width, String scope) {
        if (!placeable(line, given)) {
            return;
        }
        Token value = wideDigits(given);
        SegmentBuilder data = segments.current();
        if (value.is(Kind.INTEGER)) {
            warnIfTruncated(line, value, width, repeat);
            for (int r = 0; r < repeat; r++) {
                data.append(value.value(), width);
            }
            return;
        }
        if (value.is(Kind.IDENT) && !value.isDirective()
                && !InstructionSet.mars().isMnemonic(value.text().toLowerCase(java.util.Locale.ROOT))) {
            for (int r = 0; r < repeat; r++) {
                fixups.add(new Fixup(segments.currentKind(), data.location(), width, value, line, scope));
                data.append(0, width);
            }
            return;
        }
        diagnostics.error(line, value.column(), "\"" + value + "\" is not a valid integer constant or label");
    }

    /** Stores one .float/.double item's IEEE bits {@code repeat} times (else reports). */
    private void real(Line line, Token value, int repeat, int width) {
        double real = realValue(value);
        if (Double.isNaN(real) && !value.is(Kind.REAL)) {
            report(line, value, "\"" + value + "\" is not a valid floating point constant", repeat, true);
            return;
        }
        if (!placeable(line, value)) {
            return;
        }
        if (width == 4 && Math.abs(real) > Float.MAX_VALUE) {
            report(line, value, "\"" + value.text() + "\" is an out-of-range value", repeat, true);
            return;
        }
        long bits = width == 4 ? Float.floatToRawIntBits((float) real) : Double.doubleToRawLongBits(real);
        for (int r = 0; r < repeat; r++) {
            segments.current().append(bits, width);
        }
    }

    /**
     * What a .float/.double item stands for, as MARS reads it: a real; a decimal integer read as a real from its
     * text ({@code 010} is ten, {@code 4294967295} and {@code -0} keep their values); a character's code. NaN for
     * anything else (hex integers included), and for the real {@code NaN}.
     */
    private static double realValue(Token value) {
        if (value.is(Kind.REAL)) {
            return value.real();
        }
        if (!value.is(Kind.INTEGER)) {
            return Double.NaN;
        }
        String text = value.text();
        if (text.startsWith("'")) {
            return value.value();
        }
        int sign = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
        boolean hex = text.startsWith("0x", sign) || text.startsWith("0X", sign);
        return hex ? Double.NaN : Double.parseDouble(text);
    }

    /**
     * Aligns, then stores each item as {@link #real} or {@link #integer} does (a call, not a lambda: the first lambda
     * of a run starts the JVM's invokedynamic machinery); a bad item is reported and the next one still read, as MARS
     * does. MARS's repetition {@code value : count} is a directive's whole operand list ({@link #repeated});
     * elsewhere a ":" is a bad item.
     */
    private void values(Line line, List<Token> operands, int width, String scope, boolean reals, boolean directive) {
        alignForItem(width);
        if (directive && operands.size() == 3 && operands.get(1).is(Kind.COLON)) {
            repeated(line, operands.get(0), operands.get(2), width, reals);
            return;
        }
        for (Token value : operands) {
            if (!withinBudget(line, value, width)) {
                return;
            }
            if (reals) {
                real(line, value, 1, width);
            } else {
                integer(line, value, 1, width, scope);
            }
        }
    }

    /**
     * {@code value : count}, as MARS reads it: the value a number (for .float/.double a real too; an .eqv name for
     * one), the count an integer, else {@code malformed expression} at the value; a count of 0 or less is
     * {@code repetition factor must be positive}. The value's own diagnostics come once per repetition.
     */
    private void repeated(Line line, Token given, Token counted, int width, boolean reals) {
        Token value = reals ? given : wideDigits(given);
        Token count = wideDigits(counted);
        if (!(value.is(Kind.INTEGER) || reals && value.is(Kind.REAL)) || !count.is(Kind.INTEGER)) {
            diagnostics.error(line, value.column(), "malformed expression");
        } else if (count.value() <= 0) {
            diagnostics.error(line, count.column(), "repetition factor must be positive");
        } else if (withinBudget(line, value, (long) count.value() * width)) {
            if (reals) {
                real(line, value, count.value(), width);
            } else {
                integer(line, value, count.value(), width, null);
            }
        }
    }

    /**
     * An integer item, repetition count, {@code .space}/{@code .align} count or {@code .extern} size as MARS reads it
     * ({@link Literals#dataDigits}): digits the lexer took for a real ({@code 99999999999}, {@code 08}) or for an
     * unsigned octal beyond a signed int ({@code 037777777777}) become the integer MARS stores; any other token is
     * returned as it is.
     */
    static Token wideDigits(Token value) {
        if (!value.is(Kind.REAL) && !value.is(Kind.INTEGER)) {
            return value;
        }
        Integer digits = Literals.dataDigits(value.text());
        return digits == null || value.is(Kind.INTEGER) && digits == value.value() ? value
                : Token.integer(value.text(), value.column(), digits);
    }

    /** False (after reporting) if emitting {@code bytes} more would exceed the 64 MiB the assembler allows. */
    boolean withinBudget(Line line, Token at, long bytes) {
        total += bytes;
        if (total > MAX_TOTAL) {
            diagnostics.error(line, at.column(), "the program's data exceeds 64 MiB");
            return false;
        }
        return true;
    }

    private void warnIfTruncated(Line line, Token value, int width, int repeat) {
        int v = value.value();
        if ((width == 1 && (v < -128 || v > 127)) || (width == 2 && (v < -32768 || v > 32767))) {
            // MARS names a number by its text, a character literal by its code ('\377' is "255")
            String shown = value.text().startsWith("'") ? Integer.toString(v) : value.text();
            report(line, value, "\"" + shown + "\" is out-of-range for a signed value and possibly truncated", repeat, false);
        }
    }

    /** An item's error or warning, once for each of its {@code repeat} copies (at most {@link #REPORTED_REPETITIONS}). */
    private void report(Line line, Token value, String message, int repeat, boolean error) {
        for (int r = 0; r < Math.min(repeat, REPORTED_REPETITIONS); r++) {
            if (error) {
                diagnostics.error(line, value.column(), message);
            } else {
                diagnostics.warning(line, value.column(), message);
            }
        }
    }

    private void strings(Line line, List<Token> operands, boolean terminate) {
        settlePendingLabels();
        SegmentBuilder data = segments.current();
        for (Token t : operands) {
            if (!t.is(Kind.STRING)) {
                diagnostics.error(line, t.column(), "\"" + t + "\" is not a valid character string");
                return;
            }
            for (int i = 0; i < t.text().length(); i++) {
                placeable(line, t);
                data.append(t.text().charAt(i), 1);
            }
            if (terminate) {
                placeable(line, t);
                data.append(0, 1);
            }
        }
    }

    /** False (after MARS's error) if the current location is outside every data segment. */
    private boolean placeable(Line line, Token value) {
        int address = segments.current().location();
        if (segments.isDataAddress(address)) {
            return true;
        }
        diagnostics.error(line, value.column(), "\"" + address + "\" is not a valid data segment address");
        return false;
    }

    private void space(Line line, Token n) {
        if (n.value() > MAX_SPACE) {
            diagnostics.error(line, n.column(), ".space needs one byte count 0.." + MAX_SPACE);
            return;
        }
        if (withinBudget(line, n, n.value())) {
            settlePendingLabels();
            segments.current().skip(n.value());
        }
    }

    private void align(Line line, Token n) {
        if (n.value() > 16) {
            diagnostics.error(line, n.column(), ".align needs one exponent 0..16");
            return;
        }
        if (n.value() == 0) {
            segments.setAutoAlign(false);
            return;
        }
        segments.current().align(1 << n.value());
        movePendingLabels();
    }

    private void alignForItem(int width) {
        if (segments.autoAlign()) {
            segments.current().align(width);
        }
        settlePendingLabels();
    }

    private void movePendingLabels() {
        int address = segments.current().location();
        for (PendingLabel label : pending) {
            symbols.redefine(label.scope(), label.name(), address);
        }
    }

    private void settlePendingLabels() {
        movePendingLabels();
        pending.clear();
    }

    /** Stores the addresses of labels used as {@code .word}/{@code .half}/{@code .byte} values. */
    void applyFixups() {
        for (Fixup f : fixups) {
            Integer address = symbols.lookup(f.scope(), f.label().text());
            if (address == null) {
                diagnostics.error(f.line(), f.label().column(), "Symbol \"" + f.label().text() + "\" not found in symbol table.");
            } else {
                segments.get(f.kind()).patch(f.address(), address, f.width());
            }
        }
    }
}
