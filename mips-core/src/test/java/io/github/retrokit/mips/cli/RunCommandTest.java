package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.CliTestSupport.Outcome;
import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code mips run} and {@code Main}'s dispatch: output, reports on standard error, exit statuses. */
class RunCommandTest {
    @TempDir
    Path dir;

    @BeforeEach
    void fixtures() throws Exception {
        CliTestSupport.copyFixtures(dir);
    }

    @Test
    void programOutputOnlyOnStandardOutput() {
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--count", dir + "/hello.asm");
        assertEquals("Hello, MARS!\n5", outcome.out());
        assertEquals("instructions executed: 9\n", outcome.err());
        assertEquals(0, outcome.status());
    }

    @Test
    void programArgumentsAfterDoubleDash() {
        assertEquals("2 a b", CliTestSupport.run(dir, "", "run", dir + "/args.asm", "--", "a", "b").out());
    }

    @Test
    void standardInputReachesTheProgram() {
        assertEquals("-8", CliTestSupport.run(dir, "-4\n", "run", dir + "/echo.asm").out());
    }

    @Test
    void dumpRegsListsEveryRegister() {
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--dump-regs", dir + "/hello.asm");
        assertTrue(outcome.err().contains("$t1     9  0x00000005\n"), outcome.err());
        assertTrue(outcome.err().contains("$sp    29  0x7fffeffc\n"), outcome.err());
        assertTrue(outcome.err().contains("pc         0x00400024\n"), outcome.err());
    }

