package io.github.retrokit.mips.differential;

import java.util.Random;

/**
 * Random straight-line MIPS statements for {@link ProgramGenerator}: integer ALU, shifts, comparisons,
 * multiply/divide and HI/LO, loads and stores on the data block and the stack frame, forward branches of
 * every kind, coprocessor 1 and syscalls. Every statement terminates: branches only skip forward.
 *
 * <p>Register conventions of the generated programs: {@code $s7} holds the data block's address, {@code $s6}
 * and {@code $s5} count loops, {@code $a0}/{@code $v0} serve syscalls; statements write only the
 * {@link #POOL} registers (and, rarely, {@code $zero}). Trapping {@code add/addi/sub} get halved operands
 * so they overflow only where a fault is planted on purpose.
 */
final class Statements {
    /** Registers statements read and write freely. */
    static final String[] POOL = {
        "$t0", "$t1", "$t2", "$t3", "$t4", "$t5", "$t6", "$t7", "$t8", "$t9",
        "$s0", "$s1", "$s2", "$s3", "$s4", "$v1", "$a1", "$a2", "$a3",
    };
    /** Bytes of the data block at {@code $s7} that statements load from and store to. */
    static final int BLOCK = 1024;
    /** Offsets from {@code $s7}: floats, doubles, FPU stores, special doubles ({@link #SPECIAL_WORDS}). */
    static final int FLOATS = BLOCK;
    static final int DOUBLES = BLOCK + 32;
    static final int FPU_OUT = BLOCK + 96;
    static final int SPECIALS = BLOCK + 160;
    /**
     * Doubles whose bits matter, as (low word, high word): NaNs with payloads (signalling, quiet, negative),
     * the infinities, a denormal, -0.0 and 1.5.
     */
    static final int[] SPECIAL_WORDS = {0x00000001, 0x7ff00000, 0x12345678, 0x7ff80000, 0x0000abcd, 0xfff40000,
        0, 0x7ff00000, 0, 0xfff00000, 1, 0, 0, 0x80000000, 0, 0x3ff80000};

    private static final String[] R_OPS = {"addu", "subu", "and", "or", "xor", "nor", "slt", "sltu", "sllv", "srlv",
        "srav", "mul", "movz", "movn"};
    private static final String[] I_OPS = {"addiu", "andi", "ori", "xori", "slti", "sltiu"};
    private static final String[] SHIFTS = {"sll", "srl", "sra"};
    private static final String[] HILO = {"mult", "multu", "div", "divu", "madd", "maddu", "msub", "msubu"};
    private static final String[] BRANCH2 = {"beq", "bne", "blt", "bge", "bgt", "ble", "bltu", "bgeu", "bgtu", "bleu"};
    private static final String[] BRANCH1 = {"blez", "bgtz", "bltz", "bgez", "beqz", "bnez", "bltzal", "bgezal"};
    private static final String[] FP3 = {"add", "sub", "mul", "div"};
    /** The pairs (even registers) a double sequence works on: few, so values flow from one op to the next. */
    private static final int[] SEQUENCE_PAIRS = {0, 2, 4, 16, 30};
    private static final String[] FP2 = {"abs", "neg", "mov", "sqrt"};
    private static final String[] TO_WORD = {"round", "trunc", "ceil", "floor"};
    private static final String[] COMPARE = {"eq", "lt", "le"};

    private final Random random;
    private final StringBuilder out;
    private int labels;

    Statements(Random random, StringBuilder out) {
        this.random = random;
        this.out = out;
    }

    Random random() { return random; }

    /** A fresh label with {@code prefix}. */
    String label(String prefix) {
        return prefix + "_" + labels++;
    }

    void emit(String line) {
        out.append("        ").append(line).append('\n');
    }

    void place(String label) {
        out.append(label).append(":\n");
    }

    String reg() {
        return POOL[random.nextInt(POOL.length)];
    }

