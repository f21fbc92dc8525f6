package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.SourceLine;
import io.github.retrokit.mips.run.Machine;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * MARS's {@code SegmentWindow} dump format: memory written the way the IDE's segment windows show it
 * (hexadecimal addresses and values, MARS's default settings). A data range gives rows of eight words
 * after the row's address (MARS writes a row only when it is full, so a last partial row is dropped);
 * a text range gives a header and one line per instruction: address, code, basic instruction padded to
 * 22 characters, source line number padded to 5 (blank for the later words of a pseudo-instruction),
 * source. Any other range gives an empty file.
 */
final class SegmentWindowDump {
    private static final String TEXT_HEADER = " Address    Code        Basic                     Source";
    private static final int WORDS_PER_ROW = 8;

    private SegmentWindowDump() { }

    static byte[] format(Machine machine, int low, int end) {
        StringBuilder text = new StringBuilder();
        if (inDataSegment(machine, low)) {
            data(machine, low, end, text);
        } else if (machine.layout().isUserText(low)) {
            text(machine, low, end, text);
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void data(Machine machine, int low, int end, StringBuilder text) {
        StringBuilder row = new StringBuilder();
        int offset = 0;
        for (int a = low; a != end; a += 4) {
            if (offset % WORDS_PER_ROW == 0) {
                row.setLength(0);
                row.append(hex(a)).append("    ");
            }
            offset++;
            row.append(hex(machine.readWord(a))).append(' ');
            if (offset % WORDS_PER_ROW == 0) {
                text.append(row).append(System.lineSeparator());
            }
        }
    }

    private static void text(Machine machine, int low, int end, StringBuilder text) {
        text.append(TEXT_HEADER).append(System.lineSeparator()).append(System.lineSeparator());
        for (int a = low; a != end; a += 4) {
            text.append(hex(a)).append("  ").append(hex(machine.readWord(a))).append("  ");
            Optional<SourceLine> line = machine.sourceLine(a);
            if (line.isPresent()) {
                boolean firstWord = !sameStatement(machine.sourceLine(a - 4), line.get());
                text.append(pad(line.get().basic(), 22));
                text.append(pad(firstWord ? Integer.toString(line.get().line()) : "", 5));
                text.append(firstWord ? line.get().source() : "");
            }
            text.append(System.lineSeparator());
        }
    }

    /** The later words of a multi-word expansion carry no source (MARS keeps it on the first word). */
    private static boolean sameStatement(Optional<SourceLine> before, SourceLine here) {
        return before.isPresent() && before.get().file().equals(here.file()) && before.get().line() == here.line();
    }

    /** MARS's Memory.inDataSegment: from the data segment base up to its limit (heap included). */
    private static boolean inDataSegment(Machine machine, int address) {
        MemoryLayout layout = machine.layout();
        return Integer.compareUnsigned(address, layout.dataSegmentBase()) >= 0
                && Integer.compareUnsigned(address, layout.dataSegmentLimit()) < 0;
    }

    private static String pad(String text, int width) {
        return (text + " ".repeat(width)).substring(0, width);
    }

    private static String hex(int value) {
        return String.format("0x%08x", value);
    }
}
