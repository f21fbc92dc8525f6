package io.github.retrokit.crobots.program;

/**
 * Formats instructions exactly as the original's {@code -c} listing does, with addresses normalised to
 * instruction indexes: {@code "%5d : "} then e.g. {@code fetch   3 local}, {@code store   0 external, +=},
 * {@code const   10}, {@code binop   <=}, {@code fcall   2}, {@code retsub}, {@code branch  42}, {@code chop},
 * {@code frame}; NOP prints as {@code ILLEGAL 0}, like any code the original does not know.
 */
public final class RobotDisassembler {
    private RobotDisassembler() {
    }

    /**
     * One instruction without its address, as the listing prints it (e.g. {@code store   0 local, +=}).
     *
     * @param insn the instruction
     * @return its text
     */
    public static String format(Instruction insn) {
        return switch (insn.opcode()) {
            case FETCH -> "fetch   " + variable(insn.variable());
            case STORE -> "store   " + variable(insn.variable()) + ", " + insn.operator().listingText();
            case CONST -> "const   " + insn.operand();
            case BINOP -> "binop   " + insn.operator().listingText();
            case FCALL -> "fcall   " + insn.operand();
            case RETSUB -> "retsub";
            case BRANCH -> "branch  " + insn.operand();
            case CHOP -> "chop";
            case FRAME -> "frame";
            case NOP -> "ILLEGAL " + insn.opcode().code();
        };
    }

    /**
     * One listing line: the index right-aligned in 5 columns, {@code " : "}, the instruction, a newline.
     *
     * @param address the instruction's index
     * @param insn    the instruction
     * @return the line
     */
    public static String line(int address, Instruction insn) {
        String index = Integer.toString(address);
        return "     ".substring(Math.min(5, index.length())) + index + " : " + format(insn) + "\n";
    }

    /**
     * The listing lines of {@code program.code()} from {@code from} (inclusive) to {@code to} (exclusive).
     *
     * @param program the program
     * @param from    first index
     * @param to      index after the last
     * @return one line per instruction
     */
    public static String disassemble(RobotProgram program, int from, int to) {
        StringBuilder out = new StringBuilder();
        for (int i = Math.max(0, from); i < Math.min(to, program.codeSize()); i++) {
            out.append(line(i, program.code().get(i)));
        }
        return out.toString();
    }

    /**
     * The whole program, one line per instruction, with a {@code name:} header before each function.
     *
     * @param program the program
     * @return the listing
     */
    public static String disassemble(RobotProgram program) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < program.codeSize(); i++) {
            for (FunctionHeader f : program.functions()) {
                if (f.firstInstruction() == i) {
                    out.append(f.name()).append(":\n");
                }
            }
            out.append(line(i, program.code().get(i)));
        }
        return out.toString();
    }

    private static String variable(VarRef v) {
        return v.offset() + (v.external() ? " external" : " local");
    }
}
