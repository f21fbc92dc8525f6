package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.mips.cli.CliTestSupport.Outcome;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code retrokit mips debug}: a scripted session against its golden transcript; piped commands; errors. */
class DebugCommandTest {
    @TempDir
    Path dir;

    private void copy(String name) throws IOException {
        Files.write(dir.resolve(name), CliTestSupport.resourceBytes("/debug/" + name));
    }

    @Test
    void aScriptedSessionPrintsTheGoldenTranscript() throws IOException {
        copy("mix.asm");
        copy("session.txt");
        copy("session-input.txt");
        Outcome outcome = CliTestSupport.run(dir, "", "debug", "--script", "<dir>/session.txt", "--input",
                "<dir>/session-input.txt", "<dir>/mix.asm");
        String golden = new String(CliTestSupport.resourceBytes("/debug/session.out"), StandardCharsets.UTF_8);
        assertEquals(new Outcome(0, golden, ""), outcome);
    }

    @Test
    void commandsCanBePipedAndMistakesAreReportedWithoutEndingTheSession() throws IOException {
        copy("calls.asm");
        Outcome outcome = CliTestSupport.run(dir, "break nowhere\nfly\nbreak fact if $a0 == 1\nc\np $a0\nback 1000\nq\n",
                "debug", "<dir>/calls.asm");
        assertEquals(0, outcome.status());
        assertEquals(String.join("\n",
                "=> 0x00400000 <main> calls.asm:5  [0]  main:   li   $a0, 5",
                "(mips) break nowhere",
                "error: no label 'nowhere'",
                "(mips) fly",
                "error: unknown command 'fly' (try 'help')",
                "(mips) break fact if $a0 == 1",
                "Breakpoint 1 at 0x00400024 <fact> calls.asm:13 if $a0 == 1",
                "(mips) c",
                "Breakpoint 1, 0x00400024 <fact> calls.asm:13",
                "=> 0x00400024 <fact> calls.asm:13  [30]  fact:   addiu $sp, $sp, -8      # line 13",
                "(mips) p $a0",
                "$a0 = 1 (0x00000001)",
                "(mips) back 1000",
                "at the start of the run",
                "=> 0x00400000 <main> calls.asm:5  [0]  main:   li   $a0, 5",
                "(mips) q",
                ""), outcome.out());
    }

    @Test
    void assemblerWarningsGoToStandardErrorAsInRun() throws IOException {
        Files.write(dir.resolve("warnings_every_kind.asm"), CliTestSupport.resourceBytes("/marsdiff/warnings_every_kind.asm"));
        Outcome outcome = CliTestSupport.run(dir, "c\nq\n", "debug", "<dir>/warnings_every_kind.asm");
        assertEquals(CliTestSupport.golden("run-warnings.err"), outcome.err());
        assertEquals(0, outcome.status());
    }

    @Test
    void examiningWordsAtAnUnalignedAddressIsAnError() throws IOException {
        copy("calls.asm");
        Outcome outcome = CliTestSupport.run(dir, "x/2w 0x10010001\nx/2b 0x10010001\nq\n", "debug", "<dir>/calls.asm");
        assertEquals(0, outcome.status());
        assertEquals(String.join("\n",
                "=> 0x00400000 <main> calls.asm:5  [0]  main:   li   $a0, 5",
                "(mips) x/2w 0x10010001",
                "error: x/Nw: 0x10010001 is not word-aligned (use x/Nb for bytes)",
                "(mips) x/2b 0x10010001",
                "0x10010001: 0x00 0x00",
                "(mips) q",
                ""), outcome.out());
    }

    @Test
    void aStopAfterProgramOutputWithoutANewlineStartsItsOwnLine() throws IOException {
        copy("calls.asm");
        Outcome outcome = CliTestSupport.run(dir, "continue\nquit\n", "debug", "<dir>/calls.asm");
        assertEquals(new Outcome(0, String.join("\n",
                "=> 0x00400000 <main> calls.asm:5  [0]  main:   li   $a0, 5",
                "(mips) continue",
                "120",
                "program exited with code 0",
                "(mips) quit",
                ""), ""), outcome);
    }

    @Test
    void usageAndAssemblyErrors() throws IOException {
        assertEquals(new Outcome(2, "", "retrokit mips debug: no .asm file given\ntry 'retrokit mips debug --help'\n"),
                CliTestSupport.run(dir, "", "debug"));
        Files.writeString(dir.resolve("bad.asm"), "  addi $t0\n");
        Outcome bad = CliTestSupport.run(dir, "", "debug", "<dir>/bad.asm");
        assertEquals(4, bad.status());
    }
}
