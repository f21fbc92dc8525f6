package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.asm.AssemblyDiagnostic;
import io.github.retrokit.mips.harness.CallHarness;
import io.github.retrokit.mips.harness.CallOutcome;
import io.github.retrokit.mips.harness.CallReport;
import io.github.retrokit.mips.harness.CallRequest;
import io.github.retrokit.mips.harness.CallResult;
import io.github.retrokit.mips.harness.Region;
import io.github.retrokit.mips.harness.StackArguments;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code mips call}: assemble files and call one function the way a grader does.
 * Exit statuses: 0 returned cleanly, 1 convention violation, missing required call or needless save,
 * 2 usage error, 3 a source file cannot be read, 4 assembly error, 5 instruction limit, 6 run-time error or
 * exit instead of return, 141 standard output closed.
 */
public final class CallCommand {
    /** Exit status: returned and kept the conventions. */
    public static final int OK = ExitCodes.OK;
    /** Exit status: returned, but broke a convention. */
    public static final int VIOLATION = ExitCodes.FAILED;
    /** Exit status: bad command line. */
    public static final int USAGE = ExitCodes.USAGE;
    /** Exit status: a source file cannot be read. */
    public static final int UNREADABLE = ExitCodes.INPUT;
    /** Exit status: assembly errors. */
    public static final int ASSEMBLY_ERROR = ExitCodes.ASSEMBLY;
    /** Exit status: the instruction limit was reached before the function returned. */
    public static final int STEP_LIMIT = ExitCodes.LIMIT;
    /** Exit status: a run-time error, or the program exited instead of returning. */
    public static final int RUN_ERROR = ExitCodes.RUNTIME;
    /** The {@code --format json} schema. */
    static final String SCHEMA = "retrokit.mips.call/1";

    static final String HELP = """
            usage: retrokit mips call file.asm [more.asm ...] --label L [options]

            Assembles the files (no main needed) and calls L like a grader: $ra points at a return
            sentinel, $a0-$a3 hold the first arguments, more go on the stack; then reports $v0/$v1,
            the instruction count, every jal/jalr target, callee-saved registers ($s0-$s7, $gp, $sp,
            $fp) not restored, every memory write outside the writable regions and every $s register
            a function saves but never changes (CSE 220 takes off credit for that).
            Writable without asking: the stack below the entry $sp (not the caller's frame above it,
            except the stack-argument area when there are more than four arguments) and memory the
            function takes with sbrk.

            Options:
              --label L             function to call (required)
              --args A,B,...        arguments: numbers (12, -3, 0x10010000), chars ('U'), labels,
                                    "text" (a string placed on the heap; its address is passed),
                                    or @N (N zeroed bytes on the heap, writable; its address is passed)
              --random-fill SEED    fill every other register (and --randomize regions) from SEED
              --max-steps N         instruction limit (default 100000, the course's)
              --writable ADDR:LEN   memory the function may write besides its stack (repeatable;
                                    ADDR may be a label)
              --randomize ADDR:LEN  memory filled with random bytes before the call (with --random-fill)
              --require-call L      a label the function must reach by jal/jalr (repeatable)
              --dump ADDR:LEN       show memory after the call (repeatable; ADDR may be a label
                                    or $aN, the value of argument N)
              --stack-args o32|packed  5th argument at 16($sp) (o32, default) or at 0($sp)
              --dir D               directory that file syscalls open files in (default: current)
              --format text|json|csv  the result for people (default) or programs (schema
                                    retrokit.mips.call/1; see the module README); --json = --format json
              --help, -h            this text

            Exit status: 0 returned and kept the conventions; 1 returned, but a register was not
            restored, memory was written outside the writable regions, a required call is missing or
            an $s register was saved needlessly; 2 usage error; 3 a source file cannot be read, or
            standard output cannot be written (a full disk; the reason is printed);
            4 assembly error; 5 instruction limit reached; 6 run-time error, or the program exited
            instead of returning (the callee-saved registers are then not compared); 141 standard
            output closed. No progress display: one call is bounded by --max-steps.
            """;

    /** The largest @N buffer. */
    static final int MAX_BUFFER = 1 << 20;

    private CallCommand() {
    }

