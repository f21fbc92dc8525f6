package io.github.retrokit.mips.cpu;

/** Lets tests outside this package see whether the translating tier translated anything. */
public final class TranslationProbe {
    private TranslationProbe() { }

    /** Blocks {@code cpu}'s translating tier has compiled so far (0 with translation off). */
    public static int translatedBlocks(Cpu cpu) {
        return cpu.translatedBlocks();
    }
}
