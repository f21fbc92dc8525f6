package io.github.retrokit.crobots.lang;

import java.util.HashMap;
import java.util.Map;

/** The kinds of CRobots tokens; fixed-spelling ones carry their text. */
public enum TokenKind {
    IDENT(null), NUMBER(null), EOF(null),
    AUTO("auto"), BREAK("break"), ELSE("else"), EXTERN("extern"), FOR("for"), IF("if"), INT("int"), LONG("long"),
    REGISTER("register"), RETURN("return"), WHILE("while"),
    SHR_ASSIGN(">>="), SHL_ASSIGN("<<="), ADD_ASSIGN("+="), SUB_ASSIGN("-="), MUL_ASSIGN("*="), DIV_ASSIGN("/="),
    MOD_ASSIGN("%="), AND_ASSIGN("&="), XOR_ASSIGN("^="), OR_ASSIGN("|="),
    SHR(">>"), SHL("<<"), INCR("++"), DECR("--"), AND_AND("&&"), OR_OR("||"), LESS_EQ("<="), GREATER_EQ(">="),
    EQ_EQ("=="), NOT_EQ("!="),
    SEMI(";"), LBRACE("{"), RBRACE("}"), COMMA(","), ASSIGN("="), LPAREN("("), RPAREN(")"), DOT("."), AMP("&"),
    BANG("!"), TILDE("~"), MINUS("-"), PLUS("+"), STAR("*"), SLASH("/"), PERCENT("%"), LESS("<"), GREATER(">"),
    CARET("^"), BAR("|");

    private static final Map<String, TokenKind> KEYWORDS = spellings(true);
    private static final Map<String, TokenKind> OPERATORS = spellings(false);

    private static Map<String, TokenKind> spellings(boolean words) {
        Map<String, TokenKind> map = new HashMap<>();
        for (TokenKind k : values()) {
            if (k.text != null && Character.isLetter(k.text.charAt(0)) == words) {
                map.put(k.text, k);
            }
        }
        return Map.copyOf(map);
    }

    private final String text;

    TokenKind(String text) {
        this.text = text;
    }

    /** The fixed spelling, or {@code null} for identifiers, numbers and end of file. */
    public String text() {
        return text;
    }

    /** The keyword spelled exactly {@code word}, or {@code null}. */
    static TokenKind keyword(String word) {
        return KEYWORDS.get(word);
    }

    /** The operator or punctuation spelled {@code text}, or {@code null}. */
    static TokenKind operator(String text) {
        return OPERATORS.get(text);
    }

    /** True for {@code int long auto register extern}, the (ignored) declaration specifiers. */
    public boolean isSpecifier() {
        return this == INT || this == LONG || this == AUTO || this == REGISTER || this == EXTERN;
    }
}
