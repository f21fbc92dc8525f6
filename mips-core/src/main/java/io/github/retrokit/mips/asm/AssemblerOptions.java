package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.image.MemoryLayout;
import java.util.Objects;

/**
 * How to assemble, mirroring MARS's command-line switches.
 *
 * @param layout             memory configuration (MARS {@code mc}); the compact ones also select the
 *                           46 one-word compact pseudo-instruction expansions
 * @param delayedBranching   MARS {@code db}: adds the {@code nop} delay slots and the skip distance 2
 *                           inside pseudo-instruction expansions (branch offsets themselves do not change)
 * @param pseudoInstructions false is MARS {@code np}: every pseudo-instruction (and pseudo operand
 *                           format of a basic mnemonic) is an error
 * @param warningsAreErrors  MARS {@code we}: assembly fails if there is any warning
 */
public record AssemblerOptions(MemoryLayout layout, boolean delayedBranching, boolean pseudoInstructions,
                               boolean warningsAreErrors) {

    /** MARS's defaults: Default layout, no delayed branching, pseudo-instructions allowed. */
    public static final AssemblerOptions DEFAULT = new AssemblerOptions(MemoryLayout.DEFAULT, false, true, false);

    /**
     * Checks the components.
     *
     * @throws NullPointerException if {@code layout} is null
     * @param layout             memory configuration (MARS {@code mc}); the compact ones also select the
     *     46 one-word compact pseudo-instruction expansions
     * @param delayedBranching   MARS {@code db}: adds the {@code nop} delay slots and the skip distance 2
     *     inside pseudo-instruction expansions (branch offsets themselves do not change)
     * @param pseudoInstructions false is MARS {@code np}: every pseudo-instruction (and pseudo operand
     *     format of a basic mnemonic) is an error
     * @param warningsAreErrors  MARS {@code we}: assembly fails if there is any warning
     */
    public AssemblerOptions {
        Objects.requireNonNull(layout, "layout");
    }

    /**
     * A copy for another memory layout (MARS {@code mc}).
     *
     * @param newLayout the layout
     * @return options with this change, this one unchanged
     */
    public AssemblerOptions withLayout(MemoryLayout newLayout) {
        return new AssemblerOptions(newLayout, delayedBranching, pseudoInstructions, warningsAreErrors);
    }

    /**
     * A copy assembling for delayed branching or not (MARS {@code db}).
     *
     * @param on true for branch delay slots
     * @return options with this change, this one unchanged
     */
    public AssemblerOptions withDelayedBranching(boolean on) {
        return new AssemblerOptions(layout, on, pseudoInstructions, warningsAreErrors);
    }

    /**
     * A copy that allows pseudo-instructions or not (MARS {@code np}).
     *
     * @param allowed false to reject pseudo-instructions
     * @return options with this change, this one unchanged
     */
    public AssemblerOptions withPseudoInstructions(boolean allowed) {
        return new AssemblerOptions(layout, delayedBranching, allowed, warningsAreErrors);
    }

    /**
     * A copy that treats warnings as errors or not (MARS {@code we}).
     *
     * @param on true to fail on warnings
     * @return options with this change, this one unchanged
     */
    public AssemblerOptions withWarningsAreErrors(boolean on) {
        return new AssemblerOptions(layout, delayedBranching, pseudoInstructions, on);
    }
}
