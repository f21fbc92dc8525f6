package io.github.retrokit.mips.debug;

import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.SourceLine;
import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Where a breakpoint goes, as a user writes it: {@code *0x00400010} or {@code 0x00400010} (an address),
 * {@code main} (a label), {@code prog.asm:12} (the first instruction of that source line), or {@code 12}
 * (line 12 of the first source file).
 */
public final class Location {
    private Location() { }

    /**
     * The text address {@code text} names.
     *
     * @throws IllegalArgumentException naming what was not found
     * @param text the text
     * @param image the assembled program
     * @return the text address {@code text} names
     */
    public static int resolve(String text, ProgramImage image) {
        String t = text.strip();
        if (t.startsWith("*")) {
            t = t.substring(1);
        }
        if (t.startsWith("0x") || t.startsWith("0X")) {
            try {
                return instruction((int) Long.parseLong(t.substring(2), 16), image, text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' is not an address");
            }
        }
        int colon = t.lastIndexOf(':');
        if (colon > 0 && t.substring(colon + 1).matches("[0-9]+")) {
            return line(t.substring(0, colon), Integer.parseInt(t.substring(colon + 1)), image, text);
        }
        if (t.matches("[0-9]+")) {
            return line(null, Integer.parseInt(t), image, text);
        }
        OptionalInt address = image.address(t);
        if (address.isEmpty()) {
            throw new IllegalArgumentException("no label '" + t + "'");
        }
        return address.getAsInt();
    }

    private static int instruction(int address, ProgramImage image, String text) {
        if (image.instructionAt(address).isEmpty()) {
            throw new IllegalArgumentException("no instruction at " + text);
        }
        return address;
    }

    private static int line(String file, int line, ProgramImage image, String text) {
        String first = null;
        for (Map.Entry<Integer, SourceLine> entry : image.sourceMap().entrySet()) {
            SourceLine source = entry.getValue();
            if (first == null) {
                first = source.file();
            }
            boolean fileMatches = file == null ? source.file().equals(first)
                    : source.file().equals(file) || Path.of(source.file()).getFileName().toString().equals(file);
            if (fileMatches && source.line() == line) {
                return entry.getKey();
            }
        }
        throw new IllegalArgumentException("no instruction at line " + text);
    }
}
