package io.github.retrokit.crobots.program;

import java.util.List;
import java.util.Objects;

/**
 * A compiled robot: its instructions, its link list of defined functions, its function table (the names
 * FCALL operands index, resolved at run time), its external symbol table (one long per name) and the
 * code-space limit it was compiled for. Immutable; the constructor checks every operand, so a program read
 * from a file can never send the VM outside its arrays.
 */
public final class RobotProgram {
    /** Entries per symbol table in the original (locals per function, externals, functions). */
    public static final int MAX_SYMBOLS = 64;
    /** The classic code space (the original fails when the instruction count reaches it). */
    public static final int CLASSIC_CODE_LIMIT = 1000;

    private final String name;
    private final List<Instruction> code;
    private final List<FunctionHeader> functions;
    private final List<String> functionTable;
    private final List<String> externals;
    private final int codeLimit;

    /**
     * A program from its parts (the compiler's output, or a loaded {@code .cr} file).
     *
     * @param name          the robot's name
     * @param code          the instructions, indexed by address
     * @param functions     the link list: defined functions in definition order
     * @param functionTable the names FCALL operands index
     * @param externals     the external symbol table
     * @param codeLimit     the code space it was compiled for
     * @throws IllegalArgumentException when an operand points outside the program's tables or code
     */
    public RobotProgram(String name, List<Instruction> code, List<FunctionHeader> functions,
                        List<String> functionTable, List<String> externals, int codeLimit) {
        this.name = Objects.requireNonNull(name, "name");
        this.code = List.copyOf(code);
        this.functions = List.copyOf(functions);
        this.functionTable = List.copyOf(functionTable);
        this.externals = List.copyOf(externals);
        this.codeLimit = codeLimit;
        ProgramChecks.check(this);
    }

    /**
     * The robot's name.
     *
     * @return the source file name it was compiled from
     */
    public String name() {
        return name;
    }

    /**
     * The instructions.
     *
     * @return the code, indexed by address (immutable)
     */
    public List<Instruction> code() {
        return code;
    }

    /**
     * Number of instructions.
     *
     * @return the "used" figure of the code utilization line
     */
    public int codeSize() {
        return code.size();
    }

    /**
     * The code-space limit the program was compiled for.
     *
     * @return 1000 classic, or the {@code --code-limit} given
     */
    public int codeLimit() {
        return codeLimit;
    }

    /**
     * Defined functions in definition order (duplicates allowed; the newest wins at run time).
     *
     * @return the link list (immutable)
     */
    public List<FunctionHeader> functions() {
        return functions;
    }

    /**
     * The function table.
     *
     * @return the names FCALL operands index (immutable)
     */
    public List<String> functionTable() {
        return functionTable;
    }

    /**
     * The external symbol table.
     *
     * @return the names, index = external offset (immutable)
     */
    public List<String> externals() {
        return externals;
    }

    /**
     * The original's link-list search.
     *
     * @param name a function name
     * @return the newest definition of {@code name}, or {@code null}
     */
    public FunctionHeader findFunction(String name) {
        for (int i = functions.size() - 1; i >= 0; i--) {
            if (functions.get(i).name().equals(name)) {
                return functions.get(i);
            }
        }
        return null;
    }

    /**
     * The function whose code contains {@code address}.
     *
     * @param address an instruction index
     * @return the last function starting at or before it, or {@code null}
     */
    public FunctionHeader functionAt(int address) {
        FunctionHeader best = null;
        for (FunctionHeader f : functions) {
            if (f.firstInstruction() <= address && (best == null || f.firstInstruction() >= best.firstInstruction())) {
                best = f;
            }
        }
        return best;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RobotProgram p && name.equals(p.name) && code.equals(p.code)
                && functions.equals(p.functions) && functionTable.equals(p.functionTable)
                && externals.equals(p.externals) && codeLimit == p.codeLimit;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, code, functions, functionTable, externals, codeLimit);
    }

    @Override
    public String toString() {
        return "RobotProgram[" + name + ", " + code.size() + " instructions, " + functions.size() + " functions]";
    }
}
