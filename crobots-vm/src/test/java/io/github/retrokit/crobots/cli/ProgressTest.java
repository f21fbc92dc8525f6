package io.github.retrokit.crobots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The progress line on a fake clock: counts, rate, ETA, at most 4 redraws a second, cleared at the end. */
class ProgressTest {

    private long now;

    private Progress progress(ByteArrayOutputStream err, boolean enabled, int total) {
        return new Progress(new PrintStream(err, true, StandardCharsets.UTF_8), enabled, total, "tournament",
                () -> now);
    }

    @Test
    void showsCountRateAndEta() {
        Progress p = progress(new ByteArrayOutputStream(), true, 100);
        assertEquals("tournament 37/100 matches  12.3/s  ETA 0:05", p.line(37, 3_000_000_000L));
        assertEquals("tournament 0/100 matches", p.line(0, 0));
        assertEquals("tournament 1/100 matches  0.0/s  ETA 41:15", p.line(1, 25_000_000_000L));
    }

    @Test
    void redrawsAtMostFourTimesASecondAlwaysTheLastCountThenClears() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        now = 1_000_000_000L;
        Progress p = progress(err, true, 4);
        p.update(1);
        now += 100_000_000L;
        p.update(2);                   // 0.1 s after the last redraw: skipped
        now += 200_000_000L;
        p.update(3);                   // 0.3 s: drawn
        now += 1_000_000L;
        p.update(4);                   // the last count: always drawn
        p.clear();
        String out = err.toString(StandardCharsets.UTF_8);
        String[] draws = out.split("\r", -1);
        assertEquals("", draws[0]);
        assertEquals("tournament 1/4 matches", draws[1].strip(), "no time has passed: no rate yet");
        assertEquals("tournament 3/4 matches  10.0/s  ETA 0:00", draws[2].strip());
        assertEquals("tournament 4/4 matches  13.3/s  ETA 0:00", draws[3].strip());
        assertEquals(" ".repeat(draws[3].length()), draws[4], "cleared");
        assertEquals(6, draws.length);
    }

    @Test
    void drawsNothingWhenDisabled() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Progress p = progress(err, false, 4);
        p.update(1);
        p.update(4);
        p.clear();
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }
}
