package io.github.retrokit.crobots.program;

/**
 * The operators of BINOP and STORE, with the original's numeric codes (ASCII for the single-character
 * operators, the yacc token numbers for the others) and the text the {@code -c} listing prints.
 */
public enum Operator {
    /** {@code =}: plain assignment. */
    ASSIGN('=', "="),
    /** {@code |}: bitwise or. */
    OR('|', "|"),
    /** {@code ^}: bitwise exclusive or. */
    XOR('^', "^"),
    /** {@code &}: bitwise and. */
    AND('&', "&"),
    /** {@code <}: less than (1 or 0). */
    LESS('<', "<"),
    /** {@code >}: greater than (1 or 0). */
    GREATER('>', ">"),
    /** {@code +}: addition. */
    ADD('+', "+"),
    /** {@code -}: subtraction. */
    SUB('-', "-"),
    /** {@code *}: multiplication. */
    MUL('*', "*"),
    /** {@code /}: division. */
    DIV('/', "/"),
    /** {@code %}: remainder. */
    MOD('%', "%"),
    /** {@code <<}: left shift. */
    SHL(261, "<<"),
    /** {@code >>}: arithmetic right shift. */
    SHR(262, ">>"),
    /** {@code <=}: less or equal (1 or 0). */
    LESS_EQ(263, "<="),
    /** {@code >=}: greater or equal (1 or 0). */
    GREATER_EQ(264, ">="),
    /** {@code ==}: equal (1 or 0). */
    EQ(265, "=="),
    /** {@code !=}: not equal (1 or 0). */
    NOT_EQ(266, "!="),
    /** {@code &&}: logical and (1 or 0; both sides evaluated). */
    LOGICAL_AND(267, "&&"),
    /** {@code ||}: logical or (1 or 0; both sides evaluated). */
    LOGICAL_OR(268, "||"),
    /** {@code *=}: multiply and assign. */
    MUL_ASSIGN(269, "*="),
    /** {@code /=}: divide and assign. */
    DIV_ASSIGN(270, "/="),
    /** {@code %=}: remainder and assign. */
    MOD_ASSIGN(271, "%="),
    /** {@code +=}: add and assign. */
    ADD_ASSIGN(272, "+="),
    /** {@code -=}: subtract and assign. */
    SUB_ASSIGN(273, "-="),
    /** {@code <<=}: shift left and assign. */
    SHL_ASSIGN(274, "<<="),
    /** {@code >>=}: shift right and assign. */
    SHR_ASSIGN(275, ">>="),
    /** {@code &=}: bitwise and and assign. */
    AND_ASSIGN(276, "&="),
    /** {@code ^=}: exclusive or and assign. */
    XOR_ASSIGN(277, "^="),
    /** {@code |=}: bitwise or and assign. */
    OR_ASSIGN(278, "|="),
    /** {@code (-)}: unary minus. */
    NEGATE(290, "(-)"),
    /** {@code (!)}: logical not. */
    NOT(291, "(!)"),
    /** {@code (~)}: bitwise complement. */
    COMPLEMENT(292, "(~)");

    private final int code;
    private final String text;

    Operator(int code, String text) {
        this.code = code;
        this.text = text;
    }

    /**
     * The original's numeric operator code.
     *
     * @return the ASCII code of a one-character operator, else the original's yacc token number
     */
    public int code() {
        return code;
    }

    /**
     * The operator as written in the source.
     *
     * @return the text, {@code (-)} style for the unary ones
     */
    public String text() {
        return text;
    }

    /**
     * The operator as the original's listing prints it: the source text, except that a lone {@code %} prints
     * as nothing (the original passes it to printf as a format).
     *
     * @return the listing's text
     */
    public String listingText() {
        return this == MOD ? "" : text;
    }

    /**
     * Whether this is a unary operator, whose right operand is the dummy {@code CONST 0}.
     *
     * @return true for NEGATE, NOT and COMPLEMENT
     */
    public boolean isUnary() {
        return code >= 290;
    }

    /**
     * The operator with the given original code.
     *
     * @param code an operator code
     * @return the operator, or {@code null} when there is none
     */
    public static Operator fromCode(int code) {
        for (Operator op : values()) {
            if (op.code == code) {
                return op;
            }
        }
        return null;
    }
}
