package io.github.retrokit.mips.cpu;

/**
 * The translated blocks of user text, one slot per word: a start address becomes hot after
 * {@value #HOT} interpreted visits and is then translated once (or marked untranslatable). Cleared
 * whenever the text changes.
 */
final class BlockCache {
    /** A block start becomes hot (and is translated) after this many interpreted visits. */
    static final int HOT = 50;

    private static final Block UNTRANSLATABLE = new Block() {
        @Override
        public long run(Cpu cpu, int[] r, io.github.retrokit.mips.memory.Memory m, int budget, boolean mayLoop) {
            throw new IllegalStateException("not a block");
        }

        @Override
        public int length() {
            return 0;
        }
    };

    private Block[] blocks;
    private short[] heat;
    private int version;
    private int translated;

    /** The block table for {@code user} text at {@code codeVersion}, emptied if the text changed. */
    Block[] prepare(long[] user, int codeVersion) {
        if (blocks == null || blocks.length != user.length || version != codeVersion) {
            blocks = new Block[user.length];
            heat = new short[user.length];
            version = codeVersion;
        }
        return blocks;
    }

    /** The block to run at {@code index} (address {@code pc}), translating it once it is hot; null to interpret. */
    Block find(Block[] table, long[] user, int index, int pc) {
        Block block = table[index];
        if (block == null) {
            if (++heat[index] != HOT) {
                return null;
            }
            block = Translator.translate(user, index, pc);
            table[index] = block == null ? UNTRANSLATABLE : block;
            translated += block == null ? 0 : 1;
        }
        return block == UNTRANSLATABLE ? null : block;
    }

    /** Blocks translated so far (for tests and diagnostics). */
    int translated() {
        return translated;
    }

    /** A block may run if the budget covers one pass and no stop address lies after its first instruction. */
    static boolean fits(Block block, long left, int pc, int stopPc) {
        int length = block.length();
        return length <= left && Integer.compareUnsigned(stopPc - pc - 4, 4 * (length - 1)) >= 0;
    }
}
