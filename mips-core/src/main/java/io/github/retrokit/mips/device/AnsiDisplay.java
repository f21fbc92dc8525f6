package io.github.retrokit.mips.device;

import java.util.function.Consumer;

/**
 * The MMIO display on a text terminal: characters as they are (byte 0xE9 as {@code é}, one char per byte like
 * MARS's console), the cursor-positioning control as {@code ESC [ row+1 ; column+1 H} and the form feed as
 * {@code ESC [ 2 J ESC [ H} (clear, cursor home).
 */
public final class AnsiDisplay implements DisplaySink {
    private final Consumer<String> out;

    /**
     * A display printing through {@code out} (e.g. the machine's console, so limits and ordering hold).
     *
     * @param out standard output
     */
    public AnsiDisplay(Consumer<String> out) {
        this.out = out;
    }

    @Override
    public void character(int c) {
        out.accept(String.valueOf((char) (c & 0xff)));
    }

    @Override
    public void moveCursor(int column, int row) {
        out.accept("\033[" + (row + 1) + ";" + (column + 1) + "H");
    }

    @Override
    public void clear() {
        out.accept("\033[2J\033[H");
    }
}
