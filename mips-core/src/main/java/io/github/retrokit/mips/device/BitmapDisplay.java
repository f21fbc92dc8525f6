package io.github.retrokit.mips.device;

import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * MARS's "Bitmap Display": a frame buffer of 0x00RRGGBB words in memory, one word per unit, row by row from
 * the base address. The display is {@code displayWidth x displayHeight} pixels; each unit covers
 * {@code unitWidth x unitHeight} of them, so the buffer holds {@link #columns()} x {@link #rows()} words.
 * Like MARS's tool it only reads memory (the program stores pixels with ordinary {@code sw}), so drawing costs
 * the program nothing; a front end takes {@link #frame(IntUnaryOperator)} (e.g. {@code frame(machine::readWord)}) when it wants a picture.
 *
 * <p>MARS offers units of 1, 2, 4, 8, 16 or 32 pixels, displays of 64 to 1024 pixels, and five base
 * addresses ({@link #BASES}); any unit and display size with whole units fit here, the bases are MARS's.
 */
public record BitmapDisplay(int unitWidth, int unitHeight, int displayWidth, int displayHeight, int base) {
    /** MARS's base address choices, by the name its menu gives them. */
    public static final Map<String, Integer> BASES = Map.of(
            "global", 0x10000000, "gp", 0x10008000, "static", 0x10010000, "heap", 0x10040000, "mmio", 0xffff0000);
    /** MARS's default base address: static data (0x10010000). */
    public static final int DEFAULT_BASE = 0x10010000;
    /** The largest display side accepted, in pixels. */
    public static final int MAX_SIDE = 4096;

    /**
     * @throws IllegalArgumentException for sizes that are not whole units, too large, or another base
     *
     * @param unitWidth a unit's width in pixels
     * @param unitHeight a unit's height in pixels
     * @param displayWidth the display's width in pixels
     * @param displayHeight the display's height in pixels
     * @param base the first address
     */
    public BitmapDisplay {
        if (unitWidth < 1 || unitHeight < 1 || displayWidth < 1 || displayHeight < 1
                || displayWidth > MAX_SIDE || displayHeight > MAX_SIDE) {
            throw new IllegalArgumentException("bitmap sizes must be 1 to " + MAX_SIDE + " pixels");
        }
        if (displayWidth % unitWidth != 0 || displayHeight % unitHeight != 0) {
            throw new IllegalArgumentException("the display (" + displayWidth + "x" + displayHeight
                    + ") must be a whole number of units (" + unitWidth + "x" + unitHeight + ")");
        }
        if (!BASES.containsValue(base)) {
            throw new IllegalArgumentException(String.format("base address 0x%08x is not one of MARS's "
                    + "0x10000000, 0x10008000, 0x10010000, 0x10040000, 0xffff0000", base));
        }
    }

    /**
     * Parses {@code WxH[:unit][@base]}: display size in pixels, unit {@code N} or {@code UWxUH} (default 1),
     * base as a number or one of {@link #BASES}' names (default static data), e.g. {@code 256x256:8@gp}.
     *
     * @param spec the specification
     * @return the display
     */
    public static BitmapDisplay parse(String spec) {
        String rest = spec;
        int base = DEFAULT_BASE;
        int at = rest.indexOf('@');
        if (at >= 0) {
            String b = rest.substring(at + 1);
            base = BASES.containsKey(b) ? BASES.get(b) : (int) parseLong(b, spec);
            rest = rest.substring(0, at);
        }
        int unitW = 1;
        int unitH = 1;
        int colon = rest.indexOf(':');
        if (colon >= 0) {
            int[] unit = size(rest.substring(colon + 1), spec, true);
            unitW = unit[0];
            unitH = unit[1];
            rest = rest.substring(0, colon);
        }
        int[] display = size(rest, spec, false);
        return new BitmapDisplay(unitW, unitH, display[0], display[1], base);
    }

    private static int[] size(String text, String spec, boolean squareAllowed) {
        int x = text.indexOf('x');
        if (x < 0 && squareAllowed) {
            int n = (int) parseLong(text, spec);
            return new int[] {n, n};
        }
        if (x < 0) {
            throw new IllegalArgumentException("bitmap '" + spec + "' is not WxH[:unit][@base]");
        }
        return new int[] {(int) parseLong(text.substring(0, x), spec), (int) parseLong(text.substring(x + 1), spec)};
    }

    private static long parseLong(String text, String spec) {
        try {
            return Long.decode(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bitmap '" + spec + "' is not WxH[:unit][@base]");
        }
    }

    /** {@return units across} */
    public int columns() { return displayWidth / unitWidth; }

    /** {@return units down} */
    public int rows() { return displayHeight / unitHeight; }

    /** {@return the last address of the frame buffer} */
    public int lastAddress() { return base + 4 * columns() * rows() - 1; }

    /**
     * The units' colours now.
     *
     * @param wordAt the memory word at an address, e.g. {@code machine::readWord}
     * @return row by row, each {@code 0xRRGGBB} (the word's top byte ignored, as MARS does)
     */
    public int[] frame(IntUnaryOperator wordAt) {
        int[] units = new int[columns() * rows()];
        for (int i = 0; i < units.length; i++) {
            units[i] = wordAt.applyAsInt(base + 4 * i) & 0xffffff;
        }
        return units;
    }

    /**
     * The display's pixels (each unit repeated over its pixels), row by row.
     *
     * @param frame the frame, row by row
     * @return the display's pixels (each unit repeated over its pixels), row by row
     */
    public int[] pixels(int[] frame) {
        int[] pixels = new int[displayWidth * displayHeight];
        for (int y = 0; y < displayHeight; y++) {
            for (int x = 0; x < displayWidth; x++) {
                pixels[y * displayWidth + x] = frame[(y / unitHeight) * columns() + x / unitWidth];
            }
        }
        return pixels;
    }
}
