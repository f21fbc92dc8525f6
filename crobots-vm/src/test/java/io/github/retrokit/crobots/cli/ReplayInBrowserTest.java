package io.github.retrokit.crobots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The replay of a match between robots whose file names are script injections, loaded in a real browser: headless
 * Chromium runs the page (its timers on virtual time, so the whole match plays) and prints the DOM it ends with.
 * Every payload tries to change the document's title; none may. Skipped where no Chromium is installed.
 */
class ReplayInBrowserTest {

    /** File names (no '/' in a file name) that run script wherever they are taken for markup or code. */
    private static final List<String> HOSTILE = List.of(
            "<img src=x onerror=document.title='pwned-img'>.r",
            "\"><details open ontoggle=document.title='pwned-details'>.r",
            "${document.title='pwned-template'}'-(document.title='pwned-quote')-'.r",
            "<svg onload=document.title='pwned-svg'>&amp;\u2028.r");

    private static final String ROBOT = "main() { while (1) { drive(45, 50); cannon(0, 300); } }\n";

    @TempDir
    Path dir;

    @Test
    void hostileRobotNamesShowAsTextAndRunNoScript() throws Exception {
        Optional<Path> chromium = chromium();
        assumeTrue(chromium.isPresent(), "no chromium on this machine");
        List<String> files = new ArrayList<>();
        for (String name : HOSTILE) {
            Path robot = dir.resolve(name);
            Files.writeString(robot, ROBOT);
            files.add(robot.toString());
        }
        Path page = dir.resolve("replay.html");
        List<String> args = new ArrayList<>(List.of("-m1", "-l3000", "--seed", "4", "--replay", page.toString()));
        args.addAll(files);
        CliRun run = CliRun.run("", args.toArray(String[]::new));
        assertEquals(Main.EXIT_OK, run.status(), run.err());

        String dom = dumpDom(chromium.get(), page);
        String expectedTitle = "CRobots: " + String.join(" vs ", HOSTILE.stream().map(n -> "/" + n).toList())
                + " (seed 4)";
        Matcher title = Pattern.compile("<title>(.*?)</title>", Pattern.DOTALL).matcher(dom);
        assertTrue(title.find(), dom);
        assertEquals(text(expectedTitle), title.group(1), "no payload changed document.title");
        for (String tag : List.of("<img", "<details", "<svg")) {
            assertFalse(dom.contains(tag), "no element made of a name: " + tag);
        }
        for (int slot = 0; slot < HOSTILE.size(); slot++) {
            String row = "<td>" + (slot + 1) + "</td><td>" + text("/" + HOSTILE.get(slot)) + "</td>";
            assertTrue(dom.contains(row), "the page's script ran and shows name " + (slot + 1) + " as text: " + dom);
        }
        assertTrue(dom.contains("<button id=\"play\">restart</button>"), "at the end, the button restarts: " + dom);
        assertTrue(Pattern.compile("<p id=\"result\">(Draw|Winner|Mutual)[^<]* cycles</p>").matcher(dom).find(),
                "the match played to its end, the result shown: " + dom);
    }

    /** Text as a browser serializes it inside an element. */
    private static String text(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\u00a0", "&nbsp;");
    }

    /** The DOM of the page after its scripts ran, with 20 s of virtual time for its timers. */
    private String dumpDom(Path chromium, Path page) throws IOException, InterruptedException {
        Path profile = Files.createDirectories(dir.resolve("profile"));
        Path out = dir.resolve("dom.html");
        Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile, "--virtual-time-budget=20000", "--dump-dom", page.toUri().toString())
                .redirectOutput(out.toFile()).redirectError(dir.resolve("chromium-stderr.txt").toFile()).start();
        try {
            assertTrue(p.waitFor(180, TimeUnit.SECONDS), "chromium finished");
        } finally {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("chromium-stderr.txt")));
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /** The first chromium on the PATH (Debian's {@code chromium}, or another distribution's name for it). */
    static Optional<Path> chromium() {
        String path = System.getenv().getOrDefault("PATH", "");
        return Stream.of(path.split(File.pathSeparator)).filter(d -> !d.isEmpty())
                .flatMap(d -> Stream.of("chromium", "chromium-browser").map(n -> Path.of(d, n)))
                .filter(Files::isExecutable).findFirst();
    }
}
