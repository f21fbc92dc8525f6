package io.github.retrokit.crobots.cli;

import java.io.PrintStream;

/** A one-line progress counter on stderr, drawn only when stderr is a terminal. */
final class Progress {

    private final PrintStream err;
    private final boolean enabled;
    private final int total;
    private final String what;

    Progress(Console console, int total, String what) {
        this.err = console.err();
        this.enabled = console.stderrIsTerminal() && total > 1;
        this.total = total;
        this.what = what;
    }

    synchronized void update(int done) {
        if (enabled) {
            err.print("\r" + what + " " + done + "/" + total);
            err.flush();
        }
    }

    synchronized void clear() {
        if (enabled) {
            err.print("\r" + " ".repeat(what.length() + 2 * String.valueOf(total).length() + 2) + "\r");
            err.flush();
        }
    }
}
