package io.github.retrokit.mips.cpu;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.Segment;
import io.github.retrokit.mips.image.SegmentKind;
import io.github.retrokit.mips.image.SourceLine;
import io.github.retrokit.mips.image.Symbol;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Hand encoding of MIPS words (mars-instructions.md §2) and tiny program images for machine tests. */
public final class Encode {
    public static final int ZERO = 0, AT = 1, V0 = 2, V1 = 3, A0 = 4, A1 = 5, A2 = 6, A3 = 7;
    public static final int T0 = 8, T1 = 9, T2 = 10, T3 = 11, S0 = 16, S1 = 17, SP = 29, RA = 31;

    private Encode() { }

    /** R-type: base word (funct etc.) | rs | rt | rd | sa. */
    public static int r(int base, int rd, int rs, int rt) {
        return base | rs << 21 | rt << 16 | rd << 11;
    }

    /** Shift by constant: base | rt | rd | sa. */
    public static int shift(int base, int rd, int rt, int sa) {
        return base | rt << 16 | rd << 11 | sa << 6;
    }

    /** I-type: base | rs | rt | imm16. */
    public static int i(int base, int rt, int rs, int imm) {
        return base | rs << 21 | rt << 16 | (imm & 0xffff);
    }

    /** FP R-type (fmt in base): base | ft | fs | fd. */
    public static int f(int base, int fd, int fs, int ft) {
        return base | ft << 16 | fs << 11 | fd << 6;
    }

    public static final int SYSCALL = 0x0000000C;
    public static final int NOP = 0;

    /** li rt, imm for imm in s16 (addiu rt, $0, imm). */
    public static int li(int rt, int imm) {
        return i(0x24000000, rt, ZERO, imm);
    }

    /** A program of {@code words} at the layout's text base, with optional data at its data base. */
    public static ProgramImage image(MemoryLayout layout, byte[] data, int... words) {
        return image(layout, false, data, words);
    }

    /** Words at the default text base, no data. */
    public static ProgramImage image(int... words) {
        return image(MemoryLayout.DEFAULT, new byte[0], words);
    }

    public static ProgramImage image(MemoryLayout layout, boolean delayed, byte[] data, int... words) {
        List<Segment> segments = new ArrayList<>();
        byte[] text = new byte[words.length * 4];
        Map<Integer, SourceLine> lines = new HashMap<>();
        for (int k = 0; k < words.length; k++) {
            for (int b = 0; b < 4; b++) {
                text[4 * k + b] = (byte) (words[k] >>> (8 * b));
            }
            lines.put(layout.textBase() + 4 * k, new SourceLine("test.asm", k + 1, "word " + k, "word " + k));
        }
        segments.add(new Segment(SegmentKind.TEXT, layout.textBase(), text));
        if (data.length > 0) {
            segments.add(new Segment(SegmentKind.DATA, layout.dataBase(), data));
        }
        return new ProgramImage(layout, delayed, segments, List.<Symbol>of(), lines);
    }

    /** Adds kernel text at {@code base} to an image. */
    public static ProgramImage withKernel(ProgramImage image, int base, int... words) {
        List<Segment> segments = new ArrayList<>(image.segments());
        byte[] text = new byte[words.length * 4];
        Map<Integer, SourceLine> lines = new HashMap<>(image.sourceMap());
        for (int k = 0; k < words.length; k++) {
            for (int b = 0; b < 4; b++) {
                text[4 * k + b] = (byte) (words[k] >>> (8 * b));
            }
            lines.put(base + 4 * k, new SourceLine("kernel.asm", k + 1, "k" + k, "k" + k));
        }
        segments.add(new Segment(SegmentKind.KTEXT, base, text));
        return new ProgramImage(image.layout(), image.delayedBranching(), segments, image.symbols(), lines);
    }

    /** Little-endian bytes of words. */
    public static byte[] words(int... values) {
        byte[] bytes = new byte[values.length * 4];
        for (int k = 0; k < values.length; k++) {
            for (int b = 0; b < 4; b++) {
                bytes[4 * k + b] = (byte) (values[k] >>> (8 * b));
            }
        }
        return bytes;
    }
}
