package io.github.retrokit.crobots.cli;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.Map;

/**
 * The streams and environment a command runs with: injected so the CLI can be tested in-process.
 *
 * @param stdoutIsTerminal whether the live view is drawn without {@code --view}
 * @param stderrIsTerminal whether progress lines may be drawn on stderr
 */
record Console(BufferedReader in, PrintStream out, PrintStream err, Map<String, String> env,
               boolean stdoutIsTerminal, boolean stderrIsTerminal) {

    /** The program name the original prints before its messages ({@code argv[0]}). */
    static final String PROGRAM = "crobots";

    /**
     * The command a usage error names, as the user types it through the launcher: RetroKit's own usage
     * errors (the original ignored unknown options silently) print {@code retrokit crobots: ...} and
     * {@code try 'retrokit crobots --help'}, a command that works from the repository root.
     */
    static final String USAGE_PROGRAM = "retrokit crobots";
}
