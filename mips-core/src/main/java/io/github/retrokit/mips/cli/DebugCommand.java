package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.Assembly;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.debug.Debugger;
import io.github.retrokit.mips.debug.TimeTravel;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.syscall.StreamConsole;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code retrokit mips debug}: a terminal debugger with time travel, scriptable from a file or a pipe. */
final class DebugCommand {
    static final String HELP = String.join("\n",
            "usage: retrokit mips debug [options] file.asm [more.asm ...]",
            "",
            "Debugs the program with breakpoints, watchpoints, stepping and stepping back (time travel: any",
            "earlier instruction, back to the start). Commands come from standard input, or from a script.",
            "",
            "options:",
            "  --script FILE     read the commands from FILE (each is echoed as '(mips) command')",
            "  --input FILE      the program's standard input (default: standard input when --script is given,",
            "                    else none)",
            "  --start-main      start at the global label main [sm]",
            "  --interpret       never compile hot code to JVM bytecode",
            "  --help            this text",
            "",
            DebugShell.HELP,
            "exit status: 0 after quit or the end of the commands; 2 usage error; 3 a file cannot be read,",
            "or standard output cannot be written (a full disk; the reason is printed); 4 assembly error;",
            "141 standard output closed ('| head').",
            "");

    private DebugCommand() { }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        Path script = null;
        Path input = null;
        boolean startMain = false;
        boolean interpret = false;
        List<Path> files = new ArrayList<>();
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--help", "-h" -> {
                        out.print(HELP);
                        return StandardOutput.status("retrokit mips debug", out, err, ExitCodes.OK);
                    }
                    case "--script" -> script = Path.of(value(args, ++i, "--script"));
                    case "--input" -> input = Path.of(value(args, ++i, "--input"));
                    case "--start-main" -> startMain = true;
                    case "--interpret" -> interpret = true;
                    default -> {
                        if (args[i].startsWith("-")) {
                            throw new UsageException("unknown option '" + args[i] + "'");
                        }
                        files.add(Path.of(args[i]));
                    }
                }
            }
            if (files.isEmpty()) {
                throw new UsageException("no .asm file given");
            }
        } catch (UsageException e) {
            err.println("retrokit mips debug: " + e.getMessage());
            err.println("try 'retrokit mips debug --help'");
            return ExitCodes.USAGE;
        }
        List<Path> named = new ArrayList<>(files);
        if (script != null) {
            named.add(script);
        }
        if (input != null) {
            named.add(input);
        }
        String unreadable = Unreadable.first(named);
        if (unreadable != null) {
            err.println("retrokit mips debug: " + unreadable);
            return ExitCodes.INPUT;
        }
        ProgramImage image;
        try {
            Assembly assembly = new Assembler().assembleDetailed(files);
            assembly.warnings().forEach(err::println);
            image = assembly.image();
        } catch (AssemblyException e) {
            e.diagnostics().forEach(d -> err.println(d.toString()));
            return 4;
        }
        try (InputStream programInput = input != null ? Files.newInputStream(input)
                : script != null ? in : InputStream.nullInputStream();
             BufferedReader commands = new BufferedReader(new InputStreamReader(
                     script != null ? Files.newInputStream(script) : in, StandardCharsets.UTF_8))) {
            LineTracker lines = new LineTracker(out);
            PrintStream programOut = new PrintStream(lines, true, StandardCharsets.UTF_8);
            MachineOptions options = MachineOptions.defaults().withStartAtMain(startMain).withTranslation(!interpret)
                    .withConsole(new StreamConsole(programInput, new StdoutGuard(programOut), err));
            Debugger debugger = new Debugger(TimeTravel.start(image, options, m -> { }));
            boolean prompt = script == null && in == System.in && System.console() != null;
            new DebugShell(debugger, out, script != null || !prompt, lines).run(commands, prompt);
            out.flush();
            return StandardOutput.status("retrokit mips debug", out, err, ExitCodes.OK);
        } catch (IOException e) {
            err.println("retrokit mips debug: " + e.getMessage());
            return 3;
        } catch (StdoutGuard.Closed e) {
            return StandardOutput.failed("retrokit mips debug", out, err);
        }
    }

    private static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

}
