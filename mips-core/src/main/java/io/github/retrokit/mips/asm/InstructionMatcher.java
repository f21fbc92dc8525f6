package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.asm.Token.Kind;
import java.util.ArrayList;
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
                    return Match.error("\"" + mnemonic + "\" with these operands is a pseudo-instruction ("
                            + template.form() + ") and pseudo-instructions are disabled", 0);
                }
                return new Match(null, template, null, 0);
            }
        }
        return explain(set, mnemonic, operands);
    }

    private static Match explain(InstructionSet set, String mnemonic, List<Token> operands) {
        List<String> forms = new ArrayList<>();
        List<List<OperandType>> patterns = new ArrayList<>();
        set.basic(mnemonic).forEach(f -> {
            forms.add(f.syntax());
            patterns.add(f.pattern());
        });
        set.pseudo(mnemonic).forEach(t -> {
            forms.add(t.form());
            patterns.add(t.pattern());
        });
        for (int c = 0; c < patterns.size(); c++) {
            List<OperandType> pattern = patterns.get(c);
            if (pattern.size() == operands.size()) {
                for (int i = 0; i < pattern.size(); i++) {
                    Token token = operands.get(i);
                    if (!pattern.get(i).matches(token)) {
                        return Match.error(mismatch(mnemonic, forms.get(c), pattern.get(i), token), token.column());
                    }
                }
            }
        }
        String examples = String.join(" | ", forms.subList(0, Math.min(4, forms.size())));
        return Match.error("too few or incorrectly formatted operands for \"" + mnemonic + "\" (expected "
                + examples + (forms.size() > 4 ? " | …" : "") + ")", 0);
    }

    private static String mismatch(String mnemonic, String form, OperandType expected, Token token) {
        if (token.is(Kind.INTEGER) && expected.isLiteral()) {
            return "operand " + token.text() + " is out of range for \"" + form + "\" (" + expected.description() + ")";
        }
        return "operand \"" + token + "\" is of incorrect type: \"" + form + "\" expects " + expected.description()
                + " there";
    }
}
