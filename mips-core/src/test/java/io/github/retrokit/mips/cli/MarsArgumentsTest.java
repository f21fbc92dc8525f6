package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** MARS's register operands on its command line ({@code $t0}, {@code $8}, {@code $f31}), as MARS 4.5 reads them. */
class MarsArgumentsTest {

    /** The texts MARS's own patterns decide: $ and $f with 0-3 characters of digits and others after them. */
    private static List<String> candidates() {
        List<String> texts = new ArrayList<>();
        String[] tails = {"", "a", "x1", "00", "05", "9", "10", "19", "29", "30", "31", "32", "39", "40", "99", "100",
            "031", "1a", "٣", "3 ", "-1"};
        for (String prefix : new String[] {"$", "$f", "f", "$F"}) {
            for (String tail : tails) {
                texts.add(prefix + tail);
            }
        }
        for (int n = 0; n < 200; n++) {
            texts.add("$f" + n);
            texts.add("$" + n);
        }
        return texts;
    }

    @Test
    void floatingPointRegistersAreDollarFAndANumberFrom0To31WithoutLeadingZero() {
        for (String text : candidates()) {
            int expected = text.matches("\\$f([0-9]|[12][0-9]|3[01])") ? Integer.parseInt(text.substring(2)) : -1;
            assertEquals(expected, MarsArguments.fprNumber(text), text);
        }
    }

    @Test
    void generalRegistersByNumberOrName() {
        assertEquals(8, MarsArguments.gprNumber("$t0"));
        assertEquals(8, MarsArguments.gprNumber("$8"));
        assertEquals(31, MarsArguments.gprNumber("$ra"));
        assertEquals(-1, MarsArguments.gprNumber("$32"));
        assertEquals(-1, MarsArguments.gprNumber("$100"));
        assertEquals(-1, MarsArguments.gprNumber("t0"));
        assertEquals(-1, MarsArguments.gprNumber("$hello.asm"));
        assertEquals(-1, MarsArguments.gprNumber("$f0"));
    }
}
