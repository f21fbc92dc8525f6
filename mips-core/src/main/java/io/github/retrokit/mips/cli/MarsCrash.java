package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.run.RunResult;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Run-time errors where MARS 4.5 itself crashes instead of reporting: reading at end of input
 * (syscalls 5-8 and 12: a NullPointerException) and the dialog syscalls 50-59 without a display (a
 * HeadlessException). MARS's standard output then shows only
 * {@code Program terminated when maximum step limit -1 reached.}; {@code mars} prints the same and
 * puts one clear line on standard error instead of MARS's stack trace.
 */
final class MarsCrash {
    private static final Pattern END_OF_INPUT = Pattern.compile("end of input reached \\(syscall (\\d+)\\)");
    private static final Pattern UNIMPLEMENTED = Pattern.compile("invalid or unimplemented syscall service: (\\d+) ");

    private MarsCrash() { }

    /** The line for standard error if MARS would crash on {@code error}, else empty. */
    static Optional<String> of(RunResult.RuntimeError error) {
        String where = String.format(" at 0x%08x", error.pc())
                + error.source().map(s -> " (" + s.file() + " line " + s.where() + ")").orElse("");
        Matcher eof = END_OF_INPUT.matcher(error.message());
        if (eof.matches()) {
            return Optional.of("end of input reached (syscall " + eof.group(1) + ")" + where
                    + "; MARS 4.5 crashes here");
        }
        Matcher dialog = UNIMPLEMENTED.matcher(error.message());
        if (dialog.matches() && Integer.parseInt(dialog.group(1)) >= 50 && Integer.parseInt(dialog.group(1)) <= 59) {
            return Optional.of("dialog syscall " + dialog.group(1) + where
                    + " needs a display; MARS 4.5 crashes here without one");
        }
        return Optional.empty();
    }
}