    /** Runs {@code mips call} with {@code args} (without the word {@code call}); returns the exit status. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("retrokit mips call: " + e.getMessage());
            err.println("try 'retrokit mips call --help'");
            return USAGE;
        }
        if (options.help) {
            out.print(HELP);
            return StandardOutput.status("retrokit mips call", out, err, OK);
        }
        String unreadable = Unreadable.first(options.files);
        if (unreadable != null) {
            err.println("retrokit mips call: " + unreadable);
            return UNREADABLE;
        }
        CallHarness harness;
        try {
            harness = CallHarness.assemble(options.files, options.directory);
        } catch (AssemblyException e) {
            for (AssemblyDiagnostic d : e.diagnostics()) {
                err.println(d);
            }
            return ASSEMBLY_ERROR;
        }
        CallRequest request;
        List<Region> dumps;
        try {
            request = options.request(harness);
            dumps = options.dumpRegions(harness);
        } catch (IllegalArgumentException e) {
            err.println("retrokit mips call: " + e.getMessage());
            err.println("try 'retrokit mips call --help'");
            return USAGE;
        }
        CallResult result = harness.call(request);
        out.print(switch (options.format) {
            case "json" -> json(result, dumps, harness) + "\n";
            case "csv" -> CallCsv.csv(result, dumps, harness.memory());
            default -> text(result, dumps, harness);
        });
        out.flush();
        if (out.checkError()) {
            return StandardOutput.failed("retrokit mips call", out, err);
        }
        return switch (result.outcome()) {
            case RETURNED -> result.hasViolations() ? VIOLATION : OK;
            case STEP_LIMIT -> STEP_LIMIT;
            default -> RUN_ERROR;
        };
    }

    private static String text(CallResult result, List<Region> dumps, CallHarness harness) {
        StringBuilder out = new StringBuilder(CallReport.text(result));
        for (Region d : dumps) {
            byte[] bytes = harness.memory().readBytes(d.address(), d.length());
            for (int i = 0; i < bytes.length; i += 16) {
                out.append(String.format("  0x%08x:", d.address() + i));
                for (int j = i; j < Math.min(bytes.length, i + 16); j++) {
                    out.append(String.format(" %02x", bytes[j] & 0xff));
                }
                out.append('\n');
            }
        }
        return out.toString();
    }

    private static String json(CallResult result, List<Region> dumps, CallHarness harness) {
        String json = "{\"schema\":\"" + SCHEMA + "\"," + CallReport.json(result).substring(1);
        if (dumps.isEmpty()) {
            return json;
        }
        StringBuilder memory = new StringBuilder(",\"memory\":[");
        for (Region d : dumps) {
            StringBuilder hex = new StringBuilder();
            for (byte b : harness.memory().readBytes(d.address(), d.length())) {
                hex.append(String.format("%02x", b & 0xff));
            }
            memory.append(memory.charAt(memory.length() - 1) == '[' ? "" : ",")
                    .append(String.format("{\"address\":\"0x%08x\",\"bytes\":\"%s\"}", d.address(), hex));
        }
        return json.substring(0, json.length() - 1) + memory + "]}";
    }

    /** The parsed command line. */
    private static final class Options {
        final List<Path> files = new ArrayList<>();
        String label;
        String argList = "";
        Long seed;
        long maxSteps = CallRequest.COURSE_MAX_STEPS;
        final List<String> writable = new ArrayList<>();
        final List<String> randomized = new ArrayList<>();
        final List<String> required = new ArrayList<>();
        final List<String> dumps = new ArrayList<>();
        final List<Integer> values = new ArrayList<>();
        StackArguments stackArguments = StackArguments.O32;
        Path directory = Path.of("");
        String format = "text";
        boolean help;

        static Options parse(String[] args) {
            Options o = new Options();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                switch (a) {
                    case "--help", "-h" -> o.help = true;
                    case "--json" -> o.format = "json";
                    case "--format" -> o.format = format(value(args, ++i, a));
                    case "--label" -> o.label = value(args, ++i, a);
                    case "--args" -> o.argList = value(args, ++i, a);
                    case "--random-fill" -> o.seed = number(value(args, ++i, a), a);
                    case "--max-steps" -> o.maxSteps = positive(value(args, ++i, a), a);
                    case "--writable" -> o.writable.add(value(args, ++i, a));
                    case "--randomize" -> o.randomized.add(value(args, ++i, a));
                    case "--require-call" -> o.required.add(value(args, ++i, a));
                    case "--dump" -> o.dumps.add(value(args, ++i, a));
                    case "--stack-args" -> o.stackArguments = stackArguments(value(args, ++i, a));
                    case "--dir" -> o.directory = directory(value(args, ++i, a));
                    default -> {
                        if (a.startsWith("-")) {
                            throw new IllegalArgumentException("unknown option '" + a + "'");
                        }
                        o.files.add(Path.of(a));
                    }
                }
            }
            if (o.help) {
                return o;
            }
            if (o.files.isEmpty()) {
                throw new IllegalArgumentException("no .asm file given");
            }
            if (o.label == null) {
                throw new IllegalArgumentException("--label is required");
            }
            return o;
        }

