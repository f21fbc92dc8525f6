package io.github.retrokit.crobots.lang;

import io.github.retrokit.crobots.program.Operator;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The operator tokens of each expression level (K&amp;R precedence) and the operator each one compiles to. */
final class OperatorTable {
    /** The left-associative binary levels, loosest ({@code ||}) first. */
    static final List<Map<TokenKind, Operator>> BINARY_LEVELS = List.of(
            ops(TokenKind.OR_OR, Operator.LOGICAL_OR),
            ops(TokenKind.AND_AND, Operator.LOGICAL_AND),
            ops(TokenKind.BAR, Operator.OR),
            ops(TokenKind.CARET, Operator.XOR),
            ops(TokenKind.AMP, Operator.AND),
            ops(TokenKind.EQ_EQ, Operator.EQ, TokenKind.NOT_EQ, Operator.NOT_EQ),
            ops(TokenKind.LESS, Operator.LESS, TokenKind.GREATER, Operator.GREATER,
                    TokenKind.LESS_EQ, Operator.LESS_EQ, TokenKind.GREATER_EQ, Operator.GREATER_EQ),
            ops(TokenKind.SHL, Operator.SHL, TokenKind.SHR, Operator.SHR),
            ops(TokenKind.PLUS, Operator.ADD, TokenKind.MINUS, Operator.SUB),
            ops(TokenKind.STAR, Operator.MUL, TokenKind.SLASH, Operator.DIV, TokenKind.PERCENT, Operator.MOD));
    static final Map<TokenKind, Operator> ASSIGNMENTS = ops(
            TokenKind.ASSIGN, Operator.ASSIGN, TokenKind.ADD_ASSIGN, Operator.ADD_ASSIGN,
            TokenKind.SUB_ASSIGN, Operator.SUB_ASSIGN, TokenKind.MUL_ASSIGN, Operator.MUL_ASSIGN,
            TokenKind.DIV_ASSIGN, Operator.DIV_ASSIGN, TokenKind.MOD_ASSIGN, Operator.MOD_ASSIGN,
            TokenKind.SHL_ASSIGN, Operator.SHL_ASSIGN, TokenKind.SHR_ASSIGN, Operator.SHR_ASSIGN,
            TokenKind.AND_ASSIGN, Operator.AND_ASSIGN, TokenKind.XOR_ASSIGN, Operator.XOR_ASSIGN,
            TokenKind.OR_ASSIGN, Operator.OR_ASSIGN);
    static final Map<TokenKind, Operator> UNARY = ops(
            TokenKind.MINUS, Operator.NEGATE, TokenKind.BANG, Operator.NOT, TokenKind.TILDE, Operator.COMPLEMENT);

    private OperatorTable() {
    }

    private static Map<TokenKind, Operator> ops(Object... pairs) {
        Map<TokenKind, Operator> map = new EnumMap<>(TokenKind.class);
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((TokenKind) pairs[i], (Operator) pairs[i + 1]);
        }
        return Collections.unmodifiableMap(map);
    }
}
