package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.Segment;
import io.github.retrokit.mips.internal.Internals;
import io.github.retrokit.mips.run.Machine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * MARS's {@code dump <segment> <format> <file>}: memory from the segment start up to the first word
 * MARS would consider unallocated (no instruction, or a 4 KiB data block never written), in one of
 * MARS's formats {@code HexText}, {@code BinaryText}, {@code AsciiText}, {@code Binary}, {@code HEX}
 * (Intel hex) or {@code SegmentWindow} (the IDE's text or data segment window as text).
 */
final class SegmentDump {
    /** MARS 4.5's dump formats by command descriptor. */
    static final List<String> FORMATS = List.of("AsciiText", "Binary", "BinaryText", "HexText", "HEX", "SegmentWindow");
    private static final int BLOCK = 4096;

    private SegmentDump() { }

    static void dump(Machine machine, String[] triple, PrintStream messages) {
        MemoryLayout layout = machine.layout();
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
        if (!FORMATS.contains(triple[1])) {
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
        } catch (java.nio.file.FileSystemException | java.nio.file.InvalidPathException e) {
            messages.println("Error while attempting to save dump, file " + triple[2] + " was not found!");
        } catch (IOException e) {
            messages.println("Error while attempting to save dump, file " + triple[2] + "!  Disk IO failed!");
        }
    }

    /** MARS's getAddressOfFirstNull: the first address in [low, high) that holds nothing. */
    private static int allocatedEnd(Machine machine, int low, int high) {
        int limit = high & ~3;
        int end = low;
        while (Integer.compareUnsigned(end, limit) < 0) {
            if (Internals.memory(machine).isText(end)) {
                if (!machine.instructionAt(end).isPresent()) {
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
        if (format.equals("SegmentWindow")) {
            return SegmentWindowDump.format(machine, low, end);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int a = low; a != end; a += 4) {
            int word = machine.readWord(a);
            switch (format) {
                case "HexText" -> text(bytes, String.format("%08x", word));
                case "BinaryText" -> text(bytes, String.format("%32s", Integer.toBinaryString(word)).replace(' ', '0'));
                case "AsciiText" -> text(bytes, PostMortem.ascii(word));
                case "HEX" -> text(bytes, intelHexRecord(a - low, word));
                default -> {
                    for (int i = 0; i < 4; i++) {
                        bytes.write(word >>> (8 * i));
                    }
                }
            }
        }
        if (format.equals("HEX")) {
            text(bytes, ":00000001FF");
        }
        return bytes.toByteArray();
    }

    /**
     * MARS's IntelHexDumpFormat: one data record of 4 bytes per word, the word's value written high byte
     * first, the offset from the first dumped address as the record address (at least 4 hex digits; MARS
     * does not wrap it), upper-case, then an end-of-file record.
     */
    static String intelHexRecord(int offset, int word) {
        int sum = 4 + (offset & 0xff) + ((offset >> 8) & 0xff);
        for (int i = 0; i < 4; i++) {
            sum += (word >>> (8 * i)) & 0xff;
        }
        String address = Integer.toHexString(offset);
        return String.format(":04%s00%08X%02X", "0".repeat(Math.max(0, 4 - address.length())) + address,
                word, (-(sum % 256)) & 0xff).toUpperCase();
    }

    private static void text(ByteArrayOutputStream bytes, String line) {
        bytes.writeBytes((line + System.lineSeparator()).getBytes(StandardCharsets.US_ASCII));
    }
}
