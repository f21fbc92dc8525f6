package io.github.retrokit.mips.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * One row of {@link PseudoInstructionTable}: a source form and the basic lines it expands to
 * (plus the one-word expansion used under the compact memory layouts, if it has one).
 */
final class PseudoTemplate {
    /** The placeholders of a source form, tried in this order at each position. */
    private static final String[] FORM_TOKENS = {"rA", "rB", "rC", "fA", "fB", "u5", "s16", "u16", "i32", "L", "(", ")", "+"};

    private final int number;
    private final String mnemonic;
    private final String form;
    private final List<OperandType> pattern;
    private final List<ExpansionLine> expansion;
    private final List<ExpansionLine> compactExpansion;

    private PseudoTemplate(int number, String mnemonic, String form, List<OperandType> pattern,
                           List<ExpansionLine> expansion, List<ExpansionLine> compactExpansion) {
        this.number = number;
        this.mnemonic = mnemonic;
        this.form = form;
        this.pattern = pattern;
        this.expansion = expansion;
        this.compactExpansion = compactExpansion;
    }

    /** Parses one table row: {@code T | form | expansion [| compact]}. */
    static PseudoTemplate parse(String[] columns) {
        int number = Integer.parseInt(columns[0].trim());
        String form = columns[1].trim();
        String[] parts = TableText.headAndRest(form);
        List<OperandType> pattern = new ArrayList<>();
        String operands = parts.length > 1 ? parts[1] : "";
        for (int i = 0; i < operands.length(); ) {
            String token = TableText.literalAt(operands, i, FORM_TOKENS);
            if (token == null) {
                i++;
            } else {
                pattern.add(typeOf(token));
                i += token.length();
            }
        }
        List<ExpansionLine> compact = columns.length > 3 && !columns[3].isBlank()
                ? ExpansionLine.parseAll(columns[3]) : List.of();
        return new PseudoTemplate(number, parts[0].toLowerCase(), form, List.copyOf(pattern),
                ExpansionLine.parseAll(columns[2]), compact);
    }

    private static OperandType typeOf(String token) {
        return switch (token) {
            case "rA", "rB", "rC" -> OperandType.GPR;
            case "fA", "fB" -> OperandType.FPR;
            case "L" -> OperandType.LABEL;
            case "(" -> OperandType.LPAREN;
            case ")" -> OperandType.RPAREN;
            case "+" -> OperandType.PLUS;
            default -> OperandType.ofClass(token);
        };
    }

    /** MARS's template number T (1..388, its file order). */
    int number() { return number; }

    String mnemonic() { return mnemonic; }

    /** The source form, e.g. {@code la rA, L+i32(rB)}. */
    String form() { return form; }

    List<OperandType> pattern() { return pattern; }

    boolean hasCompactExpansion() { return !compactExpansion.isEmpty(); }

    /** The lines to generate: the compact ones under a compact layout when the template has them. */
    List<ExpansionLine> expansion(boolean compactLayout) {
        return compactLayout && hasCompactExpansion() ? compactExpansion : expansion;
    }

    /** Number of words generated. */
    int size(boolean compactLayout, boolean delayedBranching) {
        int n = 0;
        for (ExpansionLine line : expansion(compactLayout)) {
            if (delayedBranching || !line.delayedBranchingOnly()) {
                n++;
            }
        }
        return n;
    }

    boolean matchesTokens(List<Token> operands) {
        return OperandType.matchAll(pattern, operands);
    }

    @Override
    public String toString() {
        return "T" + number + " " + form;
    }
}
