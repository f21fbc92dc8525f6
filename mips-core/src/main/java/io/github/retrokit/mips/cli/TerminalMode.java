package io.github.retrokit.mips.cli;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Character-at-a-time input without echo on the terminal that is this process's standard input
 * ({@code stty -icanon -echo min 1}; Ctrl-C still interrupts), restored by {@link #close()} and, should
 * the JVM be stopped first, by a shutdown hook. Nothing happens when standard input is not a terminal.
 */
final class TerminalMode implements AutoCloseable {
    private final String saved;
    private final Thread hook;

    private TerminalMode(String saved) {
        this.saved = saved;
        this.hook = saved == null ? null : new Thread(this::restore, "terminal-restore");
        if (hook != null) {
            Runtime.getRuntime().addShutdownHook(hook);
        }
    }

    /** Switches the terminal on standard input to character mode; a no-op object if it is not a terminal. */
    static TerminalMode characterMode() {
        String saved = stty(List.of("-g"));
        if (saved == null || stty(List.of("-icanon", "-echo", "min", "1")) == null) {
            return new TerminalMode(null);
        }
        return new TerminalMode(saved.strip());
    }

    /** True if the terminal mode was changed (standard input is a terminal). */
    boolean active() { return saved != null; }

    private void restore() {
        stty(List.of(saved));
    }

    @Override
    public void close() {
        if (saved != null) {
            restore();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook restores
            }
        }
    }

    /** Runs {@code stty args} on our standard input; its output, or null if it failed (not a terminal). */
    private static String stty(List<String> args) {
        try {
            Process p = new ProcessBuilder(concat(args)).redirectInput(Redirect.INHERIT)
                    .redirectError(Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static List<String> concat(List<String> args) {
        List<String> command = new java.util.ArrayList<>();
        command.add("stty");
        command.addAll(args);
        return command;
    }
}
