package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblerOptions;
import io.github.retrokit.mips.asm.Assembly;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.Segment;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import io.github.retrokit.mips.syscall.StreamConsole;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code retrokit mips mars <MARS arguments>}: a drop-in for {@code java -jar Mars4_5.jar} in command-line
 * mode, printing byte for byte what MARS 4.5 prints and exiting with MARS's status.
 */
final class MarsCommand {
    static final String BANNER = "MARS 4.5  Copyright 2003-2014 Pete Sanderson and Kenneth Vollmar\n";

    private MarsCommand() { }

    static int run(String[] argv, InputStream in, PrintStream stdout, PrintStream stderr) {
        MarsArguments args = MarsArguments.parse(argv);
        PrintStream out = args.messagesToStderr ? stderr : stdout;
        if (argv.length == 0) {
            out.print(MarsHelp.TEXT);
            return 0;
        }
        if (!args.noCopyright) {
            out.println(BANNER);
        }
        if (args.help) {
            out.print(MarsHelp.TEXT);
            return 0;
        }
        for (String problem : args.problems) { // loops, not lambdas, on the way of every run (README, Start-up)
            out.println(problem);
        }
        if (!args.ok || args.files.isEmpty()) {
            return 0;
        }
        return new MarsCommand.Session(args, in, stdout, stderr, out).run();
    }

    /** One MARS invocation with parsed arguments. */
    private static final class Session {
        private final MarsArguments args;
        private final InputStream in;
        private final PrintStream stdout;
        private final PrintStream stderr;
        private final PrintStream out;

        Session(MarsArguments args, InputStream in, PrintStream stdout, PrintStream stderr, PrintStream out) {
            this.args = args;
            this.in = in;
            this.stdout = stdout;
            this.stderr = stderr;
            this.out = out;
        }

        int run() {
            Assembly assembly;
            try {
                assembly = new Assembler(new AssemblerOptions(args.layout, args.delayedBranching, args.pseudo,
                        args.warningsAreErrors)).assembleDetailed(files());
            } catch (AssemblyException e) {
                out.println(Reports.errorsAndWarnings(e.diagnostics()));
                out.println("Processing terminated due to errors.");
                // MARS still writes the requested dumps (with or without a): of the data that did assemble; its text
                // segments hold nothing yet ("This segment has not been written to, ..."), nor anything after an
                // invalid language element, which stops MARS before it stores anything
                dumps(Machine.load(dataOnly(e.partialImage().orElse(null)), MachineOptions.defaults()));
                return args.assembleErrorCode;
            }
            if (!assembly.warnings().isEmpty()) {
                out.println(Reports.warnings(assembly.warnings()));
            }
            Machine machine = Machine.load(assembly.image(), MachineOptions.defaults()
                    .withStartAtMain(args.startAtMain)
                    .withSelfModifyingCode(args.selfModifying)
                    .withProgramArguments(args.programArguments)
                    .withWorkingDirectory(Path.of(""), false)
                    .withConsole(new StreamConsole(in, new StdoutGuard(stdout), stderr))
                    .withLimits(Limits.NONE.withMaxInstructions(args.maxSteps > 0 ? args.maxSteps : Long.MAX_VALUE)));
            int status = 0;
            if (args.simulate) {
                status = simulate(machine);
            }
            dumps(machine);
            return status;
        }

        /** The data segments of what assembled before an error (none if nothing did), without any text. */
        private ProgramImage dataOnly(ProgramImage partial) {
            if (partial == null) {
                return new ProgramImage(args.layout, args.delayedBranching, List.of(), List.of(), Map.of());
            }
            List<Segment> data = new ArrayList<>();
            for (Segment segment : partial.segments()) {
                if (!segment.kind().isText()) {
                    data.add(segment);
                }
            }
            return new ProgramImage(partial.layout(), partial.delayedBranching(), data, partial.symbols(), Map.of());
        }

        private void dumps(Machine machine) {
            for (String[] dump : args.dumps) {
                SegmentDump.dump(machine, dump, out);
            }
            out.flush();
        }

        private int simulate(Machine machine) {
            RunResult result;
            try {
                result = machine.run();
            } catch (StdoutGuard.Closed e) {
                // MARS would go on printing into the void for ever; nobody reads this output any more
                stderr.println("standard output is closed; the program was stopped");
                return args.simulateErrorCode;
            }
            stdout.flush();
            int status = 0;
            long count = marsInstructionCount(machine, result);
            if (result instanceof RunResult.Exited exited) {
                status = exited.exitCode();
            } else if (result instanceof RunResult.RuntimeError error && MarsCrash.of(error).isPresent()) {
                // MARS's simulator thread dies with a Java exception here; its stdout then shows this
                stderr.println("mars: " + MarsCrash.of(error).get());
                out.println("\nProgram terminated when maximum step limit -1 reached.");
            } else if (result instanceof RunResult.RuntimeError error) {
                out.println(error.marsReport() + "\n");
                out.println("Processing terminated due to errors.");
                status = args.simulateErrorCode;
            } else if (result instanceof RunResult.LimitReached) {
                out.println("\nProgram terminated when maximum step limit " + args.maxSteps + " reached.");
            }
            new PostMortem(args, out).print(machine, count);
            return status;
        }

        /**
         * MARS's {@code ic} counts reads of user text: kernel instructions are not counted, a fetch of the
         * address just fetched is not counted again, and the empty fetch that ends the program is.
         */
        private static long marsInstructionCount(Machine machine, RunResult result) {
            long count = machine.marsInstructionCount();
            if (result instanceof RunResult.DroppedOff dropped && machine.layout().isUserText(dropped.pc())) {
                count++;
            }
            return count;
        }

        private List<Path> files() {
            // MARS names every file by its absolute path, as given (not normalized: "./a.asm" stays)
            List<Path> files = new ArrayList<>();
            for (String file : args.files) {
                files.add(Path.of(file).toAbsolutePath());
            }
            if (!args.project) {
                return files;
            }
            // MARS's project order: every .asm file of the folder in directory order (the main file
            // among them, not first), then every .s file; extensions in any case
            Path dir = files.get(0).getParent();
            List<Path> project = new ArrayList<>();
            for (String extension : List.of(".asm", ".s")) {
                try (Stream<Path> all = Files.list(dir)) {
                    all.filter(p -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(extension))
                            .forEach(project::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return project;
        }
    }
}
