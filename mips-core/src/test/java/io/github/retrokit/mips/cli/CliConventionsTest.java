package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.CliTestSupport.Outcome;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The suite's command-line conventions, as RetroKit's own MIPS commands follow them. */
class CliConventionsTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--help", "-h", "help", "run --help", "run -h", "asm --help", "asm -h", "call --help",
        "call -h", "debug --help", "debug -h"})
    void helpIsTheFullTextOnStdoutWithStatus0(String args) {
        Outcome o = CliTestSupport.run(dir, "", args.split(" "));
        assertEquals(0, o.status());
        assertTrue(o.out().lines().count() >= 10, o.out());
        assertTrue(o.out().contains("xit status"), "documents its exit statuses:\n" + o.out());
        assertEquals("", o.err());
    }

    /** The usage line names the command as it is typed through the launcher, as the usage errors do. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--help       | usage: retrokit mips <command> [args...]",
        "run --help   | usage: retrokit mips run [options] file.asm [more.asm ...] [-- program args]",
        "asm -h       | usage: retrokit mips asm file.asm [more.asm ...] [options]",
        "call --help  | usage: retrokit mips call file.asm [more.asm ...] --label L [options]",
        "debug --help | usage: retrokit mips debug [options] file.asm [more.asm ...]",
    })
    void helpStartsWithTheUsageLineAsTypedThroughTheLauncherThenABlankLine(String args, String usage) {
        String[] lines = CliTestSupport.run(dir, "", args.trim().split(" ")).out().split("\n", 3);
        assertEquals(usage, lines[0]);
        assertEquals("", lines[1]);
    }

    @Test
    void marsKeepsMarsOwnHelp() {
        Outcome o = CliTestSupport.run(dir, "", "mars", "h");
        assertTrue(o.out().startsWith("MARS 4.5  Copyright 2003-2014 Pete Sanderson and Kenneth Vollmar"), o.out());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"run --bogus x.asm", "asm --bogus x.asm", "call --bogus x.asm", "debug --bogus x.asm",
        "fly"})
    void aUsageErrorIsOneLineThenTryHelpWithStatus2(String args) {
        Outcome o = CliTestSupport.run(dir, "", args.split(" "));
        assertEquals(2, o.status());
        String command = args.startsWith("fly") ? "" : " " + args.split(" ")[0];
        String[] lines = o.err().split("\n");
        assertEquals(2, lines.length, o.err());
        assertTrue(lines[0].startsWith("retrokit mips" + command + ": "), lines[0]);
        assertEquals("try 'retrokit mips" + command + " --help'", lines[1]);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "run --bogus x.asm              | retrokit mips run   | unknown option '--bogus'",
        "asm --bogus x.asm              | retrokit mips asm   | unknown option '--bogus'",
        "call --bogus x.asm             | retrokit mips call  | unknown option '--bogus'",
        "debug --bogus x.asm            | retrokit mips debug | unknown option '--bogus'",
        "run --format yaml x.asm        | retrokit mips run   | --format needs text, json or csv, not 'yaml'",
        "call x.asm --format yaml       | retrokit mips call  | --format needs text, json or csv, not 'yaml'",
        "asm --format yaml x.asm        | retrokit mips asm   | --format needs hex or binary, not 'yaml'",
        "run --max-steps ten x.asm      | retrokit mips run   | --max-steps needs a number from 0 up, not 'ten'",
        "run --max-output -1 x.asm      | retrokit mips run   | --max-output needs a number from 0 up, not '-1'",
        "run --ae 256 x.asm             | retrokit mips run   | --ae needs a number from 0 to 255, not '256'",
        "run --se x x.asm               | retrokit mips run   | --se needs a number from 0 to 255, not 'x'",
        "run --layout Big x.asm         | retrokit mips run   | --layout needs Default, CompactDataAtZero or CompactTextAtZero, not 'Big'",
        "asm --layout Big x.asm         | retrokit mips asm   | --layout needs Default, CompactDataAtZero or CompactTextAtZero, not 'Big'",
        "run --dir /nonexistent x.asm   | retrokit mips run   | --dir needs a directory, not '/nonexistent'",
        "run --max-memory 3Q x.asm      | retrokit mips run   | --max-memory needs a byte count (1000, 64K, 256M, 1G) or 'none', not '3Q'",
        "run --timeout soon x.asm       | retrokit mips run   | --timeout needs a number of seconds, not 'soon'",
        "run --bitmap 7 x.asm           | retrokit mips run   | --bitmap needs WxH[:unit][@base], not '7'",
        "run --bitmap-every 0 x.asm     | retrokit mips run   | --bitmap-every needs a number from 1 up, not '0'",
        "call x.asm --max-steps 0       | retrokit mips call  | --max-steps needs a number from 1 up, not '0'",
        "call x.asm --random-fill x     | retrokit mips call  | --random-fill needs a whole number, not 'x'",
        "call x.asm --stack-args c      | retrokit mips call  | --stack-args needs o32 or packed, not 'c'",
    })
    void theSameMistakeHasTheSameWordingInEveryCommand(String args, String prog, String message) {
        Outcome o = CliTestSupport.run(dir, "", args.split(" +"));
        assertEquals(2, o.status());
        assertEquals(prog + ": " + message + "\ntry '" + prog + " --help'\n", o.err());
        assertEquals("", o.out());
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "run   | <dir>/missing.asm | no such file",
        "asm   | <dir>/missing.asm | no such file",
        "call  | <dir>/missing.asm | no such file",
        "debug | <dir>/missing.asm | no such file",
        "run   | <dir>             | is a directory",
        "asm   | <dir>             | is a directory",
        "call  | <dir>             | is a directory",
        "debug | <dir>             | is a directory",
    })
    void anUnreadableSourceIsAnInputErrorWithStatus3InEveryCommand(String command, String source, String reason) {
        String[] args = command.equals("call") ? new String[] {command, source, "--label", "f"}
                : new String[] {command, source};
        Outcome o = CliTestSupport.run(dir, "", args);
        assertEquals(3, o.status());
        assertEquals("retrokit mips " + command + ": cannot read '" + source + "': " + reason + "\n", o.err(),
                "an input error, not a usage error: no 'try ... --help'");
        assertEquals("", o.out());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"run", "asm", "call", "debug"})
    void anAssemblyErrorIsStatus4InEveryCommand(String command) throws IOException {
        Files.writeString(dir.resolve("bad.asm"), ".text\nf: frob $t0\n");
        String[] args = command.equals("call") ? new String[] {command, "<dir>/bad.asm", "--label", "f"}
                : new String[] {command, "<dir>/bad.asm"};
        assertEquals(4, CliTestSupport.run(dir, "", args).status());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"run", "asm", "call", "debug"})
    void aFullStandardOutputIsStatus3WithTheReasonInEveryCommand(String command) throws IOException {
        Files.writeString(dir.resolve("chatter.asm"), ".text\nf:\nloop: li $a0, 7\nli $v0, 1\nsyscall\nj loop\n");
        String file = dir.resolve("chatter.asm").toString();
        String[] args = command.equals("call") ? new String[] {command, file, "--label", "f", "--max-steps", "1000"}
                : new String[] {command, file};
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new ByteArrayInputStream("continue\n".getBytes(StandardCharsets.UTF_8)),
                StandardOutputs.failing("No space left on device"), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(3, status);
        assertEquals("retrokit mips " + command + ": cannot write standard output: No space left on device\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"run", "asm", "call", "debug"})
    void aClosedStandardOutputEndsQuietlyWithStatus141(String command) throws IOException {
        Files.writeString(dir.resolve("chatter.asm"), ".text\nf:\nloop: li $a0, 7\nli $v0, 1\nsyscall\nj loop\n");
        String file = dir.resolve("chatter.asm").toString();
        String[] args = switch (command) {
            case "call" -> new String[] {command, file, "--label", "f", "--max-steps", "1000"};
            case "debug" -> new String[] {command, file};
            default -> new String[] {command, file};
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String commands = "continue\n".repeat(3) + "info registers\n".repeat(50);
        int status = Main.run(args, new ByteArrayInputStream(commands.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(closedPipe(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(141, status);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    /** Standard output as `| head -c 0` leaves it: every write fails. */
    private static OutputStream closedPipe() {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
    }
}
