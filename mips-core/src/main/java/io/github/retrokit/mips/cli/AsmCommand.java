package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblerOptions;
import io.github.retrokit.mips.asm.Assembly;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.Segment;
import io.github.retrokit.mips.image.SegmentKind;
import io.github.retrokit.mips.image.SourceLine;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code mips asm file.asm [more.asm ...] [--dump-text|--dump-data] [--format hex|binary]
 * [--layout NAME] [--delayed-branching] [--no-pseudo]}: assemble only.
 *
 * <p>Without a dump option it prints a listing (address, word, basic instruction, source line).
 * Exit statuses: 0 assembled, 2 bad command line, 3 a source file cannot be read, 4 assembly errors (printed
 * to {@code err} as {@code file:line:column: error: …}); standard output that cannot be written: 141 quietly for
 * a closed pipe, 3 and {@code retrokit mips asm: cannot write standard output: <why>} otherwise (a full disk).
 */
public final class AsmCommand {
    /** Exit status: assembled. */
    public static final int OK = 0;
    /** Exit status: the source has errors. */
    public static final int ASSEMBLY_ERRORS = ExitCodes.ASSEMBLY;
    /** Exit status: the command line is wrong. */
    public static final int USAGE = 2;
    /** Exit status: a source file cannot be read. */
    public static final int UNREADABLE = ExitCodes.INPUT;
    /** Exit status: standard output is a closed pipe ({@code | head}): 128 + SIGPIPE, nothing printed. */
    public static final int OUTPUT_FAILED = ExitCodes.CLOSED_PIPE;

    static final String USAGE_TEXT = String.join(System.lineSeparator(),
            "usage: retrokit mips asm file.asm [more.asm ...] [options]",
            "",
            "Assembles MARS-dialect MIPS source without running it (MARS: a np/db/mc + dump).",
            "  --dump-text          print the .text words instead of a listing (MARS: dump .text)",
            "  --dump-data          print the .data words instead of a listing (MARS: dump .data)",
            "  --format hex|binary  dump format: hex = one 8-digit word per line (MARS HexText, default),",
            "                       binary = raw little-endian bytes (MARS Binary)",
            "  --layout NAME        Default, CompactDataAtZero or CompactTextAtZero (MARS: mc NAME)",
            "  --delayed-branching  assemble for delayed branching (MARS: db)",
            "  --no-pseudo          reject pseudo-instructions (MARS: np)",
            "  --help, -h           this text",
            "Exit status: 0 assembled, 2 bad command line, 3 a source file cannot be read or standard output",
            "cannot be written (a full disk: 'retrokit mips asm: cannot write standard output: No space left on",
            "device'), 4 assembly errors, 141 standard output closed ('| head'; nothing is reported).");

    private AsmCommand() {
    }

    private enum Dump { LISTING, TEXT, DATA }

    private record Options(List<Path> files, Dump dump, boolean binary, AssemblerOptions assembler) {
    }

