package io.github.retrokit.crobots.lang;

/**
 * A token with its place: {@code line} and {@code column} (1-based) of its first character, and
 * {@code caretColumn}, the original compiler's column counter after the token (tabs to multiples of 8,
 * comments not counted), which places the caret of a syntax error. {@code name} is the identifier
 * truncated to its 7 significant characters; {@code value} is a number's value.
 */
public record Token(TokenKind kind, String text, String name, long value, int line, int column, int caretColumn) {
    /** The text for messages: the spelling, or {@code end of file}. */
    public String describe() {
        return kind == TokenKind.EOF ? "end of file" : "'" + text + "'";
    }
}
