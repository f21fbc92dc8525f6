package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.asm.MipsDisassembler;
import io.github.retrokit.mips.debug.Breakpoint;
import io.github.retrokit.mips.debug.Debugger;
import io.github.retrokit.mips.debug.DebugExpression;
import io.github.retrokit.mips.debug.Stop;
import io.github.retrokit.mips.debug.Watchpoint;
import io.github.retrokit.mips.image.SourceLine;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.RegisterNames;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The command loop of {@code retrokit mips debug}: gdb-like commands on a {@link Debugger}. */
final class DebugShell {
    static final String HELP = String.join("\n",
            "commands (gdb's names; the short forms in brackets):",
            "  break LOC [if COND] [b]  LOC: label, file:line, line, 0xADDR; COND: A OP B, OP one of == != < <= > >=,",
            "                           A and B registers ($t0, hi, lo, pc, $f2), numbers, 'c', labels, *ADDR (word)",
            "  watch WHAT               stop when a register, a label's word, an address's word or A-B changes",
            "  delete [N] [d]           delete breakpoint/watchpoint N, or all",
            "  info breakpoints|registers [i b, i r]",
            "  step [N] [s]  next [n]  finish  continue [c]  until LOC [u]",
            "  back [N] [reverse-step, rs]  reverse-continue [rc]   (time travel: the exact earlier state)",
            "  print EXPR [p]   x/Nw ADDR   x/Nb ADDR   list [LOC] [l]   help   quit [q]",
            "");

    private final Debugger debugger;
    private final Machine machine;
    private final PrintStream out;
    private final boolean echo;
    /** True when the program's output ended a line (or there was none); else a stop starts a new line. */
    private final LineTracker programLines;

    DebugShell(Debugger debugger, PrintStream out, boolean echo, LineTracker programLines) {
        this.debugger = debugger;
        this.machine = debugger.machine();
        this.out = out;
        this.echo = echo;
        this.programLines = programLines;
    }

    /** Reads commands until {@code quit} or the end of {@code in}. */
    void run(BufferedReader in, boolean prompt) throws IOException {
        showPosition();
        while (true) {
            if (prompt) {
                out.print("(mips) ");
                out.flush();
            }
            String line = in.readLine();
            if (line == null) {
                return;
            }
            line = line.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (echo) {
                out.println("(mips) " + line);
            }
            try {
                if (!execute(line)) {
                    return;
                }
            } catch (IllegalArgumentException e) {
                out.println("error: " + e.getMessage());
            }
            out.flush();
            if (out.checkError()) {
                return; // standard output is closed: stop reading commands (the command exits with 141)
            }
        }
    }

    /** Executes one command; false for quit. */
    private boolean execute(String line) {
        String[] words = line.split("\\s+", 2);
        String command = words[0];
        String arg = words.length > 1 ? words[1].strip() : "";
        if (command.startsWith("x/") || command.equals("x")) {
            examine(command, arg);
            return true;
        }
        switch (command) {
            case "quit", "q" -> { return false; }
            case "help", "h" -> out.print(HELP);
            case "break", "b" -> breakAt(arg);
            case "watch" -> {
                Watchpoint w = debugger.addWatchpoint(need(arg, "watch what?"));
                out.println("Watchpoint " + w.id() + ": " + w.what());
            }
            case "delete", "d" -> delete(arg);
            case "info", "i" -> info(arg);
            case "step", "s" -> report(debugger.step(count(arg)));
            case "next", "n" -> report(debugger.stepOver());
            case "finish", "fin" -> report(debugger.stepOut());
            case "continue", "c" -> report(debugger.resume());
            case "until", "u", "advance" -> report(debugger.runTo(need(arg, "until where?")));
            case "back", "reverse-step", "rs" -> report(debugger.back(count(arg)));
            case "reverse-continue", "rc" -> report(debugger.reverseResume());
            case "print", "p" -> print(need(arg, "print what?"));
            case "list", "l" -> list(arg);
            default -> throw new IllegalArgumentException("unknown command '" + command + "' (try 'help')");
        }
        return true;
    }

    private static String need(String arg, String question) {
        if (arg.isEmpty()) {
            throw new IllegalArgumentException(question);
        }
        return arg;
    }

