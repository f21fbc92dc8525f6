package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.CliTestSupport.Outcome;
import io.github.retrokit.mips.harness.Region;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The numbers the mips commands print are ASCII digits whatever the default locale: in Egyptian Arabic
 * ({@code ar-EG}) {@code String.format("%d", 1234)} gives Arabic-Indic digits, which no grader or golden expects.
 */
class AsciiDigitsInAnyLocaleTest {
    private static final Locale ARABIC_DIGITS = Locale.forLanguageTag("ar-EG");
    private static final String CONVENTIONS = "src/test/resources/harness/conventions.asm";

    @TempDir
    Path dir;

    /** {@code work}'s result with the default locale set to {@code ar-EG}, then the old default back. */
    private static <T> T inArabicLocale(Callable<T> work) throws Exception {
        Locale old = Locale.getDefault();
        Locale.setDefault(ARABIC_DIGITS);
        try {
            assertEquals("١٢٣٤", String.format("%d", 1234), "this locale's default %d is not ASCII");
            return work.call();
        } finally {
            Locale.setDefault(old);
        }
    }

    private static void assertAsciiDigits(String text) {
        text.chars().filter(Character::isDigit).forEach(c -> assertTrue(c >= '0' && c <= '9',
                () -> "non-ASCII digit U+" + Integer.toHexString(c) + " in:\n" + text));
    }

    private static String golden(String absolute) throws IOException {
        return new String(CliTestSupport.resourceBytes(absolute), StandardCharsets.UTF_8);
    }

    @Test
    void theCallReport() throws Exception {
        Outcome o = inArabicLocale(() -> CliTestSupport.run(dir, "", "call", CONVENTIONS, "--label", "stores_global",
                "--args", "0x1234"));
        assertEquals(golden("/harness/stores_global.txt"), o.out(), "$v0 = %d and the write's %d bytes");
        o = inArabicLocale(() -> CliTestSupport.run(dir, "", "call", CONVENTIONS, "--label", "clobbers_s0",
                "--args", "9", "--random-fill", "11"));
        assertEquals(golden("/harness/clobbers_s0.txt"), o.out());
    }

    @Test
    void theAssemblyListing() throws Exception {
        CliTestSupport.copyFixtures(dir);
        Outcome o = inArabicLocale(() -> CliTestSupport.run(dir, "", "asm", "<dir>/hello.asm"));
        assertEquals(0, o.status(), o.err());
        assertTrue(o.out().matches("(?s).*  +[0-9]+: .*"), "the source line numbers:\n" + o.out());
        assertTrue(o.out().matches("(?s).*\n[0-9]+ instruction words, [0-9]+ data bytes, [0-9]+ symbols\n.*"), o.out());
        assertAsciiDigits(o.out());
        assertEquals(CliTestSupport.run(dir, "", "asm", "<dir>/hello.asm"), o, "as in the build's own locale");
    }

    @Test
    void theRegisterDump() throws Exception {
        CliTestSupport.copyFixtures(dir);
        Outcome o = inArabicLocale(() -> CliTestSupport.run(dir, "", "run", "--dump-regs", "<dir>/hello.asm"));
        assertTrue(o.err().contains("$t1     9  0x00000005\n"), o.err());
        assertAsciiDigits(o.err());
    }

    @Test
    void theDebuggersBreakpointsWatchpointsAndPrints() throws Exception {
        for (String name : new String[] {"mix.asm", "session.txt", "session-input.txt"}) {
            Files.write(dir.resolve(name), CliTestSupport.resourceBytes("/debug/" + name));
        }
        Outcome o = inArabicLocale(() -> CliTestSupport.run(dir, "", "debug", "--script", "<dir>/session.txt",
                "--input", "<dir>/session-input.txt", "<dir>/mix.asm"));
        assertEquals(new Outcome(0, golden("/debug/session.out"), ""), o);
    }

    @Test
    void aRegionsText() throws Exception {
        assertEquals("0x10010000:1234", inArabicLocale(() -> new Region(0x10010000, 1234).toString()));
    }
}
