package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.asm.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits one source line into tokens the way MARS does: {@code #} comments, commas as mere
 * separators, registers by number or name, integer/real/char/string literals.
 */
final class Lexer {
    private final String line;
    private final List<Token> tokens = new ArrayList<>();
    private int pos;

    private Lexer(String line) {
        this.line = line;
    }

    /**
     * The tokens of {@code line}. @throws SyntaxError at the first invalid character or literal (with every further
     * invalid element of the line as its {@link SyntaxError#following}, as MARS lists them all)
     */
    static List<Token> lex(String line) throws SyntaxError {
        Lexer lexer = new Lexer(line);
        lexer.run();
        return lexer.tokens;
    }

    /** The line without its comment (a {@code #} outside quotes starts it). */
    static String stripComment(String line) {
        boolean inString = false;
        boolean inChar = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && (inString || inChar)) {
                i++;
            } else if (c == '"' && !inChar) {
                inString = !inString;
            } else if (c == '\'' && !inString) {
                inChar = !inChar;
            } else if (c == '#' && !inString && !inChar) {
                return line.substring(0, i);
            }
        }
        return line;
    }

    private void run() throws SyntaxError {
        List<SyntaxError> invalid = new ArrayList<>();
        while (pos < line.length()) {
            char c = line.charAt(pos);
            if (c == '#') {
                break;
            }
            if (Character.isWhitespace(c) || c == ',') {
                pos++;
                continue;
            }
            try {
                tokens.add(next(c));
            } catch (SyntaxError e) {
                if (e.element() == null) {
                    if (invalid.isEmpty()) {
                        throw e;
                    }
                    break; // a problem of another kind after an invalid element: the elements are reported
                }
                invalid.add(e); // go on after it: MARS reports every invalid element of the line
                pos = Math.max(pos, e.column() - 1 + e.element().length());
            }
        }
        if (!invalid.isEmpty()) {
            throw invalid.get(0).followedBy(invalid.subList(1, invalid.size()));
        }
    }

    private Token next(char c) throws SyntaxError {
        int start = pos;
        switch (c) {
            case '(': pos++; return Token.of(Kind.LPAREN, "(", start + 1);
            case ')': pos++; return Token.of(Kind.RPAREN, ")", start + 1);
            case ':': pos++; return Token.of(Kind.COLON, ":", start + 1);
            case '"': return string();
            case '\'': return character();
            default: break;
        }
        if (Character.isDigit(c)) {
            return number(start);
        }
        if ((c == '-' || c == '+') && pos + 1 < line.length() && Character.isDigit(line.charAt(pos + 1))
                && (tokens.isEmpty() || !signIsOperatorAfter(tokens.get(tokens.size() - 1)))) {
            pos++;
            return number(start);
        }
        if (c == '+') {
            pos++;
            return Token.of(Kind.PLUS, "+", start + 1);
        }
        if (isIdentifierStart(c)) {
            return word(start);
        }
        if (c == '-') {
            pos++;
            return Token.of(Kind.MINUS, "-", start + 1); // MARS: an operator, reported where it stands as an operand
        }
        throw SyntaxError.invalidElement(start + 1, String.valueOf(c));
    }

    /**
     * True if a sign before a digit is an operator when it follows {@code previous}: after a name (a label, an
     * {@code .eqv} or macro name; not a directive or an instruction's mnemonic), whatever stands between them.
     * Anywhere else the sign starts a number. MARS 4.5 reads {@code 4-4} and {@code 4 -4} as {@code 4} and
     * {@code -4}, but {@code x-4}, {@code x -4} and {@code x, -4} as {@code x}, {@code -}, {@code 4};
     * {@code j -4} and {@code ) -4} as before a number.
     */
    static boolean signIsOperatorAfter(Token previous) {
        return previous.is(Kind.IDENT) && !previous.isDirective()
                && !InstructionSet.mars().isMnemonic(previous.text().toLowerCase(Locale.ROOT));
    }

    /** True if {@code c}, just read, is {@code e} or {@code E} and a sign and a digit follow: an exponent's sign. */
    private boolean signedExponentAfter(char c) {
        return (c == 'e' || c == 'E') && pos + 1 < line.length()
                && (line.charAt(pos) == '+' || line.charAt(pos) == '-') && Character.isDigit(line.charAt(pos + 1));
    }

    private Token number(int start) throws SyntaxError {
        while (pos < line.length()) {
            char c = line.charAt(pos);
            if (Character.isLetterOrDigit(c) || c == '.' || c == '_') {
                pos++;
                // an exponent's sign, in a hex literal too: MARS reads 0x1e-3 as one (invalid) element, not 0x1e and -3
                if (signedExponentAfter(c)) {
                    pos++;
                }
            } else {
                break;
            }
        }
        String text = line.substring(start, pos);
        Long value = Literals.parseInteger(text);
        if (value != null) {
            return Token.integer(text, start + 1, value.intValue());
        }
        Double real = Literals.parseReal(text);
        if (real != null) {
            return new Token(Kind.REAL, text, start + 1, 0, real);
        }
        throw SyntaxError.invalidElement(start + 1, text);
    }

    private Token word(int start) throws SyntaxError {
        pos++;
        while (pos < line.length() && isIdentifierPart(line.charAt(pos))) {
            pos++;
        }
        String text = line.substring(start, pos);
        Token real = wordReal(text, start);
        if (real != null) {
            return real;
        }
        char last = text.charAt(text.length() - 1);
        if (signedExponentAfter(last) && !text.startsWith("$")) {
            // MARS quirk: "de+4" is read as exponent notation and rejected.
            throw SyntaxError.invalidElement(start + 1, text + line.charAt(pos) + line.charAt(pos + 1));
        }
        if (text.startsWith("$")) {
            int gpr = Registers.gpr(text);
            if (gpr >= 0) {
                return new Token(Kind.GPR, text, start + 1, gpr, 0);
            }
            int fpr = Registers.fpr(text);
            if (fpr >= 0) {
                return new Token(Kind.FPR, text, start + 1, fpr, 0);
            }
            if (Registers.isMisspelledFpr(text)) {
                return Token.of(Kind.BAD_FPR, text, start + 1);
            }
        }
        return Token.of(Kind.IDENT, text, start + 1);
    }

    /**
     * The reals MARS reads where a word stands: {@code NaN}, {@code Infinity} and a fraction without its integer
     * part ({@code .5}, {@code .5f}, {@code .5e-3}: the exponent's sign and digits are taken here); else null.
     */
    private Token wordReal(String text, int start) throws SyntaxError {
        if (text.equals("NaN") || text.equals("Infinity")) {
            return new Token(Kind.REAL, text, start + 1, 0, text.equals("NaN") ? Double.NaN : Double.POSITIVE_INFINITY);
        }
        if (text.length() < 2 || text.charAt(0) != '.' || !Character.isDigit(text.charAt(1))) {
            return null;
        }
        char last = text.charAt(text.length() - 1);
        if (signedExponentAfter(last)) {
            pos++;
            while (pos < line.length() && isIdentifierPart(line.charAt(pos))) {
                pos++;
            }
            text = line.substring(start, pos);
        }
        Double real = Literals.parseReal(text);
        if (real == null) {
            if (text.indexOf('+') >= 0 || text.indexOf('-') >= 0) {
                throw SyntaxError.invalidElement(start + 1, text);
            }
            return null; // MARS: a word such as .5e or .5. is a name, and not a valid floating point constant
        }
        return new Token(Kind.REAL, text, start + 1, 0, real);
    }

    private Token string() {
        int start = pos++;
        StringBuilder sb = new StringBuilder();
        while (pos < line.length()) {
            char c = line.charAt(pos++);
            if (c == '"') {
                return Token.of(Kind.STRING, sb.toString(), start + 1);
            }
            if (c == '\\' && pos < line.length()) {
                sb.append(Literals.escape(line.charAt(pos++)));
            } else {
                sb.append(c);
            }
        }
        // MARS quirk: a string missing its closing quote is the rest of the line minus its last character
        return Token.of(Kind.STRING, sb.isEmpty() ? "" : sb.substring(0, sb.length() - 1), start + 1);
    }

    /** The escapes a character literal may hold after its backslash (MARS 4.5; strings take any character). */
    private static final String CHAR_ESCAPES = "ntrbf0\\'\"";

    /**
     * A character literal, cut from the line as MARS 4.5 cuts it (observed; marsdiff char_literal_cut): from its
     * quote, three characters if the third is a quote not after a backslash, or only two follow the quote; four
     * if the fourth is a quote, or at most four follow the quote; else five if the fifth is a quote, else six. A
     * second quote right after the first, or fewer than two characters after it, make a word up to the next quote,
     * space or comma. What is not a valid literal ({@code 'ab'}, {@code '\q'}, {@code 'abcde}) is an invalid
     * element; the rest of the line is read on after it.
     */
    private Token character() throws SyntaxError {
        int start = pos;
        int left = line.length() - start - 1;
        int end;
        if (left < 2 || line.charAt(start + 1) == '\'') {
            end = wordEnd(start + (left < 2 ? 1 : 2)); // MARS: '' and 'a at the line's end
        } else if (line.charAt(start + 2) == '\'' && line.charAt(start + 1) != '\\' || left == 2) {
            end = start + 3;
        } else if (left == 3 || line.charAt(start + 3) == '\'' || left == 4) {
            end = start + 4;
        } else {
            end = line.charAt(start + 4) == '\'' ? start + 5 : start + 6;
        }
        pos = end;
        String text = line.substring(start, end);
        String body = text.length() >= 3 && text.endsWith("'") ? text.substring(1, text.length() - 1) : "";
        int value;
        if (body.length() == 1 && body.charAt(0) != '\\') {
            value = body.charAt(0);
        } else if (body.length() == 2 && body.charAt(0) == '\\' && CHAR_ESCAPES.indexOf(body.charAt(1)) >= 0) {
            value = Literals.escape(body.charAt(1));
        } else if (body.matches("\\\\[0-3][0-7]{2}")) {
            value = Integer.parseInt(body.substring(1), 8);
        } else { // as MARS: 'ab', '\q', '\7', '\400' are invalid elements
            throw SyntaxError.invalidElement(start + 1, text);
        }
        return Token.integer(text, start + 1, value);
    }

    /** Where a word that runs from {@code from} ends: at the line's end, a quote, a space or a comma. */
    private int wordEnd(int from) {
        int end = from;
        while (end < line.length() && line.charAt(end) != '\'' && !Character.isWhitespace(line.charAt(end))
                && line.charAt(end) != ',') {
            end++;
        }
        return end;
    }

    private static boolean isIdentifierStart(char c) {
        return Character.isLetter(c) || c == '_' || c == '.' || c == '$' || c == '%';
    }

    private static boolean isIdentifierPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '$' || c == '%';
    }
}
