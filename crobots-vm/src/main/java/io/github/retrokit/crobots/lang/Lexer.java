package io.github.retrokit.crobots.lang;

import java.util.Arrays;

/**
 * The CRobots lexer, as the original's lex scanner: skips whitespace and {@code /* *}{@code /} comments,
 * truncates identifiers to 7 characters, reads decimal constants with C {@code atol} (saturating), and
 * silently drops any other character. Everything it reads except dropped characters is echoed, as it is
 * read, to the optional echo buffer (the {@code -c} listing). The source is a byte string (one character
 * per byte, 0..255), echoed unchanged.
 *
 * <p>The original's comment reader drops every {@code *} inside a comment that does not close it
 * ({@code /** a*b **}{@code /} is echoed {@code /* ab *}{@code /}); a NUL byte inside a comment ends the
 * comment and the byte after the NUL is lost; a comment may be left open at the end of the file. A NUL byte
 * outside a comment ends the file. A byte 0xFF outside comments read fresh (not past a token that might go on)
 * takes the byte after it, which is echoed but neither a token nor counted in the caret column.
 */
public final class Lexer {
    /** Significant characters of an identifier. */
    public static final int IDENT_LENGTH = 7;
    private static final String[] OPERATORS = {
        ">>=", "<<=", "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=", ">>", "<<", "++", "--", "&&", "||",
        "<=", ">=", "==", "!=", ";", "{", "}", ",", "=", "(", ")", ".", "&", "!", "~", "-", "+", "*", "/", "%",
        "<", ">", "^", "|"};
    /**
     * {@link #OPERATORS} by their first character, in that order (longest first): the scanner tries only
     * the few that can match. The lexer runs once per robot at start-up, interpreted by the JVM, where
     * trying all forty spellings per operator cost half of a compile.
     */
    private static final Spelling[][] BY_FIRST_CHAR = byFirstChar();

    private final String src;
    /**
     * The source's characters and their count: the lexer runs once per robot at start-up, interpreted by the
     * JVM, where an array access is one bytecode and {@code String.charAt} three calls.
     */
    private final char[] chars;
    private final int length;
    private final StringBuilder echo;
    private int pos;
    private int line = 1;
    private int lineStart;
    private int caretColumn;
    private boolean echoing;
    /** Where the byte read past the last token lies, when the original's scanner read it (and put it back). */
    private int pushedBack = -1;

    /** A lexer over {@code src}, echoing into {@code echo} when it is not {@code null}. */
    public Lexer(String src, StringBuilder echo) {
        this.src = src;
        this.chars = src.toCharArray();
        this.length = chars.length;
        this.echo = echo;
        this.echoing = echo != null;
    }

    /** Stops echoing (the original stops at a syntax error). */
    public void stopEcho() {
        echoing = false;
    }

    /** The original's column counter now (for the caret of an error at end of file). */
    public int caretColumn() {
        return caretColumn;
    }

    /** Skips whole lines (the Amiga edition's company and author lines), echoing them. */
    public void skipLines(int count) {
        for (int i = 0; i < count && pos < length; i++) {
            int end = src.indexOf('\n', pos);
            int stop = end < 0 ? length : end + 1;
            emit(src.substring(pos, stop));
            pos = stop;
            if (end >= 0) {
                newLine();
            }
        }
    }

    /** Reads the next token ({@link TokenKind#EOF} at the end, repeatedly). */
    public Token next() {
        skipBlanks();
        if (pos >= length) {
            return token(TokenKind.EOF, "", "", 0, pos);
        }
        char c = chars[pos];
        if (isIdentStart(c)) {
            return word();
        }
        if (c >= '0' && c <= '9') {
            return number();
        }
        return operator();
    }

    private void skipBlanks() {
        while (pos < length) {
            char c = chars[pos];
            if (c == '/' && pos + 1 < length && chars[pos + 1] == '*') {
                comment();
            } else if (c == 0) {
                pos = length; // a NUL ends the file
            } else if (c == 0xFF && pos != pushedBack) {
                byteAfterFreshFf();
            } else if (isBlank(c)) {
                whitespace(c);
            } else if (isIdentStart(c) || (c >= '0' && c <= '9') || isOperatorStart(c)) {
                return;
            } else {
                pos++; // dropped: neither echoed nor counted
            }
        }
    }

    /**
     * A byte 0xFF read fresh (not the one the scanner read past a name, a number or an operator that might
     * go on, and put back) makes the original's scanner take the byte after it as an unmatched character:
     * echoed (but a NUL or a byte over 127), neither a token nor counted in the caret column (a newline does not reset it).
     */
    private void byteAfterFreshFf() {
        pos++;
        if (pos < length) {
            char eaten = chars[pos++];
            if (eaten > 0 && eaten < 0x80) { // as a signed char, positive
                emit(eaten);
            }
            if (eaten == '\n') {
                line++;
                lineStart = pos;
            }
        }
    }

