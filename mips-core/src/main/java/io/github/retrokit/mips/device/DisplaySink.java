package io.github.retrokit.mips.device;

/** Where the MMIO display's characters go. */
public interface DisplaySink {
    /**
     * One character written to the transmitter (low 8 bits of the data register).
     *
     * @param c the character
     */
    void character(int c);

    /**
     * MARS's cursor positioning: the next character goes to {@code column}, {@code row} (0-based).
     *
     * @param column the column, from 1
     * @param row the row
     */
    void moveCursor(int column, int row);

    /** MARS's form feed (ASCII 12): the display is cleared. */
    void clear();
}