    /** A destination: a pool register, now and then {@code $zero} (whose writes vanish). */
    String dest() {
        return random.nextInt(40) == 0 ? "$zero" : reg();
    }

    private int imm16() {
        return random.nextInt(4) == 0 ? random.nextInt(65536) - 32768 : random.nextInt(200) - 100;
    }

    /** One random statement; {@code frame} if a stack frame with 16 scratch bytes at {@code 0($sp)} exists. */
    void statement(boolean frame, boolean withSyscalls) {
        int pick = random.nextInt(100);
        if (pick < 22) {
            alu();
        } else if (pick < 30) {
            trapping();
        } else if (pick < 37) {
            hiLo();
        } else if (pick < 54) {
            memory(frame);
        } else if (pick < 64) {
            branch(frame, withSyscalls);
        } else if (pick < 72) {
            fpu();
        } else if (pick < 80) {
            doubleSequence(true);
        } else if (pick < 86 && withSyscalls) {
            syscall();
        } else {
            alu();
        }
    }

    void alu() {
        switch (random.nextInt(5)) {
            case 0 -> emit(pick(R_OPS) + " " + dest() + ", " + reg() + ", " + reg());
            case 1 -> {
                String op = pick(I_OPS);
                int imm = op.startsWith("slt") || op.equals("addiu") ? imm16() : random.nextInt(65536);
                emit(op + " " + dest() + ", " + reg() + ", " + imm);
            }
            case 2 -> emit(pick(SHIFTS) + " " + dest() + ", " + reg() + ", " + random.nextInt(32));
            case 3 -> emit("lui " + dest() + ", " + random.nextInt(65536));
            default -> emit((random.nextBoolean() ? "clz " : "clo ") + dest() + ", " + reg());
        }
    }

    /** add, addi, sub (and neg) on halved operands: they trap only on planted faults. */
    void trapping() {
        String a = reg();
        String b = reg();
        emit("sra " + a + ", " + a + ", 1");
        switch (random.nextInt(4)) {
            case 0 -> {
                emit("sra " + b + ", " + b + ", 1");
                emit("add " + dest() + ", " + a + ", " + b);
            }
            case 1 -> {
                emit("sra " + b + ", " + b + ", 1");
                emit("sub " + dest() + ", " + a + ", " + b);
            }
            case 2 -> emit("addi " + dest() + ", " + a + ", " + imm16());
            default -> emit("neg " + dest() + ", " + a);
        }
    }

    void hiLo() {
        switch (random.nextInt(4)) {
            case 0, 1 -> {
                String divisor = random.nextInt(5) == 0 ? "$zero" : reg();
                emit(pick(HILO) + " " + reg() + ", " + divisor);
                emit((random.nextBoolean() ? "mfhi " : "mflo ") + dest());
            }
            case 2 -> emit((random.nextBoolean() ? "mthi " : "mtlo ") + reg());
            default -> emit((random.nextBoolean() ? "mfhi " : "mflo ") + dest());
        }
    }

    void memory(boolean frame) {
        boolean stack = frame && random.nextInt(3) == 0;
        String base = stack ? "$sp" : "$s7";
        int span = stack ? 16 : BLOCK;
        if (!stack && random.nextInt(3) == 0) { // an address computed from a register
            String index = reg();
            String address = reg();
            emit("andi " + address + ", " + index + ", " + (BLOCK - 4));
            emit("addu " + address + ", " + address + ", $s7");
            base = address;
            span = 4;
        }
        int kind = random.nextInt(10);
        if (kind < 3) {
            int offset = random.nextInt(span / 4) * 4;
            emit((random.nextBoolean() ? "lw " : "sw ") + (random.nextBoolean() ? dest() : reg()) + ", " + offset + "(" + base + ")");
        } else if (kind < 5) {
            int offset = random.nextInt(span / 2) * 2;
            String[] ops = {"lh", "lhu", "sh"};
            emit(pick(ops) + " " + reg() + ", " + offset + "(" + base + ")");
        } else if (kind < 8) {
            String[] ops = {"lb", "lbu", "sb"};
            emit(pick(ops) + " " + reg() + ", " + random.nextInt(span) + "(" + base + ")");
        } else {
            String[] ops = {"lwl", "lwr", "swl", "swr"};
            emit(pick(ops) + " " + reg() + ", " + random.nextInt(span - 3) + "(" + base + ")");
        }
    }

