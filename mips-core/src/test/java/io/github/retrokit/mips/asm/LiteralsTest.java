package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Real literals and FPR names, checked by hand-written scans (no regular expression or lambda at start-up):
 * they accept exactly what the expressions they replaced accepted.
 */
class LiteralsTest {
    /** The language of a real literal, as the lexer's regular expression had it. */
    private static final Pattern REAL = Pattern.compile("[+-]?(\\d+\\.\\d*|\\.\\d+|\\d+)([eE][+-]?\\d+)?");

    @Test
    void realsWithSignsFractionsAndExponents() {
        for (String real : new String[] {"2.5", "-1e5", "3.", ".5", "+.5", "5", "-0", "1E+9", "1e-07", "5.e3",
            ".5E-1", "007.100"}) {
            assertTrue(Literals.isReal(real), real);
        }
        for (String not : new String[] {"", ".", "+", "-.", "e5", ".e5", "5e", "5e+", "1.2.3", "--5", "+-5", "5 ",
            " 5", "0x1.8", "1e5.0", "1_0", "\u0663.5"}) {
            assertFalse(Literals.isReal(not), not);
        }
    }

    /** Every string of up to six characters over digits, point, exponents, signs and a stray letter. */
    @Test
    void realsAreExactlyTheRegularExpressionsLanguage() {
        char[] alphabet = {'0', '9', '.', 'e', 'E', '+', '-', 'x'};
        StringBuilder text = new StringBuilder();
        for (int length = 0; length <= 6; length++) {
            int count = (int) Math.pow(alphabet.length, length);
            for (int n = 0; n < count; n++) {
                text.setLength(0);
                for (int k = 0, rest = n; k < length; k++, rest /= alphabet.length) {
                    text.append(alphabet[rest % alphabet.length]);
                }
                String s = text.toString();
                assertEquals(REAL.matcher(s).matches(), Literals.isReal(s), s);
            }
        }
    }

    @Test
    void fprNamesAreDollarFAndUpToTwoDigitsBelow32() {
        String[] names = {"$f0", "$f9", "$f01", "$f31", "$f32", "$f99", "$f", "$f001", "$fa", "$f1a", "$g1", "f1",
            "$f-1", "$f\u0663"};
        int[] numbers = {0, 9, 1, 31, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3};
        for (int k = 0; k < names.length; k++) {
            assertEquals(numbers[k], Registers.fpr(names[k]), names[k]);
        }
    }
}
