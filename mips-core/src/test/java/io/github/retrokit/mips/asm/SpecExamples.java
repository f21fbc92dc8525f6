package io.github.retrokit.mips.asm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the verified examples of {@code mars-instructions.md} (a copy in the test resources):
 * Appendix A (one per pseudo template), the compact-configuration table and Appendix B (one per
 * basic form). Every row there was assembled by MARS 4.5 itself.
 */
final class SpecExamples {
    /** One verified line: table id (T or #), source, address (or -1), MARS's words. */
    record Example(int id, String source, int address, List<Integer> words) {
        @Override
        public String toString() {
            return id + ": " + source;
        }
    }

    private static final Pattern ROW_WITH_ADDRESS = Pattern.compile(
            "^\\| (\\d+) \\| `([^`]*)` \\| (0x[0-9A-Fa-f]{8}) \\| `([0-9A-F ]+)` \\|");
    private static final Pattern ROW_WITHOUT_ADDRESS = Pattern.compile("^\\| (\\d+) \\| `([^`]*)` \\| `([0-9A-F ]+)` \\|");

    /** d0, dbnd, dhi, tback, tfwd as the spec's test programs placed them. */
    static final String DEFAULT_LABELS = String.join("\n",
            ".data 0x10010000", "d0: .word 0", ".data 0x10017ffc", "dbnd: .word 0", "dhi: .word 0",
            ".text 0x00400000", "tback:", ".text 0x00410c3c", "tfwd:");

    static final String COMPACT_LABELS = String.join("\n", ".data 0x0000", "d0: .word 0", ".data 0x0800", "dhi: .word 0");
    /** The same label values in CompactTextAtZero, where MARS rejects data at 0 (it is text there). */
    static final String COMPACT_TEXT_LABELS = String.join("\n", ".text 0x0000", "d0:", ".text 0x0800", "dhi:");

    private SpecExamples() {
    }

    static List<String> specLines() {
        try (InputStream in = SpecExamples.class.getResourceAsStream("/asm/mars-instructions.md")) {
            return List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Example> pseudoExamples() {
        return section("## Appendix A", "Compact-configuration examples", ROW_WITH_ADDRESS);
    }

    static List<Example> compactExamples() {
        return section("Compact-configuration examples", "## Appendix B", ROW_WITHOUT_ADDRESS);
    }

    static List<Example> basicExamples() {
        return section("## Appendix B", null, ROW_WITH_ADDRESS);
    }

    private static List<Example> section(String from, String to, Pattern row) {
        List<Example> examples = new ArrayList<>();
        boolean inside = false;
        for (String line : specLines()) {
            if (line.startsWith(from)) {
                inside = true;
            } else if (to != null && line.startsWith(to)) {
                inside = false;
            }
            Matcher m = row.matcher(line);
            if (inside && m.find()) {
                boolean hasAddress = m.groupCount() == 4;
                int address = hasAddress ? Integer.parseUnsignedInt(m.group(3).substring(2), 16) : -1;
                List<Integer> words = new ArrayList<>();
                for (String w : m.group(hasAddress ? 4 : 3).trim().split("\\s+")) {
                    words.add(Integer.parseUnsignedInt(w, 16));
                }
                examples.add(new Example(Integer.parseInt(m.group(1)), m.group(2), address, words));
            }
        }
        return examples;
    }
}
