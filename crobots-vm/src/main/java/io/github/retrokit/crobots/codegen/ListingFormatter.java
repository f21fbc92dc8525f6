package io.github.retrokit.crobots.codegen;

import io.github.retrokit.crobots.program.RobotDisassembler;
import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Instruction;

import java.util.List;

/** The text pieces of the original's {@code -c} listing (symbol tables, function dumps, end-of-file lines). */
final class ListingFormatter {
    private ListingFormatter() {
    }

    static String header(String sourceName) {
        return "Compiling robot source: " + sourceName + "\n\n";
    }

    /** The dump printed right after a function's closing brace. */
    static String functionDump(FunctionHeader f, SymbolTables symbols, List<Instruction> code) {
        StringBuilder out = new StringBuilder();
        out.append("\n\nFunction: ").append(f.name()).append("\n\n  Local symbol table:\n");
        table(out, symbols.visibleLocals());
        out.append("\n\n\nExternal symbol table:\n");
        table(out, symbols.externals());
        out.append("\n\nFunction symbol table:\n");
        table(out, symbols.functions());
        out.append("\n\n Generated code:\n");
        for (int i = f.firstInstruction(); i < code.size(); i++) {
            out.append(RobotDisassembler.line(i, code.get(i)));
        }
        return out.toString();
    }

    /** {@code "%4d : %-8s  "} per entry, a newline after every fourth. */
    static void table(StringBuilder out, List<String> names) {
        for (int i = 0; i < names.size(); i++) {
            String index = Integer.toString(i);
            String name = names.get(i);
            out.append("    ", Math.min(4, index.length()), 4).append(index).append(" : ").append(name)
                    .append("        ", Math.min(8, name.length()), 8).append("  ");
            if (i % 4 == 3) {
                out.append('\n');
            }
        }
    }

    static String utilization(int used, int limit) {
        return "\nCode utilization: " + (used * 100 / limit) + "%   (" + used + " / " + limit + ") \n";
    }

    static String verdict(String sourceName, boolean ok) {
        return "\n" + sourceName + (ok ? " compiled without errors\n\n" : " could not compile\n\n");
    }
}
