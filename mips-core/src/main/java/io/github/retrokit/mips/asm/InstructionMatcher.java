package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.asm.Token.Kind;
import java.util.List;

/**
 * MARS's first-fit choice of a form: all basic forms of the mnemonic in table order, then its
 * pseudo templates; the first whose operand count and operand kinds/values fit wins. When none
 * fits, explains why against the first candidate with the right operand count.
 */
final class InstructionMatcher {
    /** The chosen form (exactly one of basic/pseudo), or an error and its column. */
    record Match(BasicForm basic, PseudoTemplate pseudo, String error, int errorColumn) {
        static Match error(String message, int column) {
            return new Match(null, null, message, column);
        }
    }

    private InstructionMatcher() {
    }

    static Match match(InstructionSet set, String mnemonic, List<Token> operands, boolean pseudoAllowed) {
        for (BasicForm form : set.basic(mnemonic)) {
            if (form.matchesTokens(operands)) {
                return new Match(form, null, null, 0);
            }
        }
        for (PseudoTemplate template : set.pseudo(mnemonic)) {
            if (template.matchesTokens(operands)) {
                if (!pseudoAllowed) {
                    return Match.error("Extended (pseudo) instruction or format not permitted.  See Settings.", 0);
                }
                return new Match(null, template, null, 0);
            }
        }
        Token misspelled = misspelledFpr(set, mnemonic, operands, pseudoAllowed);
        if (misspelled != null) {
            return Match.error("invalid FPU register name", misspelled.column());
        }
        return explain(set, mnemonic, operands);
    }

    /**
     * MARS takes {@code $f} or {@code $f01} for an FPU register when it picks a form, and only then finds it names
     * none: the first such token of the first form that fits with them, else null.
     */
    private static Token misspelledFpr(InstructionSet set, String mnemonic, List<Token> operands, boolean pseudoAllowed) {
        Token first = firstMisspelled(operands);
        if (first == null) {
            return null;
        }
        for (BasicForm form : set.basic(mnemonic)) {
            if (OperandType.matchAllNamingFprsLoosely(form.pattern(), operands)) {
                return first;
            }
        }
        if (pseudoAllowed) {
            for (PseudoTemplate template : set.pseudo(mnemonic)) {
                if (OperandType.matchAllNamingFprsLoosely(template.pattern(), operands)) {
                    return first;
                }
            }
        }
        return null;
    }

    /** The first misspelled FPU register ({@link Kind#BAD_FPR}) among {@code operands}, or null. */
    private static Token firstMisspelled(List<Token> operands) {
        for (Token t : operands) {
            if (t.is(Kind.BAD_FPR)) {
                return t;
            }
        }
        return null;
    }

    /** MARS phrases the error against the first candidate form of the mnemonic. */
    private static Match explain(InstructionSet set, String mnemonic, List<Token> operands) {
        List<OperandType> pattern;
        String syntax;
        if (!set.basic(mnemonic).isEmpty()) {
            pattern = set.basic(mnemonic).get(0).pattern();
            syntax = set.basic(mnemonic).get(0).syntax();
        } else {
            pattern = set.pseudo(mnemonic).get(0).pattern();
            syntax = set.pseudo(mnemonic).get(0).form();
        }
        if (pattern.size() != operands.size()) {
            return Match.error("\"" + mnemonic + "\": Too " + (operands.size() < pattern.size() ? "few" : "many")
                    + " or incorrectly formatted operands. Expected: " + expected(mnemonic, syntax, pattern), 0);
        }
        for (int i = 0; i < pattern.size(); i++) {
            Token token = operands.get(i);
            if (!pattern.get(i).matchesNamingFprsLoosely(token)) {
                boolean range = token.is(Kind.INTEGER) && pattern.get(i).isLiteral();
                return Match.error("\"" + token + "\": operand is " + (range ? "out of range" : "of incorrect type"),
                        token.column());
            }
        }
        return Match.error("\"" + mnemonic + "\": Too few or incorrectly formatted operands. Expected: "
                + expected(mnemonic, syntax, pattern), 0);
    }

    /** MARS's example of the first form where it has its own ({@link OperandExamples}), else {@link #example}. */
    private static String expected(String mnemonic, String syntax, List<OperandType> pattern) {
        String mars = OperandExamples.of(mnemonic);
        return mars != null ? mars : example(mnemonic, syntax, pattern);
    }

    /** An example in MARS's style, e.g. {@code li $t1,-100} or {@code lw $t1,-100($t2)}. */
    static String example(String mnemonic, String syntax, List<OperandType> pattern) {
        StringBuilder sb = new StringBuilder(mnemonic);
        int gpr = 1;
        int fpr = 0;
        for (int i = 0; i < pattern.size(); i++) {
            OperandType type = pattern.get(i);
            boolean glued = type == OperandType.LPAREN || type == OperandType.RPAREN || type == OperandType.PLUS
                    || (i > 0 && (pattern.get(i - 1) == OperandType.LPAREN || pattern.get(i - 1) == OperandType.PLUS));
            sb.append(i == 0 ? " " : glued ? "" : ",");
            sb.append(switch (type) {
                case GPR -> "$t" + gpr++;
                case FPR -> "$f" + 2 * fpr++;
                case LABEL -> "label";
                case LPAREN -> "(";
                case RPAREN -> ")";
                case PLUS -> "+";
                case U5 -> syntax.contains("cc") ? "1" : "10";
                case S16 -> "-100";
                case U16 -> "100";
                default -> "100000";
            });
        }
        return sb.toString();
    }
}
