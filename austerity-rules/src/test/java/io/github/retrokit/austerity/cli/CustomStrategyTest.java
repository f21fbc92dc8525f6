package io.github.retrokit.austerity.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's strategy, compiled here from source into a directory of its own, played by the command line through
 * {@code --classpath}; and every reason a class is rejected, in the error.
 */
class CustomStrategyTest {
    private static final String DECK = "src/test/resources/hub/deck20.txt";
    private static final String BUILT_IN = " (built in: shenzi, banzai, ed)";

    @TempDir
    static Path classes;

    @BeforeAll
    static void compileTheUsersClasses() throws IOException {
        Path src = classes.resolve("src/my");
        Files.createDirectories(src);
        write(src, "Thrifty", """
                package my;
                import io.github.retrokit.austerity.rules.Action;
                import io.github.retrokit.austerity.rules.GameView;
                import io.github.retrokit.austerity.strategy.Strategy;
                public class Thrifty implements Strategy {
                    public Action decide(GameView view, int me) {
                        for (int i = 0; i < view.marketSize(); i++) {
                            if (view.canAfford(me, view.card(i))) {
                                return new Action.Purchase(i, view.payment(me, view.card(i)));
                            }
                        }
                        return Action.WILD;
                    }
                    public String name() { return "thrifty"; }
                }
                """);
        write(src, "NotOne", "package my; public class NotOne { }");
        write(src, "NeedsArg", """
                package my;
                public class NeedsArg implements io.github.retrokit.austerity.strategy.Strategy {
                    public NeedsArg(int x) { }
                    public io.github.retrokit.austerity.rules.Action decide(io.github.retrokit.austerity.rules.GameView v, int me) {
                        return io.github.retrokit.austerity.rules.Action.WILD;
                    }
                }
                """);
        write(src, "Throws", """
                package my;
                public class Throws implements io.github.retrokit.austerity.strategy.Strategy {
                    public Throws() { throw new IllegalStateException("no licence"); }
                    public io.github.retrokit.austerity.rules.Action decide(io.github.retrokit.austerity.rules.GameView v, int me) {
                        return io.github.retrokit.austerity.rules.Action.WILD;
                    }
                }
                """);
        write(src, "Crashes", """
                package my;
                public class Crashes implements io.github.retrokit.austerity.strategy.Strategy {
                    public io.github.retrokit.austerity.rules.Action decide(io.github.retrokit.austerity.rules.GameView v, int me) {
                        throw new ArithmeticException("divide by zero");
                    }
                }
                """);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("-d", classes.resolve("out").toString(), "-cp",
                System.getProperty("java.class.path")));
        try (var files = Files.list(src)) {
            files.forEach(f -> args.add(f.toString()));
        }
        assertEquals(0, javac.run(null, null, null, args.toArray(String[]::new)));
    }

    private static void write(Path dir, String name, String source) throws IOException {
        Files.writeString(dir.resolve(name + ".java"), source);
    }

    private static CliRun tournament(String... strategies) {
        List<String> args = new ArrayList<>(List.of("7", "15", DECK));
        args.addAll(List.of(strategies));
        args.addAll(List.of("--games", "40", "--classpath", classes.resolve("out") + File.pathSeparator + classes));
        return CliRun.of("tournament", args.toArray(String[]::new));
    }

    @Test
    void aUsersStrategyPlaysThroughTheClassPathOption() {
        CliRun run = tournament("shenzi", "my.Thrifty");
        assertEquals(0, run.status(), run.stderr());
        assertTrue(run.stdout().lines().anyMatch(l -> l.matches("my\\.Thrifty +40 +0 .*")), run.stdout());
        assertTrue(run.stdout().contains("games 40 (seed 1):"));
        CliRun without = CliRun.of("tournament", "7", "15", DECK, "shenzi", "my.Thrifty");
        assertEquals(2, without.status());
        assertEquals("retrokit austerity tournament: unknown strategy 'my.Thrifty': no built-in strategy, StrategyProvider or "
                + "class of that name on the class path" + BUILT_IN + "\ntry 'retrokit austerity tournament --help'\n", without.stderr());
    }

    @Test
    void aRejectedClassIsNamedWithTheReason() {
        assertRejected(tournament("shenzi", "my.NotOne"), 4,
                "class my.NotOne does not implement io.github.retrokit.austerity.strategy.Strategy" + BUILT_IN);
        assertRejected(tournament("shenzi", "my.NeedsArg"), 4, "class my.NeedsArg has no public no-argument constructor" + BUILT_IN);
        assertRejected(tournament("shenzi", "my.Throws"), 4,
                "the constructor of my.Throws threw java.lang.IllegalStateException: no licence" + BUILT_IN);
        assertRejected(tournament("shenzi", "my.Nowhere"), 2, "unknown strategy 'my.Nowhere': no built-in strategy, "
                + "StrategyProvider or class of that name on the class path" + BUILT_IN);
    }

    @Test
    void aStrategyThatThrowsDuringTheGameEndsItWith6() {
        CliRun run = tournament("shenzi", "my.Crashes");
        assertEquals(6, run.status());
        assertEquals("", run.stdout());
        assertTrue(run.stderr().startsWith("retrokit austerity tournament: a game failed: "), run.stderr());
        assertTrue(run.stderr().contains("divide by zero"), run.stderr());
        assertEquals(1, run.stderr().lines().count(), run.stderr());
    }

    private static void assertRejected(CliRun run, int status, String message) {
        assertEquals(status, run.status(), run.stderr());
        assertEquals("", run.stdout());
        assertEquals("retrokit austerity tournament: " + message, run.stderr().lines().findFirst().orElseThrow());
    }
}
