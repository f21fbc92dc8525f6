package io.github.retrokit.crobots.cli;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Runs the CLI in-process with captured streams. */
record CliRun(int status, String out, String err) {

    static CliRun run(String stdin, String... args) {
        return run(Map.of(), stdin, args);
    }

    static CliRun run(Map<String, String> env, String stdin, String... args) {
        return run(false, env, stdin, args);
    }

    /** A run whose stderr claims to be a terminal (progress lines are drawn there). */
    static CliRun onTerminal(String... args) {
        return run(true, Map.of(), "", args);
    }

    private static CliRun run(boolean stderrIsTerminal, Map<String, String> env, String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        int status = Main.run(args, new Console(new BufferedReader(new StringReader(stdin)), o, e, env, false,
                stderrIsTerminal));
        return new CliRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
