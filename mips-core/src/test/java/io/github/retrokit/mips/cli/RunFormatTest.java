package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.CliTestSupport.Outcome;
import io.github.retrokit.mips.harness.Json;
import io.github.retrokit.mips.internal.JsonText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --format json|csv}: schema retrokit.mips.run/1, goldens, parsed back. */
class RunFormatTest {
    private static final String FIB = String.join("\n", ".data", "sep: .asciiz \" \"", ".text", "main: li $v0, 5",
            "syscall", "move $s0, $v0", "li $t0, 0", "li $t1, 1", "loop: blez $s0, done", "move $a0, $t0",
            "li $v0, 1", "syscall", "la $a0, sep", "li $v0, 4", "syscall", "addu $t2, $t0, $t1", "move $t0, $t1",
            "move $t1, $t2", "addi $s0, $s0, -1", "j loop", "done: li $v0, 17", "li $a0, 3", "syscall", "");

    @TempDir
    Path dir;

    private Outcome run(String... args) throws Exception {
        Files.writeString(dir.resolve("fib.asm"), FIB);
        Files.writeString(dir.resolve("overflow.asm"), ".text\nli $t0, 0x7fffffff\naddi $t0, $t0, 1\n");
        return CliTestSupport.run(dir, "10\n", args);
    }

    @Test
    void jsonIsTheGoldenDocumentAloneOnStdoutAndTheProgramsOutputGoesToStderr() throws Exception {
        Outcome o = run("run", "--format", "json", "<dir>/fib.asm");
        assertEquals(3, o.status());
        assertEquals(CliTestSupport.golden("run-fib.json"), o.out());
        assertEquals("0 1 1 2 3 5 8 13 21 34 ", o.err());
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) Json.parse(o.out());
        assertEquals("retrokit.mips.run/1", json.get("schema"));
        assertEquals(List.copyOf(json.keySet()).get(0), "schema");
        assertEquals("exited", json.get("end"));
        assertEquals(3L, ((Number) json.get("exitStatus")).longValue());
        assertEquals(3L, ((Number) json.get("exitCode")).longValue());
        assertEquals(139L, ((Number) json.get("instructionCount")).longValue());
        assertEquals(89L, ((Number) json.get("t1")).longValue());
        assertEquals(null, json.get("message"));
        assertEquals(6 + 3 + 32 + 2 + 32 + 1, json.size());
    }

    @Test
    void csvIsAHeaderAndOneRowWithTheSameFields() throws Exception {
        Outcome o = run("run", "--format", "csv", "<dir>/fib.asm");
        assertEquals(CliTestSupport.golden("run-fib.csv"), o.out());
        List<String> lines = o.out().lines().toList();
        assertEquals(2, lines.size());
        String[] header = lines.get(0).split(",", -1);
        String[] row = lines.get(1).split(",", -1);
        assertEquals(header.length, row.length);
        Map<?, ?> json = (Map<?, ?>) Json.parse(run("run", "--format", "json", "<dir>/fib.asm").out());
        for (int i = 0; i < header.length; i++) {
            Object value = json.get(header[i]);
            assertEquals(value == null ? "" : value.toString(), row[i], header[i]);
        }
    }

    @Test
    void aRunTimeErrorIsReportedWithMarssTextAndStatus6() throws Exception {
        Outcome o = run("run", "--format", "json", "<dir>/overflow.asm");
        assertEquals(6, o.status());
        Map<?, ?> json = (Map<?, ?>) Json.parse(o.out());
        assertEquals("runtimeError", json.get("end"));
        assertEquals("Error in <dir>/overflow.asm line 3: Runtime exception at 0x00400008: arithmetic overflow",
                json.get("message"));
        assertEquals(null, json.get("exitCode"));
    }

    @Test
    void aLimitNamesItself() throws Exception {
        Outcome o = run("run", "--format", "json", "--max-steps", "10", "<dir>/fib.asm");
        assertEquals(5, o.status());
        Map<?, ?> json = (Map<?, ?>) Json.parse(o.out());
        assertEquals("limitReached", json.get("end"));
        assertEquals("instructions", json.get("limit"));
    }

    @Test
    void aResultFileLeavesStandardOutputToTheProgram() throws Exception {
        Outcome o = run("run", "--format", "json", "--result-file", "<dir>/result.json", "<dir>/fib.asm");
        assertEquals("0 1 1 2 3 5 8 13 21 34 ", o.out());
        assertEquals(CliTestSupport.golden("run-fib.json"), Files.readString(dir.resolve("result.json")));
        assertEquals(2, run("run", "--result-file", "<dir>/r.json", "<dir>/fib.asm").status());
        assertEquals(2, run("run", "--format", "xml", "<dir>/fib.asm").status());
    }

    @Test
    void hostileStringsSurviveJsonAndCsvQuoting() {
        for (String s : List.of("", "\"", "\\", "a\"b\\c", "\n\r\t\u0000\u001f", "é ☃ \ud83d\ude00", "\ud800 lone",
                "</script>", "a,b", "\"quoted\",\nnext")) {
            Object back = Json.parse("{\"s\":" + JsonText.quote(s) + "}");
            String expected = s.replace('\ud800', '\ud800');
            assertEquals(expected, ((Map<?, ?>) back).get("s"), s);
            String csv = JsonText.csvField(s);
            assertTrue(!csv.contains("\n") || csv.startsWith("\""), csv);
            String unquoted = csv.startsWith("\"") ? csv.substring(1, csv.length() - 1).replace("\"\"", "\"") : csv;
            assertEquals(s, unquoted);
        }
    }
}
