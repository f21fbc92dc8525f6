package io.github.retrokit.mips.device;

/**
 * A bitmap frame for a 24-bit-colour terminal: one character per unit column and two unit rows per text line,
 * the upper half block {@code ▀} in the upper unit's colour on the lower unit's colour.
 */
public final class HalfBlocks {
    private HalfBlocks() { }

    /**
     * The frame as text: cursor home, then {@code (rows + 1) / 2} lines, colours reset at each line end.
     *
     * @param units the units' colours, row by row
     * @param columns columns
     * @param rows rows
     * @return the frame as text: cursor home, then {@code (rows + 1) / 2} lines, colours reset at each line end
     */
    public static String render(int[] units, int columns, int rows) {
        StringBuilder text = new StringBuilder("\033[H");
        for (int y = 0; y < rows; y += 2) {
            for (int x = 0; x < columns; x++) {
                int top = units[y * columns + x];
                int bottom = y + 1 < rows ? units[(y + 1) * columns + x] : 0;
                text.append("\033[38;2;").append(top >>> 16).append(';').append(top >>> 8 & 0xff).append(';')
                        .append(top & 0xff).append("m\033[48;2;").append(bottom >>> 16).append(';')
                        .append(bottom >>> 8 & 0xff).append(';').append(bottom & 0xff).append("m\u2580");
            }
            text.append("\033[0m\n");
        }
        return text.toString();
    }
}
