package io.github.retrokit.crobots.view;

import io.github.retrokit.crobots.arena.Arena;
import io.github.retrokit.crobots.world.ArenaSnapshot;
import io.github.retrokit.crobots.match.MatchObserver;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A live ANSI-terminal display like the manual's sample display: the field (one character per 20 × 40 m),
 * robots as their numbers ({@code x} when dead), missiles as {@code +}, explosions as {@code *}, and beside
 * it a status block per robot (damage, scan, speed, heading) and the CPU cycle counter. Draws every {@link #snapshotInterval()} rounds and can pause
 * between frames so a person can follow.
 */
public final class TerminalView implements MatchObserver {

    /** Field width in characters. */
    public static final int COLUMNS = 50;
    /** Field height in characters. */
    public static final int ROWS = 25;

    private static final String HOME_AND_CLEAR = "\u001b[H\u001b[2J";
    private static final String HOME = "\u001b[H";
    private static final String CLEAR_TO_END_OF_LINE = "\u001b[K";

    private final PrintStream out;
    private final List<String> names;
    private final int interval;
    private final long frameMillis;
    private boolean cleared;

    private TerminalView(Builder b) {
        this.out = b.out;
        this.names = b.names;
        this.interval = b.interval;
        this.frameMillis = b.frameMillis;
    }

    /**
     * Starts a view drawing on {@code out}, redrawing in place with ANSI cursor movements; by default it
     * draws every 30 rounds, as the original does, without pausing.
     *
     * @param out   the terminal
     * @param names the robots' names in slot order
     * @return a builder for the view's pace
     */
    public static Builder builder(PrintStream out, List<String> names) {
        return new Builder(out, names);
    }

    /** The pace of a {@link TerminalView}: rounds between frames and the pause after each. */
    public static final class Builder {
        private final PrintStream out;
        private final List<String> names;
        private int interval = 30;
        private long frameMillis;

        private Builder(PrintStream out, List<String> names) {
            this.out = Objects.requireNonNull(out, "out");
            this.names = List.copyOf(names);
        }

        /**
         * Rounds between frames (default 30, as the original redraws).
         *
         * @param rounds at least 1
         * @return this builder
         * @throws IllegalArgumentException if {@code rounds} is below 1
         */
        public Builder interval(int rounds) {
            this.interval = FrameInterval.checked(rounds);
            return this;
        }

        /**
         * Pause after each frame (default 0, none).
         *
         * @param millis milliseconds, at least 0
         * @return this builder
         * @throws IllegalArgumentException if {@code millis} is negative
         */
        public Builder frameMillis(long millis) {
            if (millis < 0) {
                throw new IllegalArgumentException("frameMillis must not be negative, got " + millis);
            }
            this.frameMillis = millis;
            return this;
        }

        /**
         * The view.
         *
         * @return a new view with this pace
         */
        public TerminalView build() {
            return new TerminalView(this);
        }
    }

    @Override
    public int snapshotInterval() {
        return interval;
    }

    @Override
    public void round(int match, ArenaSnapshot snapshot) {
        out.print(cleared ? HOME : HOME_AND_CLEAR);
        cleared = true;
        out.print(render(snapshot, names).replace("\n", CLEAR_TO_END_OF_LINE + "\n"));
        out.flush();
        if (frameMillis > 0) {
            try {
                Thread.sleep(frameMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * One frame as plain text, laid out like the manual's sample display: the bordered field with, to its
     * right, a status block per robot (name, damage, scan, speed, heading; {@code (dead)} after the name of a
     * dead robot) and, beside the bottom border, the CPU cycle counter.
     *
     * @param s     the arena
     * @param names the robots' names in slot order
     * @return the frame, lines ended by newlines
     */
    public static String render(ArenaSnapshot s, List<String> names) {
        char[][] field = new char[ROWS][COLUMNS];
        for (char[] row : field) {
            java.util.Arrays.fill(row, ' ');
        }
        for (ArenaSnapshot.MissileView m : s.missiles()) {
            plot(field, m.x(), m.y(), m.exploding() ? '*' : '+');
        }
        for (ArenaSnapshot.RobotView r : s.robots()) {
            plot(field, r.x(), r.y(), r.alive() ? (char) ('1' + r.slot()) : 'x');
        }
        List<String> panel = statusBlocks(s, names);
        String border = "+" + "-".repeat(COLUMNS) + "+";
        StringBuilder sb = new StringBuilder();
        for (int line = 0; line < ROWS + 1; line++) {
            sb.append(line == 0 ? border : "|" + new String(field[line - 1]) + "|");
            if (line < panel.size()) {
                sb.append(' ').append(panel.get(line));
            }
            sb.append('\n');
        }
        sb.append(border).append(String.format(Locale.ROOT, " CPU Cycle: %d\n", s.cycles()));
        return sb.toString();
    }

    /** The status blocks, one line each: four lines per robot, a rule between two robots. */
    private static List<String> statusBlocks(ArenaSnapshot s, List<String> names) {
        List<String> lines = new java.util.ArrayList<>();
        for (ArenaSnapshot.RobotView r : s.robots()) {
            if (!lines.isEmpty()) {
                lines.add("-".repeat(18));
            }
            String name = r.slot() < names.size() ? names.get(r.slot()) : "";
            lines.add((r.slot() + 1) + " " + name + (r.alive() ? "" : " (dead)"));
            lines.add(String.format(Locale.ROOT, " D%% %03d   Sc %03d", r.damage(), r.scan()));
            lines.add(String.format(Locale.ROOT, " Sp %03d   Hd %03d", r.speed(), r.heading()));
        }
        return lines;
    }

    private static void plot(char[][] field, int x, int y, char c) {
        if (x < 0 || y < 0 || x > Arena.FIELD || y > Arena.FIELD) {
            return;
        }
        int col = Math.min(COLUMNS - 1, x * COLUMNS / Arena.FIELD);
        int row = ROWS - 1 - Math.min(ROWS - 1, y * ROWS / Arena.FIELD);
        field[row][col] = c;
    }
}
