package io.github.retrokit.austerity.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/** One in-process hub run with captured output. */
record HubRun(HubExit exit, String stdout, String stderr) {

    /** Runs {@code austerity args...}; the arguments go through {@link HubArguments} like the CLI's. */
    static HubRun of(String... args) {
        return of(hub -> { }, args);
    }

    /** Like {@link #of(String...)}, handing the hub to {@code whileRunning} on another thread first. */
    static HubRun of(Consumer<Hub> whileRunning, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.ISO_8859_1);
             PrintStream e = new PrintStream(err, true, StandardCharsets.ISO_8859_1)) {
            Hub hub = new Hub(HubArguments.parse(Arrays.asList(args)), o, e);
            Thread helper = new Thread(() -> whileRunning.accept(hub));
            helper.start();
            HubExit exit = hub.run();
            helper.join();
            return new HubRun(exit, out.toString(StandardCharsets.ISO_8859_1), err.toString(StandardCharsets.ISO_8859_1));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    List<String> stdoutLines() {
        return stdout.lines().toList();
    }

    List<String> stderrLines() {
        return stderr.lines().toList();
    }

    HubRun expect(HubExit expected) {
        assertEquals(expected, exit, () -> "stdout:\n" + stdout + "stderr:\n" + stderr);
        return this;
    }

    /** A test resource as a path. */
    static String resource(String name) {
        try {
            return Path.of(HubRun.class.getResource("/hub/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    /** No child process of this JVM is left, running or zombie. */
    static void assertNoChildren() {
        List<ProcessHandle> children = ProcessHandle.current().children().toList();
        assertTrue(children.isEmpty(), () -> "children left: " + children);
    }
}