    private void whitespace(char c) {
        pos++;
        emit(c);
        if (c == '\n') {
            newLine();
        } else if (c == '\t') {
            caretColumn += 8 - caretColumn % 8;
        } else {
            caretColumn++;
        }
    }

    private void newLine() {
        line++;
        lineStart = pos;
        caretColumn = 0;
    }

    private void comment() {
        emit("/*");
        pos += 2;
        while (pos < length) {
            char c = chars[pos];
            if (c == 0) {
                pos = Math.min(length, pos + 2); // ends the comment; the byte after the NUL is lost
                return;
            }
            if (c == '*' && pos + 1 < length && chars[pos + 1] == '/') {
                emit("*/");
                pos += 2;
                return;
            }
            if (c != '*') {
                emit(c);
            } else if (pos + 1 < length && chars[pos + 1] == 0xFF) {
                pos++; // any other star is dropped; a byte 0xFF after it (C's EOF as a char) is lost with it
            }
            pos++;
            if (c == '\n') {
                line++;
                lineStart = pos;
            }
        }
    }

    private Token word() {
        int start = pos;
        while (pos < length && isIdentPart(chars[pos])) {
            pos++;
        }
        pushedBack = pos;
        String text = src.substring(start, pos);
        TokenKind keyword = TokenKind.keyword(text);
        String name = text.length() > IDENT_LENGTH ? text.substring(0, IDENT_LENGTH) : text;
        return token(keyword != null ? keyword : TokenKind.IDENT, text, name, 0, start);
    }

    private Token number() {
        int start = pos;
        long value = 0;
        boolean saturated = false;
        while (pos < length && chars[pos] >= '0' && chars[pos] <= '9') {
            int digit = chars[pos] - '0';
            if (!saturated && value > (Long.MAX_VALUE - digit) / 10) {
                saturated = true;
            }
            value = saturated ? Long.MAX_VALUE : value * 10 + digit;
            pos++;
        }
        pushedBack = pos;
        String text = src.substring(start, pos);
        return token(TokenKind.NUMBER, text, text, value, start);
    }

    private Token operator() {
        int start = pos;
        char first = chars[pos];
        Spelling[] candidates = first < BY_FIRST_CHAR.length ? BY_FIRST_CHAR[first] : null;
        if (candidates != null) {
            for (Spelling op : candidates) {
                if (src.startsWith(op.text, pos)) {
                    pos += op.text.length();
                    pushedBack = op.mayGoOn ? pos : -1;
                    return token(op.kind, op.text, op.text, 0, start);
                }
            }
        }
        throw new IllegalStateException("unreachable: no operator at " + pos);
    }

    /** An operator's spelling, its token kind, and whether the scanner reads the byte after it. */
    private static final class Spelling {
        final String text;
        final TokenKind kind;
        final boolean mayGoOn;

        Spelling(String text) {
            this.text = text;
            this.kind = TokenKind.operator(text);
            this.mayGoOn = mayGoOn(text);
        }
    }

    private static Spelling[][] byFirstChar() {
        Spelling[][] table = new Spelling[128][];
        for (String op : OPERATORS) {
            Spelling[] before = table[op.charAt(0)];
            Spelling[] now = before == null ? new Spelling[1] : Arrays.copyOf(before, before.length + 1);
            now[now.length - 1] = new Spelling(op);
            table[op.charAt(0)] = now;
        }
        return table;
    }

    /** True when a longer token starts with {@code op} (so the scanner reads the byte after it). */
    private static boolean mayGoOn(String op) {
        if (op.equals("/")) {
            return true; // a comment's start
        }
        for (String longer : OPERATORS) {
            if (longer.length() > op.length() && longer.startsWith(op)) {
                return true;
            }
        }
        return false;
    }

    private Token token(TokenKind kind, String text, String name, long value, int start) {
        emit(text);
        caretColumn += text.length();
        return new Token(kind, text, name, value, line, start - lineStart + 1, caretColumn);
    }

    private void emit(String text) {
        if (echoing) {
            echo.append(text);
        }
    }

    private void emit(char c) {
        if (echoing) {
            echo.append(c);
        }
    }

    /**
     * The original's blanks: space, tab, newline, form feed, and bytes 0xF3 and 0xF5 (which its scanner
     * classes as blanks, a column each); a vertical tab is dropped like any other character.
     */
    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == 0xF3 || c == 0xF5;
    }

    private static boolean isIdentStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    private static boolean isIdentPart(char c) {
        return isIdentStart(c) || (c >= '0' && c <= '9');
    }

    private static boolean isOperatorStart(char c) {
        return ";{},=().&!~-+*/%<>^|".indexOf(c) >= 0;
    }
}
