package io.github.retrokit.rogue.wire;

/**
 * The C {@code coordinate} struct: {@code int x @0, int y @4}, 8 bytes. x grows to the right, y downwards.
 * Arithmetic is 32-bit two's complement with wrap-around, like the C programs it talks to.
 *
 * @param x the column, 0 at the left wall
 * @param y the row, 0 at the top wall
 */
public record Coordinate(int x, int y) implements Comparable<Coordinate> {

    /** (0,0): the corner of every room, and what an all-zero union reads as. */
    public static final Coordinate ORIGIN = new Coordinate(0, 0);

    /**
     * Manhattan distance with C int semantics: each difference, abs and the sum wrap at 32 bits.
     *
     * @param other the other cell
     * @return |dx| + |dy|
     */
    public int distanceTo(Coordinate other) {
        return Math.abs(x - other.x) + Math.abs(y - other.y);
    }

    /**
     * This coordinate moved, wrapping at 32 bits.
     *
     * @param dx columns to the right (negative: to the left)
     * @param dy rows down (negative: up)
     * @return the moved coordinate
     */
    public Coordinate plus(int dx, int dy) {
        return new Coordinate(x + dx, y + dy);
    }

    /** The world's processing order: left to right (x), then top to bottom (y). */
    @Override
    public int compareTo(Coordinate other) {
        int byX = Integer.compare(x, other.x);
        return byX != 0 ? byX : Integer.compare(y, other.y);
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
