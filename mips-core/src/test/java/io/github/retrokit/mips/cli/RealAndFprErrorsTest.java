package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mips run} on one-line programs with real literals and FPU register names, the survey of MARS 4.5's
 * answers ({@code cli/real-and-fpr-errors.tsv}): each row's exit status and standard error, byte for byte. The
 * MARS column there is for the reader; {@code mips mars} is held to MARS's own output by the {@code marsdiff}
 * cases {@code real_literal_*} and {@code fpr_name_*} ({@link MarsGoldenTest}).
 */
class RealAndFprErrorsTest {
    private record Row(String segment, String source, int status, String stderr) { }

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everySurveyedLine() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Row row : rows()) {
            tests.add(DynamicTest.dynamicTest(row.segment() + " " + row.source(), () -> check(row)));
        }
        return tests.stream();
    }

    private void check(Row row) throws IOException {
        String program = "text".equals(row.segment()) ? ".text\n" + row.source() + "\nlabel: nop\n"
                : ".data\n" + row.source() + "\n";
        Files.writeString(dir.resolve("t.asm"), program);
        CliTestSupport.Outcome outcome = CliTestSupport.run(dir, "", "run", "--max-steps", "1000", "<dir>/t.asm");
        assertEquals(row.stderr(), outcome.err().replace("<dir>/", ""), "standard error");
        assertEquals(row.status(), outcome.status(), "exit status");
    }

    private static List<Row> rows() throws IOException {
        String table = new String(CliTestSupport.resource("real-and-fpr-errors.tsv"), StandardCharsets.UTF_8);
        List<Row> rows = new ArrayList<>();
        for (String line : table.split("\n")) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] cells = line.split("\t", -1);
            String stderr = cells[3].isEmpty() ? "" : cells[3].replace("\\n", "\n") + "\n";
            rows.add(new Row(cells[0], cells[1], Integer.parseInt(cells[2]), stderr));
        }
        return rows;
    }
}