    @ParameterizedTest(name = "run {0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            <dir>/exit.asm                        | 7
            <dir>/overflow.asm                    | 6
            --se 9 <dir>/overflow.asm             | 9
            <dir>/bad.asm                         | 4
            --ae 6 <dir>/bad.asm                  | 6
            --max-steps 10 <dir>/loop.asm         | 5
            --bogus <dir>/hello.asm               | 2
            --layout Tiny <dir>/hello.asm         | 2
            <dir>/missing.asm                     | 3
            --max-steps                           | 2
            --se 255 <dir>/overflow.asm           | 255
            --se 256 <dir>/overflow.asm           | 2
            --ae 2147483648 <dir>/bad.asm         | 2
            """)
    void exitStatuses(String args, int status) {
        assertEquals(status, CliTestSupport.run(dir, "", ("run " + args).split(" ")).status());
    }

    @Test
    void assemblerWarningsGoToStandardErrorBeforeTheRun() throws Exception {
        // MARS 4.5 prints the same warnings (as "Warning in f line L column C: ...") on standard output first
        java.nio.file.Files.write(dir.resolve("warnings_every_kind.asm"),
                CliTestSupport.resourceBytes("/marsdiff/warnings_every_kind.asm"));
        Outcome outcome = CliTestSupport.run(dir, "", "run", dir + "/warnings_every_kind.asm");
        assertEquals("44", outcome.out());
        assertEquals(CliTestSupport.golden("run-warnings.err"), outcome.err());
        assertEquals(0, outcome.status());
    }

    @Test
    void assemblerWarningsComeBeforeTheReportsAndKeepTheExitStatus() throws Exception {
        java.nio.file.Files.writeString(dir.resolve("both.asm"),
                ".data\nb: .byte 200\n.text\nli $v0, 17\nli $a0, 3\nsyscall\n");
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--count", dir + "/both.asm");
        assertEquals("<dir>/both.asm:2:10: warning: \"200\" is out-of-range for a signed value and possibly truncated\n"
                + "instructions executed: 3\n", outcome.err());
        assertEquals(3, outcome.status());
    }

    @Test
    void aProgramPrintingIntoAClosedPipeIsStoppedNotLeftRunning() throws Exception {
        // '| head -c 10': the reader goes away; a PrintStream only records the failure
        java.nio.file.Files.writeString(dir.resolve("chatter.asm"), "main: li $a0, 65\nagain: li $v0, 11\nsyscall\nj again\n");
        java.io.OutputStream head = new java.io.OutputStream() {
            private int written;

            @Override
            public void write(int b) throws java.io.IOException {
                if (++written > 10) {
                    throw new java.io.IOException("Broken pipe");
                }
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"run", "--max-steps", "10000000", dir + "/chatter.asm"},
                java.io.InputStream.nullInputStream(), new PrintStream(head, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8), "quiet, as a C program killed by SIGPIPE");
        assertEquals(141, status);
    }

    @Test
    void aProgramPrintingToASlowOutputMeetsItsTimeoutAsALimitNotAsABlockedRead() throws Exception {
        java.nio.file.Files.writeString(dir.resolve("chatter.asm"), "main: li $a0, 65\nagain: li $v0, 11\nsyscall\nj again\n");
        java.io.OutputStream slow = new java.io.OutputStream() {
            @Override
            public void write(int b) throws java.io.IOException {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    throw new java.io.InterruptedIOException();
                }
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"run", "--timeout", "0.1", dir + "/chatter.asm"},
                java.io.InputStream.nullInputStream(), new PrintStream(slow, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("retrokit mips run: wall-clock limit of 100 ms exceeded (pc 0x"),
                err.toString(StandardCharsets.UTF_8));
        assertEquals(5, status);
    }

    @Test
    void runtimeErrorIsReportedInMarsWords() {
        Outcome outcome = CliTestSupport.run(dir, "", "run", dir + "/overflow.asm");
        assertEquals("Error in <dir>/overflow.asm line 4: Runtime exception at 0x00400008: arithmetic overflow\n",
                outcome.err());
    }

    @Test
    void limitIsReportedClearly() {
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--max-steps", "10", dir + "/loop.asm");
        assertEquals("retrokit mips run: instruction limit of 10 reached (pc 0x00400000)\n", outcome.err());
    }

    @Test
    void memoryLimitEndsAPageToucherWithARunTimeError() throws Exception {
        java.nio.file.Files.writeString(dir.resolve("touch.asm"), """
                .text
                    li $t0, 0x10040000
                    li $t1, 0x10000
                loop:
                    sw $t0, 0($t0)
                    addu $t0, $t0, $t1
                    j loop
                """);
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--max-memory", "1M", dir + "/touch.asm");
        assertEquals(6, outcome.status());
        assertEquals("Error in <dir>/touch.asm line 5: Runtime exception at 0x00400010: memory limit of 1 MiB exceeded"
                + " by a store to 0x10130000\n", outcome.err());
    }

    @Test
    void fileLimitEndsTheRunAtTheByteItAllows() throws Exception {
        java.nio.file.Files.writeString(dir.resolve("fill.asm"), """
                .data
                name: .asciiz "big.bin"
                .text
                    li $v0, 13
                    la $a0, name
                    li $a1, 1
                    syscall
                    move $a0, $v0
                    li $v0, 15
                    li $a1, 0x10010000
                    li $a2, 0x4000000
                    syscall
                """);
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--dir", dir.toString(), "--max-file-bytes", "1000",
                dir + "/fill.asm");
        assertEquals(5, outcome.status());
        assertEquals("retrokit mips run: file output limit of 1000 bytes reached (pc 0x0040002c)\n", outcome.err());
        assertEquals(1000, java.nio.file.Files.size(dir.resolve("big.bin")));
    }

    @Test
    void includeIsConfinedToTheProgramsDirectoryUnlessUnconfined() throws Exception {
        java.nio.file.Path program = java.nio.file.Files.createDirectories(dir.resolve("program"));
        java.nio.file.Files.writeString(dir.resolve("secret.txt"), "topsecret\n");
        java.nio.file.Files.writeString(program.resolve("leak.asm"), ".include \"../secret.txt\"\n");
        Outcome confined = CliTestSupport.run(dir, "", "run", program + "/leak.asm");
        assertEquals(4, confined.status());
        assertEquals("<dir>/program/leak.asm:1:10: error: Error reading include file <dir>/program/../secret.txt"
                + " (outside the program's directory)\n", confined.err());
        Outcome unconfined = CliTestSupport.run(dir, "", "run", "--unconfined", program + "/leak.asm");
        assertEquals("<dir>/secret.txt:1:1: error: \"topsecret\" is not a recognized operator\n", unconfined.err());
    }

    @ParameterizedTest
    @CsvSource({"--max-memory,lots", "--max-memory,-1", "--max-file-bytes,1T", "--max-file-bytes,''"})
    void badByteCountsAreUsageErrors(String option, String value) {
        Outcome outcome = CliTestSupport.run(dir, "", "run", option, value, dir + "/hello.asm");
        assertEquals(2, outcome.status());
        assertEquals("retrokit mips run: " + option + " needs a byte count (1000, 64K, 256M, 1G) or 'none', not '"
                + value + "'\ntry 'retrokit mips run --help'\n", outcome.err());
    }

    @Test
    @Timeout(60)
    void timeoutEndsARunBlockedOnStandardInput() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (PipedOutputStream neverWritten = new PipedOutputStream();
             PipedInputStream stdin = new PipedInputStream(neverWritten)) {
            int status = Main.run(new String[] {"run", "--timeout", "0.2", dir + "/echo.asm"}, stdin,
                    new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(5, status);
        }
        assertEquals("retrokit mips run: wall-clock limit of 200 ms exceeded; the program was blocked waiting for"
                + " standard input\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void timeoutLeavesAProgramThatReadsInTimeAlone() {
        Outcome outcome = CliTestSupport.run(dir, "-4\n", "run", "--timeout", "30", dir + "/echo.asm");
        assertEquals("-8", outcome.out());
        assertEquals(0, outcome.status());
    }

    @Test
    void assemblyErrorsUseFileLineColumn() {
        Outcome outcome = CliTestSupport.run(dir, "", "run", dir + "/bad.asm");
        String[] lines = outcome.err().split("\n");
        assertEquals(2, lines.length, outcome.err());
        assertTrue(lines[0].startsWith("<dir>/bad.asm:3:"), lines[0]);
        assertTrue(lines[1].startsWith("<dir>/bad.asm:4:"), lines[1]);
    }

    @Test
    void usageErrorNamesTheProblem() {
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--max-steps", "ten", dir + "/hello.asm");
        assertEquals("retrokit mips run: --max-steps needs a number from 0 up, not 'ten'\n"
                + "try 'retrokit mips run --help'\n", outcome.err());
    }

    @Test
    void helpNamesTheMarsOptionOfEachOption() {
        String help = CliTestSupport.run(dir, "", "run", "--help").out();
        for (String mars : new String[] {"[sm]", "[ic]", "[db]", "[mc NAME]", "[np]", "[aeN]", "[seN]", "[pa args ...]"}) {
            assertTrue(help.contains(mars), mars);
        }
    }

    @Test
    void helpGivesAFullStandardOutputTheStatusItHas3NotTheRunTimeErrors6() {
        String help = CliTestSupport.run(dir, "", "run", "--help").out().replace("\n", " ");
        String three = help.substring(help.indexOf("; 3 "), help.indexOf("; 4 "));
        assertTrue(three.contains("standard output cannot be written"), three);
        String six = help.substring(help.indexOf("; 6 "), help.indexOf("; 141 "));
        assertFalse(six.contains("standard output"), six);
    }

    @Test
    void mainDispatchesAndRejectsUnknownCommands() {
        assertEquals(0, CliTestSupport.run(dir, "", "--help").status());
        Outcome unknown = CliTestSupport.run(dir, "", "fly");
        assertEquals(2, unknown.status());
        assertEquals("retrokit mips: unknown command 'fly' (expected run, mars, asm, call or debug)\n"
                + "try 'retrokit mips --help'\n", unknown.err());
    }

    @Test
    void mainDispatchesAsmAndCall() {
        assertEquals(0, CliTestSupport.run(dir, "", "asm", dir + "/hello.asm").status());
        assertEquals(2, CliTestSupport.run(dir, "", "call").status(), "call without arguments is a usage error");
    }
}
