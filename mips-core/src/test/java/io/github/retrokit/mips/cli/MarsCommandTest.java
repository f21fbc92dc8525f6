package io.github.retrokit.mips.cli;

import static io.github.retrokit.mips.cli.CliTestSupport.golden;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.CliTestSupport.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code mips mars}: MARS 4.5's command-line output byte for byte, and its exit statuses. */
class MarsCommandTest {
    @TempDir
    Path dir;

    @BeforeEach
    void fixtures() throws Exception {
        CliTestSupport.copyFixtures(dir);
    }

    @ParameterizedTest(name = "mars {0}")
    @CsvSource(delimiter = '|', textBlock = """
            <dir>/hello.asm                                                  | mars-hello.out               | 0
            nc ic <dir>/hello.asm                                            | mars-hello-ic.out            | 0
            nc se5 <dir>/overflow.asm                                        | mars-overflow.out            | 5
            nc <dir>/hello.asm $t0 t1 $f0 0x10010000-0x10010010              | mars-display.out             | 0
            nc dec b <dir>/hello.asm t1 $v0                                  | mars-display-dec-brief.out   | 0
            nc 100 <dir>/loop.asm                                            | mars-steps.out               | 0
            nc <dir>/args.asm pa one two                                     | mars-args.out                | 0
            nc <dir>/exit.asm                                                | mars-exit.out                | 7
            """)
    void printsWhatMarsPrints(String args, String golden, int status) throws Exception {
        Outcome outcome = CliTestSupport.run(dir, "", ("mars " + args).split(" "));
        assertEquals(golden(golden), outcome.out());
        assertEquals(status, outcome.status());
    }

    @Test
    void dashDashHelpPrintsMarsHelpAsHDoes() {
        Outcome h = CliTestSupport.run(dir, "", "mars", "h");
        assertTrue(h.out().contains("ae<n>  -- terminate MARS"), h.out());
        for (String help : List.of("--help", "-h")) {
            Outcome o = CliTestSupport.run(dir, "", "mars", help);
            assertEquals(h, o, help);
        }
    }

    @Test
    void runtimeErrorWithoutSeExitsZeroLikeMars() {
        assertEquals(0, CliTestSupport.run(dir, "", "mars", "nc", dir + "/overflow.asm").status());
    }

    @Test
    void assemblyErrorsAreReportedAllAtOnceWithAeStatus() {
        Outcome outcome = CliTestSupport.run(dir, "", "mars", "nc", "ae3", dir + "/bad.asm");
        String[] lines = outcome.out().split("\n", -1);
        assertTrue(lines[0].startsWith("Error in <dir>/bad.asm line 3 column "), lines[0]);
        assertTrue(lines[1].startsWith("Error in <dir>/bad.asm line 4 column "), lines[1]);
        assertEquals("", lines[2]);
        assertEquals("Processing terminated due to errors.", lines[3]);
        assertEquals("", lines[4]);
        assertEquals(5, lines.length);
        assertEquals(3, outcome.status());
    }

    @Test
    void dumpWritesTheTextSegmentAsHexText() throws Exception {
        Outcome outcome = CliTestSupport.run(dir, "", "mars", "nc", "a", "dump", ".text", "HexText", dir + "/text.hex",
                dir + "/hello.asm");
        assertEquals("", outcome.out(), "assemble only: nothing is printed, not even the trailing newline");
        assertEquals(golden("hello-text.hex"), Files.readString(dir.resolve("text.hex")));
    }

    @Test
    void dumpOfDataRunsToTheEndOfTheWrittenBlock() throws Exception {
        CliTestSupport.run(dir, "", "mars", "nc", "dump", ".data", "HexText", dir + "/data.hex", dir + "/hello.asm");
        String[] words = Files.readString(dir.resolve("data.hex")).split("\n");
        assertEquals(1024, words.length, "one 4 KiB block");
        assertEquals("6c6c6548", words[0]);
        assertEquals("00000000", words[1023]);
    }

    @Test
    void dumpInIntelHexHasOneRecordPerWordWithAValidChecksum() throws Exception {
        CliTestSupport.run(dir, "", "mars", "nc", "a", "dump", ".text", "HEX", dir + "/text.ihex", dir + "/hello.asm");
        List<String> records = Files.readAllLines(dir.resolve("text.ihex"));
        String[] hexText = golden("hello-text.hex").split("\n");
        assertEquals(hexText.length + 1, records.size());
        for (int i = 0; i < hexText.length; i++) {
            String record = records.get(i);
            assertEquals(String.format(":04%04X00%s", 4 * i, hexText[i].toUpperCase()), record.substring(0, 17));
            int sum = 0;
            for (int b = 1; b < record.length(); b += 2) {
                sum += Integer.parseInt(record.substring(b, b + 2), 16);
            }
            assertEquals(0, sum % 256, "checksum of " + record);
        }
        assertEquals(":00000001FF", records.get(hexText.length));
    }