    private static long count(String arg) {
        if (arg.isEmpty()) {
            return 1;
        }
        try {
            long n = Long.parseLong(arg);
            if (n < 1) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + arg + "' is not a positive count");
        }
    }

    private void breakAt(String arg) {
        String where = need(arg, "break where?");
        String condition = null;
        int at = where.indexOf(" if ");
        if (at >= 0) {
            condition = where.substring(at + 4);
            where = where.substring(0, at);
        }
        Breakpoint b = debugger.addBreakpoint(where, condition);
        out.println("Breakpoint " + b.id() + " at " + debugger.where(b.address())
                + (b.condition() == null ? "" : " if " + b.condition().text()));
    }

    private void delete(String arg) {
        if (arg.isEmpty()) {
            debugger.deleteAll();
            out.println("Deleted all breakpoints and watchpoints");
        } else if (!debugger.delete((int) count(arg))) {
            throw new IllegalArgumentException("no breakpoint or watchpoint " + arg);
        } else {
            out.println("Deleted " + arg);
        }
    }

    private void info(String arg) {
        if (arg.startsWith("b") || arg.startsWith("w")) {
            if (debugger.breakpoints().isEmpty() && debugger.watchpoints().isEmpty()) {
                out.println("No breakpoints or watchpoints.");
            }
            debugger.breakpoints().forEach(b -> out.println(b.describe()));
            debugger.watchpoints().forEach(w -> out.println(w.describe()));
        } else if (arg.startsWith("r")) {
            for (int n = 0; n < 32; n++) {
                out.printf(Locale.US, "%-6s 0x%08x %11d%s", RegisterNames.name(n), machine.register(n), machine.register(n),
                        n % 2 == 1 ? "\n" : "    ");
            }
            out.printf("%-6s 0x%08x    %-6s 0x%08x    %-6s 0x%08x%n", "pc", machine.pc(), "hi", machine.hi(),
                    "lo", machine.lo());
        } else {
            throw new IllegalArgumentException("info breakpoints or info registers");
        }
    }

    private void print(String arg) {
        DebugExpression e = DebugExpression.parse(arg, machine.image());
        int value = e.evaluate(machine);
        if (machine.image().address(arg.strip()).isPresent()) {
            out.printf(Locale.US, "%s = 0x%08x (word there: %d)%n", arg.strip(), value, machine.readWord(value));
        } else {
            out.printf(Locale.US, "%s = %d (0x%08x)%n", arg.strip(), value, value);
        }
    }

    private void examine(String command, String arg) {
        String format = command.length() > 2 ? command.substring(2) : "w";
        String digits = format.replaceAll("[^0-9]", "");
        int count = digits.isEmpty() ? 1 : Integer.parseInt(digits);
        boolean bytes = format.endsWith("b");
        if (count < 1 || count > 1024) {
            throw new IllegalArgumentException("x/N: N from 1 to 1024");
        }
        int address = DebugExpression.parse(need(arg, "x/Nw ADDR"), machine.image()).evaluate(machine);
        if (!bytes && (address & 3) != 0) {
            throw new IllegalArgumentException(String.format(
                    "x/Nw: 0x%08x is not word-aligned (use x/Nb for bytes)", address));
        }
        int perLine = bytes ? 8 : 4;
        for (int i = 0; i < count; i++) {
            int a = address + i * (bytes ? 1 : 4);
            if (i % perLine == 0) {
                out.printf("%s0x%08x:", i == 0 ? "" : "\n", a);
            }
            out.print(bytes ? String.format(" 0x%02x", machine.readByte(a)) : String.format("  0x%08x", machine.readWord(a)));
        }
        out.println();
    }

    private void list(String arg) {
        int pc = arg.isEmpty() ? machine.pc() : io.github.retrokit.mips.debug.Location.resolve(arg, machine.image());
        Optional<SourceLine> line = machine.image().sourceLine(pc);
        if (line.isEmpty()) {
            throw new IllegalArgumentException(String.format("no source line for 0x%08x", pc));
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(Path.of(line.get().file()), java.nio.charset.StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read '" + line.get().file() + "'");
        }
        int center = line.get().line();
        for (int n = Math.max(1, center - 4); n <= Math.min(lines.size(), center + 5); n++) {
            out.printf(Locale.US, "%s%4d  %s%n", n == center ? "=>" : "  ", n, lines.get(n - 1));
        }
    }

    private void report(Stop stop) {
        out.flush();
        if (!programLines.atLineStart()) {
            out.println(); // the program's output did not end its line
            programLines.lineEnded();
        }
        if (!stop.detail().isEmpty()) {
            out.println(stop.detail());
        }
        if (stop.reason() != Stop.Reason.ENDED) {
            showPosition();
        }
    }

    private void showPosition() {
        int pc = machine.pc();
        String instruction;
        try {
            java.util.OptionalInt word = machine.instructionAt(pc);
            instruction = word.isPresent() ? MipsDisassembler.disassemble(word.getAsInt(), pc) : "(no instruction)";
        } catch (RuntimeException e) {
            instruction = "(no instruction)";
        }
        Optional<SourceLine> line = machine.image().sourceLine(pc);
        out.printf(Locale.US, "=> %s  [%d]  %s%n", debugger.where(pc), machine.instructionCount(),
                line.map(l -> l.source().strip()).orElse(instruction));
    }
}
