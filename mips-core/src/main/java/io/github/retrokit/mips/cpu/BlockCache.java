package io.github.retrokit.mips.cpu;

/**
 * The translated regions of user text, one slot per word: an address the interpreter dispatches from becomes
 * hot after {@value #HOT} visits and is then translated once (or marked untranslatable); the new region is
 * also entered from every other header it covers whose slot is still free, and the other addresses it
 * covers are never translated by themselves. Cleared whenever the text changes.
 */
final class BlockCache {
    /** An address becomes hot (and is translated) after this many interpreted visits. */
    static final int HOT = 50;

    private static final Region UNTRANSLATABLE = new Region(null, 0, 0, new int[0], new int[0]);
    /**
     * Marks an address a region covers but is not entered at (not a header): it is interpreted up to the next
     * header (a loop's head or a return site, a few instructions on) and never starts a region of its own.
     */
    private static final Region INSIDE = new Region(null, 0, 0, new int[0], new int[0]);

    private Region[] regions;
    private short[] heat;
    private int version;
    private int translated;

    /** The region table for {@code user} text at {@code codeVersion}, emptied if the text changed. */
    Region[] prepare(long[] user, int codeVersion) {
        if (regions == null || regions.length != user.length || version != codeVersion) {
            regions = new Region[user.length];
            heat = new short[user.length];
            version = codeVersion;
        }
        return regions;
    }

    /** The region to run at {@code index} (address {@code pc}), translating it once it is hot; null to interpret. */
    Region find(Region[] table, long[] user, int index, int pc) {
        Region region = table[index];
        if (region == null) {
            if (++heat[index] != HOT) {
                return null;
            }
            region = Translator.translate(user, index, pc, k -> table[k] != null && table[k].code() != null);
            if (region == null) {
                table[index] = UNTRANSLATABLE;
                return null;
            }
            translated++;
            table[index] = region;
            register(table, region, pc - 4 * index);
        }
        return region.code() == null ? null : region;
    }

    private static void register(Region[] table, Region region, int base) {
        for (int address : region.covered()) {
            int index = (address - base) >>> 2;
            if (table[index] == null) {
                table[index] = INSIDE;
            }
        }
        for (int leader : region.headers()) {
            int index = (leader - base) >>> 2;
            if (table[index] == null || table[index] == INSIDE) {
                table[index] = region;
            }
        }
    }

    /** Regions translated so far (for tests and diagnostics). */
    int translated() {
        return translated;
    }
}