    @Test
    void dumpAsSegmentWindowListsTheTextLikeTheIdeWindow() throws Exception {
        CliTestSupport.run(dir, "", "mars", "nc", "a", "dump", ".text", "SegmentWindow", dir + "/text.sw",
                dir + "/hello.asm");
        assertEquals(golden("hello-text.segmentwindow"), Files.readString(dir.resolve("text.sw")));
    }

    @Test
    void dumpAsSegmentWindowWritesDataInRowsOfEightWordsDroppingAPartialRow() throws Exception {
        CliTestSupport.run(dir, "", "mars", "nc", "a", "dump", "0x10010000-0x10010038", "SegmentWindow",
                dir + "/data.sw", dir + "/hello.asm");
        assertEquals("0x10010000    0x6c6c6548 0x4d202c6f 0x21535241 0x0000000a 0x00000000 0x00000000 0x00000000"
                + " 0x00000000 \n", Files.readString(dir.resolve("data.sw")), "the range ends before its last word (MARS), so words 8..13 make no full row");
    }

    @ParameterizedTest(name = "dump {0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            .text HexText <dir>/none/x.hex | Error while attempting to save dump, file <dir>/none/x.hex was not found!
            .text Hex <dir>/x.hex          | Error while attempting to save dump, format Hex was not found!
            .txt HexText <dir>/x.hex       | Error while attempting to save dump, segment/address-range .txt is invalid!
            0x10040000-0x10040010 HexText <dir>/x.hex | This segment has not been written to, there is nothing to dump.
            """)
    void dumpProblemsAreReportedInMarsWords(String dump, String message) {
        List<String> args = new java.util.ArrayList<>(List.of("mars", "nc", "a", "dump"));
        args.addAll(List.of(dump.split(" ")));
        args.add("<dir>/hello.asm");
        assertEquals(message + "\n", CliTestSupport.run(dir, "", args.toArray(String[]::new)).out());
    }

    @Test
    void instructionCountSkipsKernelTextLikeMars() {
        // user: lui, ori, addi (faults), li, syscall = 5; the 4 handler instructions are not counted
        assertEquals("\n5\n\n", CliTestSupport.run(dir, "", "mars", "nc", "ic", dir + "/kernel.asm").out());
    }

    @Test
    void instructionCountCountsABranchToItselfOnceLikeMars() {
        assertEquals("\nProgram terminated when maximum step limit 50 reached.\n\n1\n\n",
                CliTestSupport.run(dir, "", "mars", "nc", "ic", "50", dir + "/loop.asm").out());
    }

    @Test
    void instructionCountOfASelfLoopSurvivesTheMachinesRunChunks() {
        assertEquals("\nProgram terminated when maximum step limit 9000000 reached.\n\n1\n\n",
                CliTestSupport.run(dir, "", "mars", "nc", "ic", "9000000", dir + "/loop.asm").out());
    }

    @Test
    void warningsArePrintedBeforeTheRunLikeMars() {
        String[] lines = CliTestSupport.run(dir, "", "mars", "nc", dir + "/warn.asm").out().split("\n", -1);
        assertTrue(lines[0].startsWith("Warning in <dir>/warn.asm line 3 column "), lines[0]);
        assertEquals(List.of("", "5", ""), List.of(lines).subList(1, lines.length));
    }

    @Test
    void programReadsStandardInput() {
        Outcome outcome = CliTestSupport.run(dir, "21\n", "mars", "nc", dir + "/echo.asm");
        assertEquals("42\n", outcome.out());
    }

    @Test
    void bannerComesFirstAndHelpIsMarsHelp() {
        Outcome outcome = CliTestSupport.run(dir, "", "mars", "h");
        assertTrue(outcome.out().startsWith(MarsCommand.BANNER + "\nUsage:  Mars  [options] filename"), outcome.out());
        assertEquals(0, outcome.status());
    }

    @Test
    void unknownArgumentIsReportedLikeMars() {
        Outcome outcome = CliTestSupport.run(dir, "", "mars", "nc", "nosuchfile.asm");
        assertEquals("Invalid Command Argument: nosuchfile.asm\n", outcome.out());
        assertEquals(0, outcome.status());
    }

    @Test
    void aBareSmallNumberIsARegisterNotAStepLimitLikeInMars() {
        Outcome outcome = CliTestSupport.run(dir, "", "mars", "nc", "b", dir + "/hello.asm", "9");
        assertEquals("Hello, MARS!\n5\n0x00000005\n", outcome.out());
    }

    @Test
    void messagesGoToStandardErrorWithMe() {
        Outcome outcome = CliTestSupport.run(dir, "", "mars", "nc", "me", dir + "/overflow.asm");
        assertEquals("", outcome.out());
        assertTrue(outcome.err().startsWith("Error in <dir>/overflow.asm line 4:"), outcome.err());
    }
}