    /** A forward branch over one to three statements (no syscalls or calls inside). */
    void branch(boolean frame, boolean withSyscalls) {
        String skip = label("skip");
        int kind = random.nextInt(10);
        if (kind < 4) {
            String b = random.nextInt(3) == 0 ? String.valueOf(imm16()) : reg();
            emit(pick(BRANCH2) + " " + reg() + ", " + b + ", " + skip);
        } else if (kind < 8) {
            emit(pick(BRANCH1) + " " + reg() + ", " + skip);
        } else if (kind < 9) {
            emit("b " + skip);
        } else {
            emit("j " + skip);
        }
        int inside = 1 + random.nextInt(3);
        for (int i = 0; i < inside; i++) {
            int pick = random.nextInt(4);
            if (pick == 0) {
                memory(frame);
            } else if (pick == 1) {
                fpu();
            } else {
                alu();
            }
        }
        place(skip);
    }

    void fpu() {
        int kind = random.nextInt(12);
        String s = "$f" + random.nextInt(32);
        String t = "$f" + random.nextInt(32);
        String d = "$f" + random.nextInt(32);
        String de = "$f" + 2 * random.nextInt(16);
        String se = "$f" + 2 * random.nextInt(16);
        String te = "$f" + 2 * random.nextInt(16);
        switch (kind) {
            case 0 -> emit("lwc1 " + d + ", " + (FLOATS + 4 * random.nextInt(8)) + "($s7)");
            case 1 -> emit("ldc1 " + de + ", " + (DOUBLES + 8 * random.nextInt(8)) + "($s7)");
            case 2 -> emit("swc1 " + s + ", " + (FPU_OUT + 4 * random.nextInt(16)) + "($s7)");
            case 3 -> emit("sdc1 " + se + ", " + (FPU_OUT + 8 * random.nextInt(8)) + "($s7)");
            case 4 -> emit(pick(FP3) + ".s " + d + ", " + s + ", " + t);
            case 5 -> emit(pick(FP3) + ".d " + de + ", " + se + ", " + te);
            case 6 -> emit(pick(FP2) + (random.nextBoolean() ? ".s " + d + ", " + s : ".d " + de + ", " + se));
            case 7 -> {
                String[] conversions = {"cvt.s.w " + d + ", " + s, "cvt.w.s " + d + ", " + s, "cvt.d.s " + de + ", " + s,
                    "cvt.s.d " + d + ", " + se, "cvt.d.w " + de + ", " + s, "cvt.w.d " + d + ", " + se,
                    pick(TO_WORD) + ".w.s " + d + ", " + s, pick(TO_WORD) + ".w.d " + d + ", " + se};
                emit(pick(conversions));
            }
            case 8 -> emit((random.nextBoolean() ? "mtc1 " : "mfc1 ") + reg() + ", " + s);
            case 9, 10 -> {
                int cc = random.nextInt(3) == 0 ? random.nextInt(8) : 0;
                String prefix = cc == 0 ? "" : cc + ", ";
                boolean single = random.nextBoolean();
                emit("c." + pick(COMPARE) + (single ? ".s " + prefix + s + ", " + t : ".d " + prefix + se + ", " + te));
                String skip = label("fskip");
                emit((random.nextBoolean() ? "bc1t " : "bc1f ") + prefix + skip);
                alu();
                place(skip);
            }
            default -> {
                int cc = random.nextInt(8);
                String[] moves = {"movt " + reg() + ", " + reg() + ", " + cc, "movf " + reg() + ", " + reg() + ", " + cc,
                    "movt.s " + d + ", " + s + ", " + cc, "movf.d " + de + ", " + se + ", " + cc,
                    "movz.s " + d + ", " + s + ", " + reg(), "movn.d " + de + ", " + se + ", " + reg()};
                emit(pick(moves));
            }
        }
    }

