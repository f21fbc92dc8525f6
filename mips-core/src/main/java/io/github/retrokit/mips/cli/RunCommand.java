package io.github.retrokit.mips.cli;

import static io.github.retrokit.mips.cli.RunOptionValues.directory;
import static io.github.retrokit.mips.cli.RunOptionValues.exitStatus;
import static io.github.retrokit.mips.cli.RunOptionValues.format;
import static io.github.retrokit.mips.cli.RunOptionValues.layout;
import static io.github.retrokit.mips.cli.RunOptionValues.number;
import static io.github.retrokit.mips.cli.RunOptionValues.range;
import static io.github.retrokit.mips.cli.RunOptionValues.seconds;
import static io.github.retrokit.mips.cli.RunOptionValues.size;
import static io.github.retrokit.mips.cli.RunOptionValues.value;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblerOptions;
import io.github.retrokit.mips.asm.Assembly;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RegisterNames;
import io.github.retrokit.mips.run.RunResult;
import io.github.retrokit.mips.syscall.StreamConsole;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/** {@code retrokit mips run}: assemble and run with human-friendly options. */
final class RunCommand {
    static final String HELP = String.join("\n",
            "usage: retrokit mips run [options] file.asm [more.asm ...] [-- program args]",
            "",
            "Assembles the files together and runs them like MARS 4.5. Program output goes to standard",
            "output; assembler warnings (before the run), errors and the reports asked for go to standard",
            "error.",
            "",
            "options (the MARS command-line option each one replaces in brackets):",
            "  --start-main          start at the global label main, not the first .text address [sm]",
            "  --max-steps N         stop after N instructions [a bare number N]",
            "  --count               report the number of instructions executed [ic]",
            "  --dump-regs           report all registers after the run [$reg ...]",
            "  --dump-mem A-B        report memory words A..B (hex or decimal) after the run [m-n]",
            "  --dir D               working directory of the file syscalls (default: current) [none: MARS",
            "                        uses its own current directory]",
            "  --unconfined          let file syscalls leave the working directory (.., absolute paths), and",
            "                        .include name files outside the source files' directories [MARS default]",
            "  --delayed-branching   execute the instruction after a branch or jump first [db]",
            "  --layout NAME         Default, CompactDataAtZero or CompactTextAtZero [mc NAME]",
            "  --no-pseudo           reject pseudo-instructions [np]",
            "  --smc                 allow self-modifying code [smc]",
            "  --ae N                exit status N after an assembly error (default 4) [aeN]",
            "  --se N                exit status N after a run-time error (default 6) [seN]",
            "  --max-output N        stop when the program has printed N bytes [none]",
            "  --max-file-bytes N    stop when the program has written N bytes to files (syscall 15; default",
            "                        16M; 'none' for no limit) [none]",
            "  --max-memory N        memory the program may use: 64 KiB pages touched, 1 KiB per random",
            "                        stream (default 64M; K, M, G suffixes; 'none' for no limit) [none]",
            "  --timeout SECONDS     stop after this much wall-clock time [none]",
            "  --interpret           never compile hot code to JVM bytecode (same results, slower) [none]",
            DeviceOptions.HELP,
            "  -- args ...           program arguments: $a0 = argc, $a1 = argv [pa args ...]",
            "  --format text|json|csv  the run's result for programs (schema retrokit.mips.run/1: how it ended,",
            "                        exit status, instruction counts, registers); json and csv go to standard",
            "                        output after the run, and the program's own output then goes to standard",
            "                        error, unless --result-file is given [none]",
            "  --result-file F       write the --format json|csv result to F instead; the program keeps",
            "                        standard output [none]",
            "  --help, -h            this text",
            "",
            "exit status: the program's (0, or $a0 of syscall 17); 2 usage error; 3 a source file cannot be read,",
            "a --bitmap-png, --bitmap-frames or --result-file file cannot be written, or standard output cannot",
            "be written (a full disk: 'retrokit mips run: cannot write standard output: No space left on",
            "device'); 4 (or --ae) assembly error; 5 a limit (--max-steps, --max-output, --max-file-bytes,",
            "--timeout) reached, or the --mmio keyboard's input ended while the program kept polling it; 6 (or",
            "--se) run-time error (the memory limit included); 141 standard output closed ('| head': the",
            "program is stopped, nothing printed).",
            "No progress display: the program owns the terminal.",
            "");

    private RunCommand() { }

    private static final class Options {
        boolean startMain, count, dumpRegs, delayed, noPseudo, smc, unconfined, interpret;
        long maxSteps = Long.MAX_VALUE;
        long maxOutput = Long.MAX_VALUE;
        long maxFileBytes = Limits.DEFAULT_FILE_BYTES;
        long maxMemory = Limits.DEFAULT_MEMORY_BYTES;
        Duration timeout;
        Path dir = Path.of("");
        MemoryLayout layout = MemoryLayout.DEFAULT;
        int assemblyErrorStatus = 4;
        int runtimeErrorStatus = ExitCodes.RUNTIME;
        String format = "text";
        Path resultFile;
        final List<RunOptionValues.WordRange> memoryRanges = new ArrayList<>();
        final List<Path> files = new ArrayList<>();
        final List<String> programArgs = new ArrayList<>();
        final DeviceOptions devices = new DeviceOptions();
    }

