package io.github.retrokit.mips.memory;

/** Told when a word of the text segment changes, so decoded instructions can be refreshed. */
@FunctionalInterface
public interface TextWriteObserver {
    /** The aligned word at {@code wordAddress} was written (self-modifying code). */
    void textWritten(int wordAddress);
}
