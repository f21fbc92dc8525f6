package io.github.retrokit.crobots.program;

/**
 * The operators of BINOP and STORE, with the original's numeric codes (ASCII for the single-character
 * operators, the yacc token numbers for the others) and the text the {@code -c} listing prints.
 */
public enum Operator {
    ASSIGN('=', "="), OR('|', "|"), XOR('^', "^"), AND('&', "&"), LESS('<', "<"), GREATER('>', ">"),
    ADD('+', "+"), SUB('-', "-"), MUL('*', "*"), DIV('/', "/"), MOD('%', "%"),
    SHL(261, "<<"), SHR(262, ">>"), LESS_EQ(263, "<="), GREATER_EQ(264, ">="), EQ(265, "=="), NOT_EQ(266, "!="),
    LOGICAL_AND(267, "&&"), LOGICAL_OR(268, "||"),
    MUL_ASSIGN(269, "*="), DIV_ASSIGN(270, "/="), MOD_ASSIGN(271, "%="), ADD_ASSIGN(272, "+="),
    SUB_ASSIGN(273, "-="), SHL_ASSIGN(274, "<<="), SHR_ASSIGN(275, ">>="), AND_ASSIGN(276, "&="),
    XOR_ASSIGN(277, "^="), OR_ASSIGN(278, "|="),
    NEGATE(290, "(-)"), NOT(291, "(!)"), COMPLEMENT(292, "(~)");

    private final int code;
    private final String text;

    Operator(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /** The original's numeric operator code. */
    public int code() {
        return code;
    }

    /** The operator as written in the source ({@code (-)} style for the unary ones). */
    public String text() {
        return text;
    }

    /**
     * The operator as the original's listing prints it: the source text, except that a lone {@code %} prints
     * as nothing (the original passes it to printf as a format).
     */
    public String listingText() {
        return this == MOD ? "" : text;
    }

    /** True for the unary operators, whose right operand is the dummy {@code CONST 0}. */
    public boolean isUnary() {
        return code >= 290;
    }

    /** The operator with the given original code, or {@code null} when there is none. */
    public static Operator fromCode(int code) {
        for (Operator op : values()) {
            if (op.code == code) {
                return op;
            }
        }
        return null;
    }
}
