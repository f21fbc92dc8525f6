package io.github.retrokit.mips.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * One generated basic line of a pseudo-instruction template, e.g. {@code lw rA, LO(L+imm)($at)},
 * with its placeholders parsed once; {@link #resolve} fills them in for one statement.
 */
record ExpansionLine(String mnemonic, List<Placeholder> operands, boolean delayedBranchingOnly, String text) {

    /** The placeholders of a line before the halves ({@code HI(...)} and friends), in the order tried. */
    private static final String[] REGISTERS = {"$at", "$zero", "rA+1", "rB+1", "rC+1", "fA+1", "fB+1", "fC+1",
        "rA", "rB", "rC", "fA", "fB", "fC"};
    private static final String[] HALVES = {"HI(", "HA(", "LOU(", "LO("};
    private static final String[] WORDS = {"32-imm", "SKIP", "imm", "L"};

    /** What one operand position of the line becomes. */
    record Placeholder(Kind kind, int index, int constant, boolean withLabel, boolean withImm) {
        enum Kind { REG, GPR_VAR, FPR_VAR, INT, HI, HA, LO, LOU, ROTATE, IMM, SKIP, LABEL, LPAREN, RPAREN }

        static Placeholder of(Kind kind) {
            return new Placeholder(kind, 0, 0, false, false);
        }
    }

    /** The values a statement supplies: GPRs and FPRs in order of appearance, the literal, the label address. */
    record Bindings(int[] gprs, int[] fprs, int imm, int label) {
    }

    static List<ExpansionLine> parseAll(String column) {
        List<ExpansionLine> lines = new ArrayList<>();
        for (String text : column.split(";")) {
            lines.add(parse(text.trim()));
        }
        return List.copyOf(lines);
    }

    static ExpansionLine parse(String text) {
        if (text.equals("[nop]")) {
            return new ExpansionLine("nop", List.of(), true, text);
        }
        String[] parts = TableText.headAndRest(text);
        List<Placeholder> operands = new ArrayList<>();
        String rest = parts.length > 1 ? parts[1] : "";
        for (int i = 0; i < rest.length(); ) {
            int end = tokenEnd(rest, i);
            if (end < 0) {
                i++;
                continue;
            }
            String token = rest.substring(i, end);
            String half = TableText.literalAt(rest, i, HALVES);
            if (half != null && token.length() > half.length()) {
                operands.add(placeholder(token, half.substring(0, half.length() - 1),
                        rest.substring(i + half.length(), end - 1)));
            } else {
                operands.add(placeholder(token, null, null));
            }
            i = end;
        }
        return new ExpansionLine(parts[0], List.copyOf(operands), false, text);
    }

    /** Where the placeholder starting at {@code at} ends, or -1 if none starts there. */
    private static int tokenEnd(String text, int at) {
        String literal = TableText.literalAt(text, at, REGISTERS);
        if (literal != null) {
            return at + literal.length();
        }
        String half = TableText.literalAt(text, at, HALVES);
        if (half != null) {
            int close = text.indexOf(')', at + half.length());
            if (close >= 0) {
                return close + 1;
            }
        }
        literal = TableText.literalAt(text, at, WORDS);
        if (literal != null) {
            return at + literal.length();
        }
        int digits = text.startsWith("-", at) ? at + 1 : at;
        int end = digits;
        while (end < text.length() && Character.isDigit(text.charAt(end)) && text.charAt(end) < 128) {
            end++;
        }
        if (end > digits) {
            return end;
        }
        char c = text.charAt(at);
        return c == '(' || c == ')' ? at + 1 : -1;
    }

    private static Placeholder placeholder(String token, String half, String argument) {
        if (half != null) {
            return half(Placeholder.Kind.valueOf(half), argument);
        }
        switch (token) {
            case "$at": return new Placeholder(Placeholder.Kind.REG, 0, 1, false, false);
            case "$zero": return new Placeholder(Placeholder.Kind.REG, 0, 0, false, false);
            case "32-imm": return Placeholder.of(Placeholder.Kind.ROTATE);
            case "SKIP": return Placeholder.of(Placeholder.Kind.SKIP);
            case "imm": return Placeholder.of(Placeholder.Kind.IMM);
            case "L": return Placeholder.of(Placeholder.Kind.LABEL);
            case "(": return Placeholder.of(Placeholder.Kind.LPAREN);
            case ")": return Placeholder.of(Placeholder.Kind.RPAREN);
            default: break;
        }
        if (token.charAt(0) == 'r' || token.charAt(0) == 'f') {
            Placeholder.Kind kind = token.charAt(0) == 'r' ? Placeholder.Kind.GPR_VAR : Placeholder.Kind.FPR_VAR;
            return new Placeholder(kind, token.charAt(1) - 'A', token.endsWith("+1") ? 1 : 0, false, false);
        }
        return new Placeholder(Placeholder.Kind.INT, 0, Integer.parseInt(token), false, false);
    }

    /** {@code HI(L+imm+3)} and friends: which parts are summed, plus the constant k. */
    private static Placeholder half(Placeholder.Kind kind, String argument) {
        boolean label = false;
        boolean imm = false;
        int k = 0;
        for (String term : argument.split("\\+")) {
            switch (term.trim()) {
                case "L" -> label = true;
                case "imm" -> imm = true;
                default -> k = Integer.parseInt(term.trim());
            }
        }
        return new Placeholder(kind, 0, k, label, imm);
    }

    /**
     * The operands of this line for one statement.
     *
     * @param skip the SKIP branch offset (1, or 2 with delayed branching)
     * @throws BasicForm.EncodingException if {@code rA+1} or {@code fA+1} is register 32
     */
    List<Operand> resolve(Bindings b, int skip) throws BasicForm.EncodingException {
        List<Operand> result = new ArrayList<>(operands.size());
        for (Placeholder p : operands) {
            result.add(resolve(p, b, skip));
        }
        return result;
    }

    private static Operand resolve(Placeholder p, Bindings b, int skip) throws BasicForm.EncodingException {
        int x = (p.withLabel() ? b.label() : 0) + (p.withImm() ? b.imm() : 0) + p.constant();
        return switch (p.kind()) {
            case REG -> new Operand(Operand.Type.GPR, p.constant());
            case GPR_VAR -> register(Operand.Type.GPR, b.gprs()[p.index()] + p.constant());
            case FPR_VAR -> register(Operand.Type.FPR, b.fprs()[p.index()] + p.constant());
            case INT -> new Operand(Operand.Type.INT, p.constant());
            case HI -> new Operand(Operand.Type.INT, x >>> 16);
            case HA -> new Operand(Operand.Type.INT, ((x + 0x8000) >>> 16) & 0xFFFF);
            case LO -> new Operand(Operand.Type.INT, (short) x);
            case LOU -> new Operand(Operand.Type.INT, x & 0xFFFF);
            case ROTATE -> new Operand(Operand.Type.INT, (32 - b.imm()) & 31);
            case IMM -> new Operand(Operand.Type.INT, b.imm());
            case SKIP -> new Operand(Operand.Type.OFFSET, skip);
            case LABEL -> new Operand(Operand.Type.ADDRESS, b.label());
            case LPAREN -> Operand.LPAREN;
            case RPAREN -> Operand.RPAREN;
        };
    }

    private static Operand register(Operand.Type type, int n) throws BasicForm.EncodingException {
        if (n > 31) {
            throw new BasicForm.EncodingException("register " + n + " does not exist (the pseudo-instruction uses the register after the one given)");
        }
        return new Operand(type, n);
    }
}