    /** How long after the wall-clock limit a run blocked in the console is abandoned. */
    private static final Duration BLOCKED_INPUT_GRACE = Duration.ofMillis(250);
    /** How long after the limit a run that is not blocked in the console is waited for (it stops itself). */
    private static final Duration STOP_GRACE = Duration.ofSeconds(30);

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = parse(args);
        } catch (UsageException e) {
            err.println("retrokit mips run: " + e.getMessage());
            err.println("try 'retrokit mips run --help'");
            return 2;
        }
        if (options == null) {
            out.print(HELP);
            return StandardOutput.status("retrokit mips run", out, err, ExitCodes.OK);
        }
        String unreadable = Unreadable.first(options.files);
        if (unreadable != null) {
            err.println("retrokit mips run: " + unreadable);
            return ExitCodes.INPUT;
        }
        boolean resultOnStdout = !options.format.equals("text") && options.resultFile == null;
        PrintStream programOut = resultOnStdout ? err : out;
        ProgramImage image;
        try {
            Assembly assembly = new Assembler(new AssemblerOptions(options.layout, options.delayed, !options.noPseudo,
                    false)).assembleDetailed(options.files, !options.unconfined);
            // MARS prints its warnings before the run (on standard output); ours go to standard error, as asm's do
            assembly.warnings().forEach(err::println);
            image = assembly.image();
        } catch (AssemblyException e) {
            e.diagnostics().forEach(d -> err.println(d.toString()));
            return options.assemblyErrorStatus;
        }
        WatchedConsole console = new WatchedConsole(
                new StreamConsole(options.devices.consoleInput(in), new StdoutGuard(programOut), err));
        Machine machine = Machine.load(image, machineOptions(options, console));
        DeviceSession devices = options.devices.attach(machine, in, in == System.in);
        RunResult result;
        WatchedConsole.Activity blocked = WatchedConsole.Activity.NONE;
        try {
            result = options.timeout == null ? devices.run(err) // no Supplier lambda on the way of every run
                    : runWithinTimeout(() -> devices.run(err), options.timeout, console);
            if (result == null) {
                blocked = console.activity();
            }
        } catch (StdoutGuard.Closed e) {
            return StandardOutput.failed("retrokit mips run", programOut, err);
        } catch (UncheckedIOException e) {
            err.println("retrokit mips run: " + e.getMessage() + ": " + e.getCause().getMessage());
            return ExitCodes.INPUT;
        }
        programOut.flush();
        int status;
        String abandoned = null;
        if (result == null) {
            abandoned = String.format(Locale.US, "wall-clock limit of %d ms exceeded; %s", options.timeout.toMillis(),
                    switch (blocked) {
                        case READING -> "the program was blocked waiting for standard input";
                        case WRITING -> "the program was blocked writing standard output";
                        case NONE -> "the program did not stop";
                    });
            err.println("retrokit mips run: " + abandoned);
            status = ExitCodes.LIMIT;
        } else {
            status = report(result, options, err);
            postMortem(machine, options, err);
            try {
                devices.finish();
            } catch (UncheckedIOException e) {
                err.println("retrokit mips run: " + e.getMessage() + ": " + e.getCause().getMessage());
                return ExitCodes.INPUT;
            }
        }
        return options.format.equals("text") ? status
                : writeResult(new RunReport(machine, result, status, abandoned), options, out, err, status);
    }

    /** Writes the --format json|csv result to standard output or the --result-file; returns the exit status. */
    private static int writeResult(RunReport report, Options options, PrintStream out, PrintStream err, int status) {
        String text = report.format(options.format);
        if (options.resultFile == null) {
            out.print(text);
            out.flush();
            return StandardOutput.status("retrokit mips run", out, err, status);
        }
        try {
            Files.writeString(options.resultFile, text, StandardCharsets.UTF_8);
            return status;
        } catch (IOException e) {
            err.println("retrokit mips run: cannot write the result file '" + options.resultFile + "': " + e.getMessage());
            return ExitCodes.INPUT;
        }
    }

    /** The reports asked for after the run: instruction count, registers, memory words. */
    private static void postMortem(Machine machine, Options options, PrintStream err) {
        if (options.count) {
            err.println("instructions executed: " + machine.instructionCount());
        }
        if (options.dumpRegs) {
            dumpRegisters(machine, err);
        }
        for (RunOptionValues.WordRange range : options.memoryRanges) {
            for (long a = Integer.toUnsignedLong(range.first()); a <= Integer.toUnsignedLong(range.last()); a += 4) {
                err.printf("0x%08x  0x%08x%n", a, machine.readWord((int) a));
            }
        }
    }

    /**
     * Runs the machine; with a timeout, on a daemon thread that is abandoned when it is still blocked in the
     * console a grace period after the limit. The machine checks the limit itself (between instructions, at
     * every exception and syscall), so only a console read or write that never returns gets there.
     *
     * @return the result, or {@code null} when the run was abandoned
     */
    private static RunResult runWithinTimeout(Supplier<RunResult> run, Duration timeout, WatchedConsole console) {
        if (timeout == null) {
            return run.get();
        }
        RunResult[] result = new RunResult[1];
        RuntimeException[] failure = new RuntimeException[1];
        Thread runner = new Thread(() -> {
            try {
                result[0] = run.get();
            } catch (RuntimeException e) {
                failure[0] = e;
            }
        }, "mips-run");
        runner.setDaemon(true);
        runner.start();
        long giveUp = System.nanoTime() + timeout.plus(STOP_GRACE).toNanos();
        try {
            runner.join(timeout.plus(BLOCKED_INPUT_GRACE).toMillis() + 1);
            while (runner.isAlive() && console.activity() == WatchedConsole.Activity.NONE
                    && System.nanoTime() - giveUp < 0) {
                runner.join(BLOCKED_INPUT_GRACE.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (runner.isAlive()) {
            return null;
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return result[0];
    }

    private static MachineOptions machineOptions(Options o, WatchedConsole console) {
        return MachineOptions.defaults()
                .withStartAtMain(o.startMain)
                .withSelfModifyingCode(o.smc)
                .withTranslation(!o.interpret)
                .withLimits(new Limits(o.maxSteps, o.maxOutput, o.timeout, o.maxMemory, o.maxFileBytes))
                .withConsole(console)
                .withWorkingDirectory(o.dir, !o.unconfined)
                .withProgramArguments(o.programArgs);
    }

    private static int report(RunResult result, Options options, PrintStream err) {
        if (result instanceof RunResult.Exited exited) {
            return exited.exitCode();
        }
        if (result instanceof RunResult.RuntimeError error) {
            err.println(error.marsReport());
            return options.runtimeErrorStatus;
        }
        if (result instanceof RunResult.LimitReached limit) {
            err.printf("retrokit mips run: %s (pc 0x%08x)%n", limit.message(), limit.pc());
            return ExitCodes.LIMIT;
        }
        return ExitCodes.OK;
    }

    private static void dumpRegisters(Machine machine, PrintStream err) {
        for (int n = 0; n < 32; n++) {
            err.printf(Locale.US, "%-6s %2d  0x%08x%n", RegisterNames.name(n), n, machine.register(n));
        }
        err.printf("%-6s     0x%08x%n%-6s     0x%08x%n%-6s     0x%08x%n", "pc", machine.pc(), "hi", machine.hi(),
                "lo", machine.lo());
    }

    private static Options parse(String[] args) throws UsageException {
        Options o = new Options();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--help", "-h" -> { return null; }
                case "--start-main" -> o.startMain = true;
                case "--count" -> o.count = true;
                case "--dump-regs" -> o.dumpRegs = true;
                case "--delayed-branching" -> o.delayed = true;
                case "--no-pseudo" -> o.noPseudo = true;
                case "--smc" -> o.smc = true;
                case "--unconfined" -> o.unconfined = true;
                case "--interpret" -> o.interpret = true;
                case "--max-steps" -> o.maxSteps = number(a, value(args, ++i, a));
                case "--max-output" -> o.maxOutput = number(a, value(args, ++i, a));
                case "--max-file-bytes" -> o.maxFileBytes = size(a, value(args, ++i, a));
                case "--max-memory" -> o.maxMemory = size(a, value(args, ++i, a));
                case "--timeout" -> o.timeout = seconds(value(args, ++i, a));
                case "--dir" -> o.dir = directory(value(args, ++i, a));
                case "--layout" -> o.layout = layout(value(args, ++i, a));
                case "--ae" -> o.assemblyErrorStatus = exitStatus(a, value(args, ++i, a));
                case "--se" -> o.runtimeErrorStatus = exitStatus(a, value(args, ++i, a));
                case "--dump-mem" -> o.memoryRanges.add(range(value(args, ++i, a)));
                case "--format" -> o.format = format(value(args, ++i, a));
                case "--result-file" -> o.resultFile = Path.of(value(args, ++i, a));
                case "--mmio", "--bitmap", "--bitmap-png", "--bitmap-frames", "--bitmap-every", "--bitmap-live" ->
                        i = o.devices.parse(args, i);
                case "--" -> {
                    o.programArgs.addAll(List.of(args).subList(i + 1, args.length));
                    i = args.length;
                }
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "'");
                    }
                    o.files.add(Path.of(a));
                }
            }
        }
        if (o.files.isEmpty()) {
            throw new UsageException("no .asm file given");
        }
        o.devices.check();
        if (o.resultFile != null && o.format.equals("text")) {
            throw new UsageException("--result-file needs --format json or csv");
        }
        return o;
    }
}
