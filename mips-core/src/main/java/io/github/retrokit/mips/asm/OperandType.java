package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.asm.Token.Kind;

/** One position of an instruction form: a register kind, a label, a literal class or punctuation. */
enum OperandType {
    GPR("a register"), FPR("a floating-point register"), LABEL("a label"),
    LPAREN("\"(\""), RPAREN("\")\""), PLUS("\"+\""),
    U5("an integer 0..31"), S16("an integer -32768..32767"), U16("an integer 0..65535"), I32("a 32-bit integer");

    private final String description;

    OperandType(String description) {
        this.description = description;
    }

    String description() {
        return description;
    }

    boolean isLiteral() {
        return this == U5 || this == S16 || this == U16 || this == I32;
    }

    /** True if a literal with this 32-bit value belongs to this class. */
    boolean accepts(int value) {
        return switch (this) {
            case U5 -> value >= 0 && value <= 31;
            case S16 -> value >= -32768 && value <= 32767;
            case U16 -> value >= 0 && value <= 65535;
            case I32 -> true;
            default -> false;
        };
    }

    /** True if source token {@code t} fits this position (labels by kind, literals by value). */
    boolean matches(Token t) {
        return switch (this) {
            case GPR -> t.is(Kind.GPR);
            case FPR -> t.is(Kind.FPR);
            case LABEL -> t.is(Kind.IDENT) && !t.isDirective();
            case LPAREN -> t.is(Kind.LPAREN);
            case RPAREN -> t.is(Kind.RPAREN);
            case PLUS -> t.is(Kind.PLUS);
            default -> t.is(Kind.INTEGER) && accepts(t.value());
        };
    }

    /** As {@link #matches}, but a misspelled FPU register ({@code $f}, {@code $f01}) fits an FPR position. */
    boolean matchesNamingFprsLoosely(Token t) {
        return matches(t) || (this == FPR && t.is(Kind.BAD_FPR));
    }

    /** True if {@code tokens} has the pattern's length and every token fits its position. */
    static boolean matchAll(java.util.List<OperandType> pattern, java.util.List<Token> tokens) {
        return matchAll(pattern, tokens, false);
    }

    /** As {@link #matchAll}, with {@link #matchesNamingFprsLoosely} for each position. */
    static boolean matchAllNamingFprsLoosely(java.util.List<OperandType> pattern, java.util.List<Token> tokens) {
        return matchAll(pattern, tokens, true);
    }

    private static boolean matchAll(java.util.List<OperandType> pattern, java.util.List<Token> tokens, boolean loosely) {
        if (tokens.size() != pattern.size()) {
            return false;
        }
        for (int i = 0; i < tokens.size(); i++) {
            OperandType type = pattern.get(i);
            if (!(loosely ? type.matchesNamingFprsLoosely(tokens.get(i)) : type.matches(tokens.get(i)))) {
                return false;
            }
        }
        return true;
    }

    static OperandType ofClass(String name) {
        return switch (name) {
            case "u5" -> U5;
            case "s16" -> S16;
            case "u16" -> U16;
            case "i32" -> I32;
            default -> throw new IllegalArgumentException("unknown literal class " + name);
        };
    }
}
