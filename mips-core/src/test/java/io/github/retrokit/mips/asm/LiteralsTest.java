package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Real literals and FPU register names as MARS 4.5 reads them (each case observed on the jar). */
class LiteralsTest {

    @Test
    void realsAreJavasFloatingPointLiteralsSuffixesHexAndNamedValuesIncluded() {
        String[] reals = {"2.5", "-1e5", "3.", ".5", "+.5", "5", "-0", "1E+9", "1e-07", "5.e3", ".5E-1", "007.100",
            "1.5f", "5d", "1.5F", "1.5D", "1e5f", "0x1p3", "0X1P3", "0x1.8p1", "-0x1p3", "0x.8p1", "0x1.p1", "0x1p3f",
            "NaN", "Infinity", "1e400", "1e-400"};
        double[] values = {2.5, -1e5, 3, 0.5, 0.5, 5, -0.0, 1e9, 1e-7, 5e3, 0.05, 7.1,
            1.5, 5, 1.5, 1.5, 1e5, 8, 8, 3, -8, 1, 2, 8,
            Double.NaN, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, 0};
        for (int k = 0; k < reals.length; k++) {
            assertEquals(values[k], Literals.parseReal(reals[k]), reals[k]);
        }
        for (String not : new String[] {"", ".", "+", "-.", "e5", ".e5", "5e", "5e+", "1.2.3", "--5", "+-5", "5 ",
            " 5", "0x1.8", "0x10", "0x1p", "0xp3", "1e5.0", "1_0", "1f5", "1.5ff", "1e0x5", "nan", "inf", "NaNa",
            "\u0663.5"}) {
            assertNull(Literals.parseReal(not), not);
        }
    }

    @Test
    void dataDigitsAreOctalWhenThatFitsAnIntElseTheDecimalsLow32Bits() {
        String[] digits = {"0", "7", "010", "0777", "08", "2147483647", "2147483648", "4294967295", "4294967296",
            "99999999999", "017777777777", "020000000000", "037777777777", "18446744073709551617"};
        int[] values = {0, 7, 8, 511, 8, Integer.MAX_VALUE, Integer.MIN_VALUE, -1, 0,
            0x4876e7ff, Integer.MAX_VALUE, 0xa817c800, 0xcbbb2471, 1};
        for (int k = 0; k < digits.length; k++) {
            assertEquals(values[k], Literals.dataDigits(digits[k]), digits[k]);
        }
        for (String not : new String[] {"", "-1", "+1", "0x10", "1e5", "1.5", "'a'"}) {
            assertNull(Literals.dataDigits(not), not);
        }
    }

    @Test
    void fprNamesAreDollarFAndZeroTo31WithoutLeadingZeros() {
        String[] names = {"$f0", "$f9", "$f01", "$f00", "$f31", "$f32", "$f99", "$f", "$f001", "$fa", "$f1a", "$g1",
            "f1", "$f-1", "$f\u0663"};
        int[] numbers = {0, 9, -1, -1, 31, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3};
        for (int k = 0; k < names.length; k++) {
            assertEquals(numbers[k], Registers.fpr(names[k]), names[k]);
        }
    }

    /** MARS's "invalid FPU register name": {@code $f} and an integer literal 0..31 spelt otherwise than $f0..$f31. */
    @Test
    void misspelledFprsAreDollarFAndAnotherSpellingOfZeroTo31() {
        for (String bad : new String[] {"$f", "$f00", "$f01", "$f07", "$f031", "$f037", "$f0032", "$f0x1", "$f0X1",
            "$f0x1F"}) {
            assertEquals(true, Registers.isMisspelledFpr(bad), bad);
        }
        for (String other : new String[] {"$f0", "$f31", "$f32", "$f99", "$f100", "$f040", "$f099", "$f0x20",
            "$f0b1", "$fa", "$f_", "$f1a", "$F1", "$F", "$t0", "$"}) {
            assertEquals(false, Registers.isMisspelledFpr(other), other);
        }
    }
}
