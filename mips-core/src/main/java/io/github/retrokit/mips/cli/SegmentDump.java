package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.Segment;
import io.github.retrokit.mips.run.Machine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * MARS's {@code dump <segment> <format> <file>}: memory from the segment start up to the first word
 * MARS would consider unallocated (no instruction, or a 4 KiB data block never written), in one of
 * MARS's formats {@code HexText}, {@code BinaryText}, {@code AsciiText} or {@code Binary}.
 */
final class SegmentDump {
    private static final int BLOCK = 4096;

    private SegmentDump() { }

    static void dump(Machine machine, String[] triple, PrintStream messages) {
        MemoryLayout layout = machine.memory().layout();
        int low;
        int high;
        if (triple[0].equals(".text")) {
            low = layout.textBase();
            high = layout.textLimit();
        } else if (triple[0].equals(".data")) {
            low = layout.dataBase();
            high = layout.dataSegmentLimit();
        } else {
            int dash = triple[0].indexOf('-');
            Integer from = dash > 0 ? MarsArguments.marsInt(triple[0].substring(0, dash)) : null;
            Integer to = dash > 0 ? MarsArguments.marsInt(triple[0].substring(dash + 1)) : null;
            if (from == null || to == null || from > to || (from & 3) != 0 || (to & 3) != 0) {
                messages.println("Error while attempting to save dump, segment/address-range " + triple[0] + " is invalid!");
                return;
            }
            low = from;
            high = to;
        }
        if (!java.util.List.of("HexText", "BinaryText", "AsciiText", "Binary").contains(triple[1])) {
            messages.println("Error while attempting to save dump, format " + triple[1] + " was not found!");
            return;
        }
        int end = allocatedEnd(machine, low, high);
        if (end == low) {
            messages.println("This segment has not been written to, there is nothing to dump.");
            return;
        }
        try {
            Files.write(Path.of(triple[2]), format(machine, triple[1], low, end));
        } catch (IOException e) {
            String reason = e instanceof java.nio.file.NoSuchFileException ? "no such directory"
                    : e instanceof java.nio.file.AccessDeniedException ? "permission denied" : e.getMessage();
            messages.println("Error while attempting to save dump, file " + triple[2] + " cannot be written: " + reason);
        }
    }

    /** MARS's getAddressOfFirstNull: the first address in [low, high) that holds nothing. */
    private static int allocatedEnd(Machine machine, int low, int high) {
        int limit = high & ~3;
        int end = low;
        while (Integer.compareUnsigned(end, limit) < 0) {
            if (machine.memory().isText(end)) {
                if (!machine.cpu().hasInstructionAt(end)) {
                    break;
                }
                end += 4;
                continue;
            }
            if (!blockAllocated(machine, end)) {
                break;
            }
            int next = (end & -BLOCK) + BLOCK;
            end = next == 0 || Integer.compareUnsigned(next, limit) > 0 ? limit : next;
        }
        return end;
    }

    private static boolean blockAllocated(Machine machine, int address) {
        int block = address & -BLOCK;
        for (Segment segment : machine.image().segments()) {
            if (Integer.compareUnsigned(segment.base(), block + BLOCK - 1) <= 0
                    && Integer.compareUnsigned(segment.base() + segment.size() - 1, block) >= 0 && segment.size() > 0) {
                return true;
            }
        }
        for (int a = block; a != block + BLOCK; a += 4) {
            if (machine.readWord(a) != 0) {
                return true;
            }
        }
        return false;
    }

    private static byte[] format(Machine machine, String format, int low, int end) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int a = low; a != end; a += 4) {
            int word = machine.readWord(a);
            switch (format) {
                case "HexText" -> text(bytes, String.format("%08x", word));
                case "BinaryText" -> text(bytes, String.format("%32s", Integer.toBinaryString(word)).replace(' ', '0'));
                case "AsciiText" -> text(bytes, PostMortem.ascii(word));
                default -> {
                    for (int i = 0; i < 4; i++) {
                        bytes.write(word >>> (8 * i));
                    }
                }
            }
        }
        return bytes.toByteArray();
    }

    private static void text(ByteArrayOutputStream bytes, String line) {
        bytes.writeBytes((line + System.lineSeparator()).getBytes(StandardCharsets.US_ASCII));
    }
}
