package io.github.retrokit.mips.cpu;

/**
 * The one memory word a translated region may keep in a local instead of loading it again (store-to-load
 * forwarding). Its key is {@code rs << 16 | offset & 0xffff} of the region's {@code lw}s. A region keeps a
 * word only if every load and store in it is a word access at that same address and {@code rs} is never
 * written in the region: then the word changes only through the region's own {@code sw}, and an earlier
 * access at it proves the address valid.
 */
final class KeptWord {
    /** No word is kept. */
    static final int NONE = -1;

    private KeptWord() { }

    /** The key of the block's kept word, or {@link #NONE}. */
    static int find(long[] code, java.util.BitSet indices) {
        int key = NONE;
        int written = 0;
        for (int k = indices.nextSetBit(0); k >= 0; k = indices.nextSetBit(k + 1)) {
            int op = (int) (code[k] >>> 32);
            int w = (int) code[k];
            int access = key(w);
            switch (op) {
                case Op.LW: case Op.SW:
                    if (key != NONE && key != access) {
                        return NONE;
                    }
                    key = access;
                    break;
                case Op.LB: case Op.LBU: case Op.LH: case Op.LHU: case Op.SB: case Op.SH:
                case Op.LWC1: case Op.SWC1: case Op.LDC1: case Op.SDC1:
                    return NONE;
                default:
                    break;
            }
            if (op != Op.SW) {
                written |= 1 << ((w >>> 16) & 31) | 1 << ((w >>> 11) & 31);
            }
            if (op == Op.JAL || op == Op.MFC1) {
                written |= 1 << 31;
            }
        }
        return key != NONE && (written & 1 << base(key)) == 0 ? key : NONE;
    }

    /** The key of the word that the load or store {@code w} accesses. */
    static int key(int w) {
        return ((w >>> 21) & 31) << 16 | (w & 0xffff);
    }

    /** The base register of the kept word's address. */
    static int base(int key) {
        return key >>> 16;
    }

    /** The offset of the kept word's address from its base register. */
    static int offset(int key) {
        return (short) key;
    }
}
