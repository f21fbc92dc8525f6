package io.github.retrokit.mips.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * {@code retrokit mips <command>}: {@code run} (human-friendly), {@code mars} (drop-in for
 * {@code java -jar Mars4_5.jar}), {@code asm} (assemble only), {@code call} (grading harness).
 * The only class that calls {@link System#exit}.
 */
public final class Main {
    static final String HELP = String.join("\n",
            "usage: retrokit mips <command> [args...]",
            "",
            "commands:",
            "  run [options] file.asm [more.asm ...] [-- program args]",
            "        assemble and run a MARS program ('run --help' lists the options)",
            "  mars <MARS command-line arguments>",
            "        drop-in for 'java -jar Mars4_5.jar' in command-line mode (nc sm ic a ae<n> se<n> db",
            "        mc <config> np smc dump <segment> <format> <file> <n> $reg m-n pa ...); 'mars h' for help",
            "  asm file.asm [--dump-text|--dump-data] [--format hex|binary]",
            "        assemble only",
            "  call file.asm [more.asm] --label L [--args a0,a1,...] ...",
            "        call one function the way a grader does",
            "  debug [--script FILE] [--input FILE] file.asm ...",
            "        a terminal debugger: breakpoints, watchpoints, stepping, stepping back ('debug --help')",
            "",
            "exit status (run, asm, call, debug): 0 success; 1 a check failed (call) or an internal error; 2 usage",
            "error; 3 a file cannot be read or written; 4 assembly error; 5 a limit reached; 6 run-time error;",
            "141 standard output closed; standard output that cannot be written otherwise (a full disk) is 3. mars",
            "exits as MARS 4.5 does. Details: each command's --help.",
            "");

    private Main() { }

    /** Runs the command and exits with its status. */
    public static void main(String[] args) {
        // mars keeps MARS 4.5's System.out; RetroKit's own commands name a full disk (3) apart from a closed pipe
        PrintStream out = args.length > 0 && args[0].equals("mars") ? System.out
                : StandardOutput.of(new FileOutputStream(FileDescriptor.out), Charset.defaultCharset());
        int status = run(args, standardInput(), out, System.err);
        out.flush();
        System.exit(status);
    }

    /**
     * {@link System#in}, or no input at all when standard input was closed ({@code <&-}): the JVM then
     * opens one of its own files as descriptor 0 (its {@code lib/modules}, a jar), and the program
     * would read that file's bytes as its input.
     */
    static InputStream standardInput() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/0")).toString();
            if (target.startsWith(System.getProperty("java.home") + "/") || target.endsWith(".jar")
                    || target.endsWith(".jsa")) {
                return InputStream.nullInputStream();
            }
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // not Linux, or no /proc: standard input as it is
        }
        return System.in;
    }

    /**
     * Runs the command with explicit streams and returns its exit status; 1 (and one line on
     * {@code err}) if something unforeseen goes wrong inside.
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        try {
            return dispatch(args, in, out, err);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError | LinkageError e) {
            // LinkageError: a broken installation (a jar missing from the class path) is one line too.
            out.flush();
            err.println("retrokit mips: internal error: " + e);
            return ExitCodes.FAILED;
        }
    }

    private static int dispatch(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.println("retrokit mips: no command given");
            err.println("try 'retrokit mips --help'");
            return ExitCodes.USAGE;
        }
        if (args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            out.print(HELP);
            return StandardOutput.status("retrokit mips", out, err, ExitCodes.OK);
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        switch (args[0]) {
            case "run":
                return RunCommand.run(rest, in, out, err);
            case "debug":
                return DebugCommand.run(rest, in, out, err);
            case "mars":
                return MarsCommand.run(rest, in, out, err);
            case "asm":
                return AsmCommand.run(rest, out, err);
            case "call":
                return CallCommand.run(rest, out, err);
            default:
                err.println("retrokit mips: unknown command '" + args[0] + "' (expected run, mars, asm, call or debug)");
                err.println("try 'retrokit mips --help'");
                return ExitCodes.USAGE;
        }
    }
}
