package io.github.retrokit.crobots.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The lexer rules of the behaviour spec §10.1. */
class LexerTest {
    private static List<Token> tokens(String src, StringBuilder echo) {
        Lexer lexer = new Lexer(src, echo);
        List<Token> out = new ArrayList<>();
        for (Token t = lexer.next(); t.kind() != TokenKind.EOF; t = lexer.next()) {
            out.add(t);
        }
        return out;
    }

    private static List<String> kinds(String src) {
        return tokens(src, null).stream().map(t -> t.kind() + (t.kind() == TokenKind.IDENT ? ":" + t.name() : "")).toList();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = "=>", value = {
        "a>>=b => [IDENT:a, SHR_ASSIGN, IDENT:b]",
        "a>>b>=c => [IDENT:a, SHR, IDENT:b, GREATER_EQ, IDENT:c]",
        "a+++b => [IDENT:a, INCR, PLUS, IDENT:b]",
        "x--y => [IDENT:x, DECR, IDENT:y]",
        "intx int while1 while => [IDENT:intx, INT, IDENT:while1, WHILE]",
        "last_direction last_dis => [IDENT:last_di, IDENT:last_di]",
        "a/**/b/*c => [IDENT:a, IDENT:b]",
        "a//b => [IDENT:a, SLASH, SLASH, IDENT:b]",
        "1a => [NUMBER, IDENT:a]",
        "a.b => [IDENT:a, DOT, IDENT:b]",
        "registers returned elsewhere => [IDENT:registe, IDENT:returne, IDENT:elsewhe]",
        "extern auto long => [EXTERN, AUTO, LONG]",
    })
    void tokenizes(String src, String expected) {
        assertEquals(expected, kinds(src).toString());
    }

    @Test
    void otherCharactersAreDropped() {
        assertEquals(List.of("IDENT:a", "IDENT:b", "IDENT:c", "IDENT:d"), kinds("'a' #b \"c\" [d]?:$@` \u00e9\r"));
    }

    @Test
    void aDroppedCharacterSplitsAWord() {
        assertEquals(List.of("WHILE", "IDENT:whi", "IDENT:le"), kinds("while whi\rle"));
    }

    @Test
    void constantsAreDecimalAndSaturateLikeAtol() {
        List<Token> t = tokens("010 9223372036854775807 9223372036854775808 99999999999999999999999", null);
        assertEquals(List.of(10L, Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE), t.stream().map(Token::value).toList());
    }

    @Test
    void echoesTokensWhitespaceAndCommentsButNotDroppedCharacters() {
        StringBuilder echo = new StringBuilder();
        tokens("a = 'b';\r\n/* note */\t#x\n", echo);
        assertEquals("a = b;\n/* note */\tx\n", echo.toString());
    }

    @Test
    void everyStarInsideACommentIsDroppedFromTheEcho() {
        StringBuilder echo = new StringBuilder();
        tokens("/** a*b **/ x /*/ y */ /* ***/", echo);
        assertEquals("/* ab */ x /*/ y */ /* */", echo.toString());
    }

    @Test
    void aByteFFAfterAStarInACommentIsLostWithIt() {
        StringBuilder echo = new StringBuilder();
        tokens("/* a*\u00ffb \u00ff */", echo);
        assertEquals("/* ab \u00ff */", echo.toString());
    }

    @Test
    void anyByteIsEchoedUnchangedInsideAComment() {
        StringBuilder echo = new StringBuilder();
        tokens("/* \u00e8\u00c3\u00a8\u0001\u007f */", echo);
        assertEquals("/* \u00e8\u00c3\u00a8\u0001\u007f */", echo.toString());
    }

    @Test
    void aNulEndsTheFileOutsideAComment() {
        StringBuilder echo = new StringBuilder();
        assertEquals(List.of("IDENT:a"), kinds("a\u0000b c"));
        tokens("a \u0000 b", echo);
        assertEquals("a ", echo.toString());
    }

    @Test
    void aNulEndsACommentAndTheByteAfterItIsLost() {
        StringBuilder echo = new StringBuilder();
        assertEquals(List.of("IDENT:a", "STAR", "SLASH", "IDENT:c"), kinds("/* x\u0000ba */ c"));
        tokens("/* x\u0000y z", echo);
        assertEquals("/* x z", echo.toString());
    }

    @Test
    void aCommentMayBeLeftOpenAtTheEndOfTheFile() {
        StringBuilder echo = new StringBuilder();
        assertEquals(List.of("IDENT:a"), tokens("a /* open *", echo).stream()
                .map(t -> "IDENT:" + t.name()).toList());
        assertEquals("a /* open ", echo.toString());
    }

    @Test
    void blanksAreTheOriginals() {
        // 0xF3 and 0xF5 are blanks there (echoed, a column each); a vertical tab is dropped (not counted)
        StringBuilder echo = new StringBuilder();
        List<Token> t = tokens("a\u00f3b\u00f5c\u000bd\fe", echo);
        assertEquals(List.of("a", "b", "c", "d", "e"), t.stream().map(Token::name).toList());
        assertEquals(List.of(1, 3, 5, 6, 8), t.stream().map(Token::caretColumn).toList());
        assertEquals("a\u00f3b\u00f5cd\fe", echo.toString());
    }

    @Test
    void caretColumnCountsTabsToEightAndSkipsComments() {
        List<Token> t = tokens("\tab /* long comment */ cd\nx", null);
        assertEquals(List.of(10, 14, 1), t.stream().map(Token::caretColumn).toList());
        assertEquals(List.of(1, 1, 2), t.stream().map(Token::line).toList());
        assertEquals(List.of(2, 24, 1), t.stream().map(Token::column).toList());
    }
}
