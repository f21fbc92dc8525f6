package io.github.retrokit.crobots.program;

/** Consistency checks of a {@link RobotProgram}; each failure names the offending item. */
final class ProgramChecks {
    private ProgramChecks() {
    }

    static void check(RobotProgram p) {
        require(p.codeLimit() > 0 && p.codeLimit() <= 0x7FFF, "code limit " + p.codeLimit() + " outside 1..32767");
        require(p.codeSize() < p.codeLimit(), "code size " + p.codeSize() + " reaches the code limit " + p.codeLimit());
        require(p.externals().size() <= RobotProgram.MAX_SYMBOLS, "more than 64 externals");
        require(p.functionTable().size() <= RobotProgram.MAX_SYMBOLS, "more than 64 function-table entries");
        for (FunctionHeader f : p.functions()) {
            checkFunction(p, f);
        }
        for (int i = 0; i < p.codeSize(); i++) {
            checkInstruction(p, i, p.code().get(i));
        }
    }

    private static void checkFunction(RobotProgram p, FunctionHeader f) {
        String where = "function '" + f.name() + "': ";
        require(f.firstInstruction() <= p.codeSize(), where + "first instruction " + f.firstInstruction() + " outside code");
        require(f.localCount() <= RobotProgram.MAX_SYMBOLS, where + "more than 64 locals");
        require(f.parameterCount() <= f.localCount(), where + "more parameters than locals");
    }

    private static void checkInstruction(RobotProgram p, int address, Instruction insn) {
        String problem = problem(p, insn);
        if (problem != null) { // the message is built only for a bad instruction: a check runs at every compile
            throw new IllegalArgumentException("instruction " + address + " (" + insn.opcode() + "): " + problem);
        }
    }

    /** What is wrong with {@code insn}, or {@code null}. */
    private static String problem(RobotProgram p, Instruction insn) {
        switch (insn.opcode()) {
            case FETCH, STORE -> {
                if (insn.operand() < 0 || insn.operand() > 0xFFFF) {
                    return "bad variable operand " + insn.operand();
                }
                VarRef v = insn.variable();
                int limit = v.external() ? p.externals().size() : RobotProgram.MAX_SYMBOLS;
                return v.offset() < limit ? null : (v.external() ? "external " : "local ") + v.offset() + " out of range";
            }
            case FCALL -> {
                return insn.operand() >= 0 && insn.operand() < p.functionTable().size() ? null
                        : "function index " + insn.operand() + " outside the function table";
            }
            case BRANCH -> {
                return insn.operand() >= 0 && insn.operand() <= p.codeLimit() ? null
                        : "branch target " + insn.operand() + " outside 0.." + p.codeLimit();
            }
            default -> {
                return insn.opcode() == Opcode.CONST || insn.operand() == 0 ? null : "unexpected operand";
            }
        }
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }
}
