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

    /**
     * The traces of the original's compiler that only its {@code -c} listing shows (crobots-behaviour.md §10.6,
     * "[d]"); {@code **econst*} is not one of them: it reaches stdout in every mode.
     */
    private static final List<String> TRACES = List.of("\n\n**reset_comp**\n\n", "\n\n**new_func**\n\n",
            "\n\n**alloc_var**\n\n", "\n\n**poolsize**\n\n", "\n\n**stackid**\n\n", "\n\n**popid**\n\n");

    /** A diagnostic's text as the display mode prints it: without the {@code -c}-only traces. */
    static String withoutTraces(String text) {
        String shown = text;
        for (String trace : TRACES) {
            shown = shown.replace(trace, "");
        }
        return shown;
    }

    static String utilization(int used, int limit) {
        return "\nCode utilization: " + (used * 100 / limit) + "%   (" + used + " / " + limit + ") \n";
    }

    static String verdict(String sourceName, boolean ok) {
        return "\n" + sourceName + (ok ? " compiled without errors\n\n" : " could not compile\n\n");
    }
}
