package io.github.retrokit.crobots.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.world.ArenaSnapshot;
import io.github.retrokit.crobots.world.ArenaSnapshot.RobotView;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.RobotResult;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The replay page never puts untrusted text (robot names, the title, the result line) into HTML or JavaScript
 * unescaped: names and the result travel as JSON string data escaped for a {@code <script>} element, the page's
 * code inserts them with {@code textContent} only, and the title is HTML-escaped.
 */
class ReplayPageSafetyTest {

    static final List<String> HOSTILE = List.of(
            "/<img src=x onerror=document.title='pwned'>.r",
            "/</script><script>document.title='pwned'</script><!--.r",
            "/${document.title='pwned'}\"'-(document.title='pwned')-'\\.r",
            "/a\u2028b\u2029c\u0000&amp;/*RESULT*//*NAMES*/\ud800.r");

    private static String page(List<String> names) {
        ReplayRecorder r = ReplayRecorder.builder(names).build();
        ArenaSnapshot s = new ArenaSnapshot(15, 15, List.of(new RobotView(0, true, 100, 9990, 0, 0, 0, 0, 0),
                new RobotView(1, true, 9990, 9990, 0, 0, 0, 0, 0)), List.of(), List.<ArenaEvent>of());
        r.round(1, s);
        r.matchFinished(new CrobotsMatchResult(1, 7, 15, List.of(new RobotResult(0, names.get(0), true, 0),
                new RobotResult(1, names.get(1), false, 100))));
        return r.html("CRobots: " + String.join(" vs ", names) + " (seed 1)");
    }

    @Test
    void hostileNamesNeverEndOrBendTheScript() {
        String html = page(HOSTILE);
        assertEquals(1, count(html, "<script"), "the page's own script element only");
        assertEquals(1, count(html, "</script"), "nothing closes it early");
        assertFalse(html.contains("<!--"), "nothing opens a comment that would swallow the end tag");
        assertFalse(html.contains("<img"), html);
        assertFalse(html.contains("\u0000"), "no control characters anywhere");
        String script = html.substring(html.indexOf("<script>"), html.indexOf("</script>"));
        assertFalse(script.contains("\u2028") || script.contains("\u2029"), "no line separators in the script");
    }

    @Test
    void namesAndTheResultTravelAsJsonStringsThatDecodeToTheOriginals() {
        String html = page(HOSTILE);
        Matcher names = Pattern.compile("\nconst names = \\[(.*)\\];\n").matcher(html);
        assertTrue(names.find(), "the names line");
        assertEquals(HOSTILE, strings(names.group(1)), "each name decodes to itself, nothing else in the array");
        Matcher result = Pattern.compile("\nconst result = (\".*\");\n").matcher(html);
        assertTrue(result.find(), "the result line");
        assertEquals(List.of("Winner: (1) " + HOSTILE.get(0) + " after 15 cycles"), strings(result.group(1)));
        for (String data : List.of(names.group(1), result.group(1))) {
            assertTrue(data.chars().noneMatch(c -> c == '<' || c == '>' || c == '&' || c < 0x20),
                    "no markup characters in script data: " + data);
        }
    }

    @Test
    void thePageCodeInsertsTextOnlyAsText() {
        String code = ReplayPage.TEMPLATE;
        for (String sink : List.of("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(",
                "Function(", "srcdoc", "setTimeout(\"", "`")) {
            assertFalse(code.contains(sink), "the page's code must not use " + sink);
        }
        assertTrue(code.contains("cell.textContent = text;"), "names reach the table as text");
        assertTrue(code.contains("textContent = at === last ? result : \"\";"), "the result line as text");
    }

    @Test
    void theTitleIsEscapedForHtml() {
        String html = page(HOSTILE);
        String title = html.substring(html.indexOf("<title>") + 7, html.indexOf("</title>"));
        assertFalse(title.contains("<") || title.contains(">") || title.contains("\"") || title.contains("'"), title);
        assertTrue(title.startsWith("CRobots: /&lt;img src=x onerror=document.title=&#39;pwned&#39;&gt;.r vs "), title);
        String heading = html.substring(html.indexOf("<h3>") + 4, html.indexOf("</h3>"));
        assertEquals(title, heading);
    }

    private static int count(String s, String part) {
        return s.split(Pattern.quote(part), -1).length - 1;
    }

    /** The JSON string literals of a comma-separated list, decoded; fails on anything but string literals. */
    private static List<String> strings(String json) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < json.length()) {
            assertEquals('"', json.charAt(i), "a string literal at " + i + " of " + json);
            StringBuilder sb = new StringBuilder();
            i++;
            while (json.charAt(i) != '"') {
                char c = json.charAt(i++);
                if (c == '\\') {
                    char e = json.charAt(i++);
                    if (e == 'u') {
                        sb.append((char) Integer.parseInt(json.substring(i, i + 4), 16));
                        i += 4;
                    } else {
                        assertTrue(e == '"' || e == '\\', "escape \\" + e);
                        sb.append(e);
                    }
                } else {
                    sb.append(c);
                }
            }
            out.add(sb.toString());
            i++;
            if (i < json.length()) {
                assertEquals(',', json.charAt(i++), "a comma between two literals");
            }
        }
        return out;
    }
}
