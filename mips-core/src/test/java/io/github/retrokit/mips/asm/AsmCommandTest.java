package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.AsmCommand;
import io.github.retrokit.mips.cli.StandardOutputs;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mips asm}: listing, segment dumps, error report and exit statuses. */
class AsmCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return AsmCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static Path write(Path dir, String text) throws Exception {
        Path file = dir.resolve("prog.asm");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void dumpTextAsHexWords(@TempDir Path dir) throws Exception {
        Path file = write(dir, ".text\nli $v0, 10\nsyscall\n");
        assertEquals(AsmCommand.OK, run(file.toString(), "--dump-text"));
        assertEquals("2402000a\n0000000c\n", out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
    }

    @Test
    void dumpDataAsRawLittleEndianBytes(@TempDir Path dir) throws Exception {
        Path file = write(dir, ".data\n.word 0x11223344\n.byte 5\n");
        assertEquals(AsmCommand.OK, run(file.toString(), "--dump-data", "--format", "binary"));
        assertArrayEquals(new byte[] {0x44, 0x33, 0x22, 0x11, 5, 0, 0, 0}, out.toByteArray());
    }

    @Test
    void listingShowsAddressWordBasicAndSource(@TempDir Path dir) throws Exception {
        Path file = write(dir, "main: la $a0, main\n");
        assertEquals(AsmCommand.OK, run(file.toString()));
        String listing = out.toString(StandardCharsets.UTF_8);
        assertTrue(listing.contains("0x00400000  0x3c010040  lui $1,0x00000040"), listing);
        assertTrue(listing.contains("1: main: la $a0, main"), listing);
    }

    @Test
    void aDumpIntoAFullDiskIsStatus3WithTheReason(@TempDir Path dir) throws Exception {
        // '> /dev/full': every write fails with ENOSPC
        Path file = write(dir, ".text\nli $v0, 10\nsyscall\n");
        int status = AsmCommand.run(new String[] {file.toString(), "--dump-text"},
                StandardOutputs.failing("No space left on device"), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(3, status);
        assertEquals("retrokit mips asm: cannot write standard output: No space left on device\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aDumpIntoAClosedPipeIsStatus141Quietly(@TempDir Path dir) throws Exception {
        Path file = write(dir, ".text\nli $v0, 10\nsyscall\n");
        int status = AsmCommand.run(new String[] {file.toString(), "--dump-text"},
                StandardOutputs.failing("Broken pipe"), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(AsmCommand.OUTPUT_FAILED, status);
        assertEquals(141, status);
        assertEquals("", err.toString(StandardCharsets.UTF_8), "quiet, as a C program killed by SIGPIPE");
    }

    @Test
    void assemblyErrorsGoToStderrWithPositionsAndStatus4(@TempDir Path dir) throws Exception {
        Path file = write(dir, "nop\n  frob $t0\n");
        assertEquals(AsmCommand.ASSEMBLY_ERRORS, run(file.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("prog.asm:2:3: error: \"frob\" is not a recognized operator"));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void layoutAndNoPseudoOptions(@TempDir Path dir) throws Exception {
        Path file = write(dir, ".data\nx: .word 0\n.text\nla $t0, x\n");
        assertEquals(AsmCommand.OK, run(file.toString(), "--dump-text", "--layout", "CompactTextAtZero"));
        assertEquals("20082000\n", out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
        assertEquals(AsmCommand.ASSEMBLY_ERRORS, run(file.toString(), "--no-pseudo"));
    }

    @Test
    void badCommandLinesExitWith2() {
        assertEquals(AsmCommand.USAGE, run());
        assertEquals(AsmCommand.USAGE, run("x.asm", "--format", "octal"));
        assertEquals(AsmCommand.USAGE, run("x.asm", "--layout", "Huge"));
        assertEquals(AsmCommand.USAGE, run("x.asm", "--dump-text", "--dump-data"));
        assertEquals(AsmCommand.OK, run("--help"));
    }
}
