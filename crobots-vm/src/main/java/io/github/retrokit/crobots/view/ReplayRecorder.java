package io.github.retrokit.crobots.view;

import io.github.retrokit.crobots.text.JsonString;

import io.github.retrokit.crobots.arena.Arena;
import io.github.retrokit.crobots.world.ArenaSnapshot;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Records one match (by its number: match 1 unless told otherwise) as frames and writes it as a single
 * self-contained HTML file that animates the match in a browser: no network, no other files. A frame is
 * taken every {@link #snapshotInterval()} rounds (15 = every motion update). Choosing the match by number
 * keeps the recording the same when a tournament plays its matches on several threads.
 */
public final class ReplayRecorder implements MatchObserver {

    private final List<String> names;
    private final int interval;
    private final StringBuilder frames = new StringBuilder();
    private int frameCount;
    private final int recording;
    private CrobotsMatchResult result;

    private ReplayRecorder(Builder b) {
        this.names = b.names;
        this.interval = b.interval;
        this.recording = b.match;
    }

    /**
     * Starts a recorder; by default it records match 1 with a frame every motion update
     * ({@link Arena#MOTION_CYCLES} rounds).
     *
     * @param names the robots' names in slot order
     * @return a builder for which match to record and how often
     */
    public static Builder builder(List<String> names) {
        return new Builder(names);
    }

    /** Which match a {@link ReplayRecorder} records and how often it takes a frame. */
    public static final class Builder {
        private final List<String> names;
        private int interval = Arena.MOTION_CYCLES;
        private int match = 1;

        private Builder(List<String> names) {
            this.names = List.copyOf(names);
        }

        /**
         * Rounds between frames (default {@link Arena#MOTION_CYCLES}, every motion update).
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
         * The match to record (default 1).
         *
         * @param number 1-based, as {@link CrobotsMatchResult#number()}
         * @return this builder
         * @throws IllegalArgumentException if {@code number} is below 1
         */
        public Builder match(int number) {
            if (number < 1) {
                throw new IllegalArgumentException("match number must be at least 1, got " + number);
            }
            this.match = number;
            return this;
        }

        /**
         * The recorder.
         *
         * @return a new, empty recorder
         */
        public ReplayRecorder build() {
            return new ReplayRecorder(this);
        }
    }

    @Override
    public int snapshotInterval() {
        return interval;
    }

    @Override
    public synchronized void round(int match, ArenaSnapshot s) {
        if (match != recording || result != null) {
            return;
        }
        frames.append(frameCount++ == 0 ? "" : ",\n").append(frame(s));
    }

    @Override
    public synchronized void matchFinished(CrobotsMatchResult r) {
        if (r.number() == recording && result == null) {
            result = r;
        }
    }

    /**
     * Frames recorded so far.
     *
     * @return the count
     */
    public synchronized int frameCount() {
        return frameCount;
    }

    /** One frame as JSON: {@code [cycles,[[slot,x,y,damage,heading,speed,scan,alive]...],[[x,y,exploding]...]]}, metres. */
    static String frame(ArenaSnapshot s) {
        StringBuilder sb = new StringBuilder("[").append(s.cycles()).append(",[");
        for (int i = 0; i < s.robots().size(); i++) {
            ArenaSnapshot.RobotView r = s.robots().get(i);
            sb.append(i == 0 ? "" : ",").append('[').append(r.slot()).append(',').append(r.x() / 10).append(',')
                    .append(r.y() / 10).append(',').append(r.damage()).append(',').append(r.heading()).append(',')
                    .append(r.speed()).append(',').append(r.scan()).append(',').append(r.alive() ? 1 : 0).append(']');
        }
        sb.append("],[");
        for (int i = 0; i < s.missiles().size(); i++) {
            ArenaSnapshot.MissileView m = s.missiles().get(i);
            sb.append(i == 0 ? "" : ",").append('[').append(Math.floorDiv(m.x(), 10)).append(',')
                    .append(Math.floorDiv(m.y(), 10)).append(',').append(m.exploding() ? 1 : 0).append(']');
        }
        return sb.append("]]").toString();
    }

    /**
     * The replay page: the player template with the names, the result line and the frames filled in.
     *
     * @param title the page title (any text: it is escaped)
     * @return one self-contained HTML document
     */
    public synchronized String html(String title) {
        List<String> quoted = new ArrayList<>();
        for (String n : names) {
            quoted.add(json(n));
        }
        Map<String, String> values = Map.of("TITLE", escapeHtml(title), "NAMES", String.join(",", quoted),
                "RESULT", json(resultLine()), "FRAMES", frames.toString());
        // one pass over the template: a name that reads like a placeholder stays text
        Matcher placeholder = PLACEHOLDER.matcher(ReplayPage.TEMPLATE);
        StringBuilder page = new StringBuilder();
        while (placeholder.find()) {
            placeholder.appendReplacement(page, Matcher.quoteReplacement(values.get(placeholder.group(1))));
        }
        return placeholder.appendTail(page).toString();
    }

    private static final Pattern PLACEHOLDER = Pattern.compile("/\\*(TITLE|NAMES|RESULT|FRAMES)\\*/");

    private String resultLine() {
        if (result == null) {
            return "";
        }
        return switch (result.outcome()) {
            case WIN -> "Winner: (" + (result.survivors().get(0).slot() + 1) + ") " + result.survivors().get(0).name()
                    + " after " + result.cycles() + " cycles";
            case TIE -> "Draw: " + result.survivors().size() + " survivors at " + result.cycles() + " cycles";
            case MUTUAL_DESTRUCTION -> "Mutual destruction at " + result.cycles() + " cycles";
        };
    }

    /** {@code s} as a JSON string literal safe inside the page's {@code <script>} element. */
    static String json(String s) {
        return JsonString.forScript(s);
    }

    /** Text for HTML element content: markup characters as references, control characters (invalid there) as U+FFFD. */
    private static String escapeHtml(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c < 0x20 || c == 0x7f ? '\ufffd' : c);
            }
        }
        return sb.toString();
    }
}