    /** Runs the command; never calls {@code System.exit}. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = parse(args);
        } catch (IllegalArgumentException e) {
            err.println("retrokit mips asm: " + e.getMessage());
            err.println("try 'retrokit mips asm --help'");
            return USAGE;
        }
        if (options == null) {
            out.println(USAGE_TEXT);
            return StandardOutput.status("retrokit mips asm", out, err, OK);
        }
        for (Path file : options.files()) {
            String unreadable = Unreadable.message(file);
            if (unreadable != null) {
                err.println("retrokit mips asm: " + unreadable);
                return UNREADABLE;
            }
        }
        Assembly assembly;
        try {
            assembly = new Assembler(options.assembler()).assembleDetailed(options.files());
        } catch (AssemblyException e) {
            e.diagnostics().forEach(err::println);
            err.println("retrokit mips asm: " + e.errors().size() + " error(s); nothing assembled");
            return ASSEMBLY_ERRORS;
        }
        assembly.warnings().forEach(err::println);
        ProgramImage image = assembly.image();
        switch (options.dump()) {
            case TEXT -> dump(out, image, SegmentKind.TEXT, options.binary());
            case DATA -> dump(out, image, SegmentKind.DATA, options.binary());
            default -> listing(out, image);
        }
        return StandardOutput.status("retrokit mips asm", out, err, OK);
    }

    private static Options parse(String[] args) {
        List<Path> files = new ArrayList<>();
        Dump dump = Dump.LISTING;
        boolean binary = false;
        AssemblerOptions assembler = AssemblerOptions.DEFAULT;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--help", "-h" -> {
                    return null;
                }
                case "--dump-text", "--dump-data" -> {
                    if (dump != Dump.LISTING) {
                        throw new IllegalArgumentException("give only one of --dump-text and --dump-data");
                    }
                    dump = arg.equals("--dump-text") ? Dump.TEXT : Dump.DATA;
                }
                case "--format" -> binary = parseFormat(value(args, ++i, arg));
                case "--layout" -> assembler = assembler.withLayout(layout(value(args, ++i, arg)));
                case "--delayed-branching" -> assembler = assembler.withDelayedBranching(true);
                case "--no-pseudo" -> assembler = assembler.withPseudoInstructions(false);
                default -> {
                    if (arg.startsWith("--")) {
                        throw new IllegalArgumentException("unknown option '" + arg + "'");
                    }
                    files.add(Path.of(arg));
                }
            }
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no .asm file given");
        }
        return new Options(files, dump, binary, assembler);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    private static MemoryLayout layout(String name) {
        try {
            return MemoryLayout.fromMarsName(name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(RunOptionValues.LAYOUT_NEEDS + name + "'", e);
        }
    }

    private static boolean parseFormat(String format) {
        return switch (format) {
            case "hex" -> false;
            case "binary" -> true;
            default -> throw new IllegalArgumentException("--format needs hex or binary, not '" + format + "'");
        };
    }

    /** The words of one segment kind from its lowest to its highest address, gaps as zeros. */
    private static void dump(PrintStream out, ProgramImage image, SegmentKind kind, boolean binary) {
        List<Segment> segments = image.segments(kind);
        if (segments.isEmpty()) {
            return;
        }
        int start = segments.get(0).base();
        Segment last = segments.get(segments.size() - 1);
        long length = Integer.toUnsignedLong(last.end() - start);
        for (long offset = 0; offset < length; offset += 4) {
            int address = start + (int) offset;
            int word = wordAt(segments, address);
            if (binary) {
                for (int b = 0; b < 4; b++) {
                    out.write((word >>> (8 * b)) & 0xFF);
                }
            } else {
                out.printf("%08x%n", word);
            }
        }
    }

    private static int wordAt(List<Segment> segments, int address) {
        int word = 0;
        for (int b = 0; b < 4; b++) {
            for (Segment s : segments) {
                if (s.contains(address + b)) {
                    word |= s.byteAt(address + b) << (8 * b);
                }
            }
        }
        return word;
    }

    private static void listing(PrintStream out, ProgramImage image) {
        out.printf("%-10s  %-10s  %-30s  %s%n", "Address", "Code", "Basic", "Source");
        for (Map.Entry<Integer, SourceLine> e : image.sourceMap().entrySet()) {
            SourceLine line = e.getValue();
            int word = image.instructionAt(e.getKey()).orElse(0);
            out.printf(Locale.US, "0x%08x  0x%08x  %-30s  %4d: %s%n", e.getKey(), word, line.basic(), line.line(),
                    line.source().strip());
        }
        int dataBytes = image.segments().stream().filter(s -> !s.kind().isText()).mapToInt(Segment::size).sum();
        out.printf(Locale.US, "%d instruction words, %d data bytes, %d symbols%n", image.instructionCount(), dataBytes,
                image.symbols().size());
    }
}