    /**
     * A run of double operations on a few pairs (translated with the pairs in locals), with now and then a
     * single operation, {@code mtc1}/{@code mfc1} or (when {@code memory}) {@code lwc1}/{@code swc1} on one
     * half of a pair, an {@code ldc1} of a special double (NaN payloads, infinities), and an FP compare with
     * {@code bc1t}/{@code bc1f}. Without {@code memory} it neither loads nor stores nor writes a general
     * register (around a planted fault, whose registers it must leave alone).
     */
    void doubleSequence(boolean memory) {
        int length = 3 + random.nextInt(6);
        for (int i = 0; i < length; i++) {
            String d = "$f" + pairReg();
            String a = "$f" + pairReg();
            String b = "$f" + pairReg();
            String half = "$f" + (pairReg() + random.nextInt(2));
            int kind = random.nextInt(16);
            if (kind < 6) {
                emit(pick(FP3) + ".d " + d + ", " + a + ", " + b);
            } else if (kind < 9) {
                emit(pick(FP2) + ".d " + d + ", " + a);
            } else if (kind == 9) {
                emit(pick(new String[] {"mov.s ", "neg.s ", "abs.s "}) + half + ", $f" + random.nextInt(32));
            } else if (kind == 10) {
                emit(pick(FP3) + ".s " + half + ", " + half + ", $f" + random.nextInt(32));
            } else if (kind == 11) {
                emit((random.nextBoolean() || !memory ? "mtc1 " : "mfc1 ") + reg() + ", " + half);
            } else if (kind == 12 && memory) {
                emit(random.nextBoolean() ? "lwc1 " + half + ", " + (FLOATS + 4 * random.nextInt(8)) + "($s7)"
                        : "swc1 " + half + ", " + (FPU_OUT + 4 * random.nextInt(16)) + "($s7)");
            } else if (kind == 13 && memory) {
                emit("ldc1 " + d + ", " + (SPECIALS + 8 * random.nextInt(SPECIAL_WORDS.length / 2)) + "($s7)");
            } else if (kind == 14) {
                String skip = label("dskip");
                emit("c." + pick(COMPARE) + ".d " + a + ", " + b);
                emit((random.nextBoolean() ? "bc1t " : "bc1f ") + skip);
                emit(pick(FP3) + ".d " + d + ", " + a + ", " + b);
                place(skip);
            } else {
                emit("cvt.d.w " + d + ", " + half);
            }
        }
    }

    private int pairReg() {
        return SEQUENCE_PAIRS[random.nextInt(SEQUENCE_PAIRS.length)];
    }

    /** Print int, hex, char or string, or sbrk a few bytes and store into them. */
    void syscall() {
        switch (random.nextInt(6)) {
            case 0, 1 -> {
                emit("move $a0, " + reg());
                emit("li $v0, " + (random.nextBoolean() ? 1 : 34));
            }
            case 2 -> {
                emit("andi $a0, " + reg() + ", 0x5f");
                emit("addiu $a0, $a0, 32");
                emit("li $v0, 11");
            }
            case 3, 4 -> {
                emit("la $a0, msg" + random.nextInt(ProgramGenerator.MESSAGES.length));
                emit("li $v0, 4");
            }
            default -> {
                emit("li $a0, " + 4 * random.nextInt(6));
                emit("li $v0, 9");
                emit("syscall");
                emit("sw " + reg() + ", 0($v0)");
                return;
            }
        }
        emit("syscall");
    }

    private String pick(String[] options) {
        return options[random.nextInt(options.length)];
    }
}
