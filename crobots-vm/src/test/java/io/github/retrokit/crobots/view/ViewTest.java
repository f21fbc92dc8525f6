package io.github.retrokit.crobots.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.world.ArenaSnapshot;
import io.github.retrokit.crobots.world.ArenaSnapshot.MissileView;
import io.github.retrokit.crobots.world.ArenaSnapshot.RobotView;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.RobotResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The terminal display and the HTML replay. */
class ViewTest {

    private static final ArenaSnapshot SNAPSHOT = new ArenaSnapshot(4515, 4515,
            List.of(new RobotView(0, true, 0, 0, 90, 50, 12, 45, 3),
                    new RobotView(1, false, 10000, 10000, 180, 0, 100, 0, 0)),
            List.of(new MissileView(0, 0, false, 5000, 5000, 5), new MissileView(0, 1, true, -500, 300, 2)),
            List.<ArenaEvent>of());

    @Test
    void frameShowsTheFieldWithTheManualsStatusBlocksBesideIt() {
        String[] lines = TerminalView.render(SNAPSHOT, List.of("sniper.r", "rook.r")).split("\n");
        assertEquals(TerminalView.ROWS + 2, lines.length);
        String border = "+" + "-".repeat(50) + "+";
        assertEquals(border + " 1 sniper.r", lines[0]);
        assertEquals('x', lines[1].charAt(50), "dead robot 2 in the north-east corner");
        assertEquals("  D% 012   Sc 045", lines[1].substring(52));
        assertEquals("  Sp 050   Hd 090", lines[2].substring(52));
        assertEquals(" ------------------", lines[3].substring(52));
        assertEquals(" 2 rook.r (dead)", lines[4].substring(52));
        assertEquals("  D% 100   Sc 000", lines[5].substring(52));
        assertEquals("  Sp 000   Hd 180", lines[6].substring(52));
        assertEquals(52, lines[7].length(), "nothing after the last block");
        assertEquals('+', lines[1 + 12].charAt(1 + 25), "missile in flight at the centre");
        assertEquals('1', lines[25].charAt(1), "robot 1 in the south-west corner");
        assertEquals(border + " CPU Cycle: 4515", lines[26]);
    }

    @Test
    void liveViewRedrawsInPlace() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TerminalView view = TerminalView.builder(new PrintStream(bytes, true, StandardCharsets.UTF_8), List.of("a", "b"))
                .interval(30).build();
        view.round(1, SNAPSHOT);
        view.round(1, SNAPSHOT);
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.startsWith("\u001b[H\u001b[2J+---"), "clears once");
        assertTrue(out.contains("|\u001b[K\n"), "then each line clears what a longer line left behind");
        assertEquals(2, out.split("\u001b\\[H", -1).length - 1);
        assertEquals(30, view.snapshotInterval());
    }

    @Test
    void buildersDefaultToTheOriginalsPaceAndRejectNonsense() {
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertEquals(30, TerminalView.builder(sink, List.of("a")).build().snapshotInterval());
        assertEquals(15, ReplayRecorder.builder(List.of("a")).build().snapshotInterval());
        assertThrows(IllegalArgumentException.class, () -> TerminalView.builder(sink, List.of("a")).interval(0));
        assertThrows(IllegalArgumentException.class, () -> TerminalView.builder(sink, List.of("a")).frameMillis(-1));
        assertThrows(IllegalArgumentException.class, () -> ReplayRecorder.builder(List.of("a")).match(0));
    }

    @Test
    void replayIsOneSelfContainedPageWithEveryFrame() {
        ReplayRecorder r = ReplayRecorder.builder(List.of("sniper.r", "a\"<b>")).interval(15).build();
        r.round(1, SNAPSHOT);
        r.lastRound(1, SNAPSHOT);
        r.matchFinished(new CrobotsMatchResult(1, 7, 4515, List.of(new RobotResult(0, "sniper.r", true, 12),
                new RobotResult(1, "a\"<b>", false, 100))));
        r.round(2, SNAPSHOT);
        assertEquals(2, r.frameCount(), "only match 1 is recorded");
        ReplayRecorder third = ReplayRecorder.builder(List.of("a", "b")).match(3).build();
        third.round(2, SNAPSHOT);
        third.round(3, SNAPSHOT);
        third.round(4, SNAPSHOT);
        assertEquals(1, third.frameCount(), "only match 3, whatever arrives first");
        String html = r.html("CRobots <test>");
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<title>CRobots &lt;test&gt;</title>"));
        assertTrue(html.contains("const names = [\"sniper.r\",\"a\\\"\\u003cb\\u003e\"];"), html);
        assertTrue(html.contains("const result = \"Winner: (1) sniper.r after 4515 cycles\";"));
        assertTrue(html.contains("[4515,[[0,0,0,12,90,50,45,1],[1,1000,1000,100,180,0,0,0]],[[500,500,0],[-50,30,1]]],\n"
                + "[4515,"), html);
        assertTrue(!html.contains("http"), "no external resources");
    }
}