        CallRequest request(CallHarness harness) {
            if (harness.image().address(label).isEmpty()) {
                throw new IllegalArgumentException("--label needs a label of the program, not '" + label + "'");
            }
            List<Region> buffers = new ArrayList<>();
            if (!argList.isBlank()) {
                for (String item : splitArguments(argList)) {
                    values.add(argument(harness, item.trim(), buffers));
                }
            }
            CallRequest r = CallRequest.of(label).withArgs(values).withMaxSteps(maxSteps)
                    .withStackArguments(stackArguments).withWritable(buffers.toArray(Region[]::new));
            if (seed != null) {
                r = r.withRandomFill(seed);
            }
            for (String w : writable) {
                r = r.withWritable(region(harness, "--writable", w));
            }
            for (String w : randomized) {
                r = r.withRandomized(region(harness, "--randomize", w));
            }
            return r.withRequiredCalls(required.toArray(String[]::new));
        }

        List<Region> dumpRegions(CallHarness harness) {
            List<Region> regions = new ArrayList<>();
            for (String d : dumps) {
                if (d.startsWith("$a") && d.indexOf(':') == 3 && Character.isDigit(d.charAt(2))) {
                    int n = d.charAt(2) - '0';
                    if (n >= values.size()) {
                        throw new IllegalArgumentException("--dump " + d + ": there is no argument " + n);
                    }
                    regions.add(region(harness, "--dump", values.get(n) + d.substring(3)));
                } else {
                    regions.add(region(harness, "--dump", d));
                }
            }
            return regions;
        }

        /** {@code ADDR:LEN} with ADDR a number or label, else the suite's wording naming the option. */
        private static Region region(CallHarness harness, String option, String text) {
            try {
                return harness.region(text);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(option + " needs ADDR:LEN (ADDR a number or label, LEN from 1 to "
                        + Integer.MAX_VALUE + "), not '" + text + "'", e);
            }
        }

        private static Path directory(String text) {
            if (!Files.isDirectory(Path.of(text))) {
                throw new IllegalArgumentException("--dir needs a directory, not '" + text + "'");
            }
            return Path.of(text);
        }

        /** Splits at commas outside double quotes. */
        static List<String> splitArguments(String text) {
            List<String> items = new ArrayList<>();
            StringBuilder item = new StringBuilder();
            boolean quoted = false;
            for (char ch : text.toCharArray()) {
                if (ch == ',' && !quoted) {
                    items.add(item.toString());
                    item.setLength(0);
                } else {
                    quoted ^= ch == '"';
                    item.append(ch);
                }
            }
            if (quoted) {
                throw new IllegalArgumentException("--args has an unclosed \" in " + text);
            }
            items.add(item.toString());
            return items;
        }

        /** One argument: "text" and @N are placed on the heap (an @N buffer is writable). */
        private static int argument(CallHarness harness, String item, List<Region> buffers) {
            if (item.length() >= 2 && item.startsWith("\"") && item.endsWith("\"")) {
                return harness.allocateString(item.substring(1, item.length() - 1));
            }
            if (item.startsWith("@")) {
                long size = bufferSize(item);
                int address = harness.allocate((int) size);
                buffers.add(new Region(address, (int) size));
                return address;
            }
            try {
                return harness.value(item, "argument");
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--args needs numbers, chars, labels, \"text\" or @N, not '"
                        + item + "'", e);
            }
        }

        /** The N of an {@code @N} buffer: 1 to {@link #MAX_BUFFER} bytes. */
        private static long bufferSize(String item) {
            return RunOptionValues.within(item.substring(1), 1, MAX_BUFFER).orElseThrow(() -> new IllegalArgumentException(
                    "--args needs buffers from @1 to @" + MAX_BUFFER + ", not '" + item + "'"));
        }

        private static String format(String text) {
            if (!List.of("text", "json", "csv").contains(text)) {
                throw new IllegalArgumentException("--format needs text, json or csv, not '" + text + "'");
            }
            return text;
        }

        private static String value(String[] args, int i, String option) {
            if (i >= args.length) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args[i];
        }

        private static long number(String text, String option) {
            try {
                return Long.decode(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(option + " needs a whole number, not '" + text + "'");
            }
        }

        private static long positive(String text, String option) {
            return RunOptionValues.within(text, 1, Long.MAX_VALUE).orElseThrow(
                    () -> new IllegalArgumentException(option + " needs a number from 1 up, not '" + text + "'"));
        }

        private static StackArguments stackArguments(String text) {
            return switch (text) {
                case "o32" -> StackArguments.O32;
                case "packed" -> StackArguments.PACKED;
                default -> throw new IllegalArgumentException("--stack-args needs o32 or packed, not '" + text + "'");
            };
        }
    }
}
