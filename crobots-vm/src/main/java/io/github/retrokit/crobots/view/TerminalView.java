package io.github.retrokit.crobots.view;

import io.github.retrokit.crobots.arena.Arena;
import io.github.retrokit.crobots.arena.ArenaSnapshot;
import io.github.retrokit.crobots.match.MatchObserver;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * A live ANSI-terminal display like the manual's: the field (one character per 20 × 40 m), robots as their
 * numbers, missiles as {@code +}, explosions as {@code *}, and a status block per robot (damage, scan,
 * speed, heading) with the CPU cycle counter. Draws every {@link #snapshotInterval()} rounds and can pause
 * between frames so a person can follow.
 */
public final class TerminalView implements MatchObserver {

    /** Field size in characters. */
    public static final int COLUMNS = 50;
    public static final int ROWS = 25;

    private static final String HOME_AND_CLEAR = "\u001b[H\u001b[2J";
    private static final String HOME = "\u001b[H";

    private final PrintStream out;
    private final List<String> names;
    private final int interval;
    private final long frameMillis;
    private boolean cleared;

    /**
     * @param names       the robots' names in slot order
     * @param interval    rounds between frames (the original redraws every 30)
     * @param frameMillis pause after each frame (0 for none)
     */
    public TerminalView(PrintStream out, List<String> names, int interval, long frameMillis) {
        this.out = out;
        this.names = List.copyOf(names);
        this.interval = interval;
        this.frameMillis = frameMillis;
    }

    @Override
    public int snapshotInterval() {
        return interval;
    }

    @Override
    public void round(int match, ArenaSnapshot snapshot) {
        out.print(cleared ? HOME : HOME_AND_CLEAR);
        cleared = true;
        out.print(render(snapshot, names));
        out.flush();
        if (frameMillis > 0) {
            try {
                Thread.sleep(frameMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** One frame as plain text: the bordered field, then one status line per robot and the cycle counter. */
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
        StringBuilder sb = new StringBuilder();
        String border = "+" + "-".repeat(COLUMNS) + "+\n";
        sb.append(border);
        for (char[] row : field) {
            sb.append('|').append(row).append("|\n");
        }
        sb.append(border);
        for (ArenaSnapshot.RobotView r : s.robots()) {
            String name = r.slot() < names.size() ? names.get(r.slot()) : "";
            sb.append(String.format(Locale.ROOT, " %d %-14s D%% %3d  Sc %3d  Sp %3d  Hd %3d  %s\n", r.slot() + 1, name,
                    r.damage(), r.scan(), r.speed(), r.heading(), r.alive() ? "      " : "(dead)"));
        }
        sb.append(String.format(Locale.ROOT, " CPU cycle: %7d\n", s.cycles()));
        return sb.toString();
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
