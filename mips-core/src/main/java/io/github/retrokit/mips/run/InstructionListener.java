package io.github.retrokit.mips.run;

/** Told before each instruction executes (only while registered; running with listeners is slower). */
@FunctionalInterface
public interface InstructionListener {
    /**
     * @param pc   address of the instruction about to execute
     * @param word its machine word
     */
    void beforeInstruction(int pc, int word);
}
