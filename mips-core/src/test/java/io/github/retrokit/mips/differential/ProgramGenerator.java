package io.github.retrokit.mips.differential;

import java.util.Random;

/**
 * Random terminating MIPS programs, hot enough for the translating tier: {@code main} runs an outer loop of
 * {@value #MIN_PASSES} or more passes (a block start becomes hot after 50 visits), whose body mixes
 * {@link Statements}, bounded inner loops, calls ({@code jal} or {@code jalr}) to functions with stack
 * frames that call later functions only, and a recursive function of bounded depth. Some programs plant
 * one fault that strikes in a late pass (unaligned or out-of-range access, FP ones too, overflow in
 * {@code add/addi/sub}, a trap, a store into text), some add an exception handler that skips faulting
 * instructions, and some (run with self-modifying code) rewrite an instruction of the hot loop in every pass.
 */
final class ProgramGenerator {
    static final int MIN_PASSES = 60;
    static final String[] MESSAGES = {"hello\\n", " ", "sum=", "[\\t]", "\\n--\\n"};
    private static final String[] FAULTS = {"unaligned lw", "unaligned sw", "unaligned lh", "unaligned sh",
        "out of range lw", "out of range sb", "add overflow", "addi overflow", "sub overflow", "trap", "text store",
        "odd add.d", "unaligned ldc1", "unaligned swc1"};

    /** A generated program and how to run it. */
    record Program(long seed, String source, boolean selfModifying, String fault, boolean handler) { }

    private final long seed;
    private final Random random;
    private final StringBuilder out = new StringBuilder();
    private final Statements s;
    private int functions;

    ProgramGenerator(long seed) {
        this.seed = seed;
        this.random = new Random(seed * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L); // neighbouring seeds, unrelated programs
        this.s = new Statements(random, out);
    }

    Program generate() {
        boolean selfModifying = random.nextInt(8) == 0;
        String fault = random.nextInt(3) == 0 ? FAULTS[random.nextInt(FAULTS.length)] : null;
        boolean handler = random.nextInt(4) == 0;
        functions = 1 + random.nextInt(4);
        data();
        out.append(".text\n.globl main\nmain:\n");
        prologue();
        mainLoop(fault, selfModifying);
        epilogue();
        for (int f = 0; f < functions; f++) {
            function(f);
        }
        recursive();
        if (handler) {
            out.append(".ktext 0x80000180\n");
            s.emit("mfc0 $k0, $14");
            s.emit("addiu $k0, $k0, 4");
            s.emit("mtc0 $k0, $14");
            s.emit("eret");
        }
        return new Program(seed, out.toString(), selfModifying, fault, handler);
    }

    private void data() {
        out.append(".data\nblock:\n");
        for (int i = 0; i < Statements.BLOCK / 4; i += 8) {
            out.append("        .word ");
            for (int j = 0; j < 8; j++) {
                out.append(j == 0 ? "" : ", ").append(random.nextInt(4) == 0 ? random.nextInt(100) : random.nextInt());
            }
            out.append('\n');
        }
        out.append("floats: .float");
        for (int i = 0; i < 8; i++) {
            out.append(i == 0 ? " " : ", ").append(i == 0 ? "0.0" : String.valueOf((random.nextFloat() - 0.5f) * 1000));
        }
        out.append("\ndoubles: .double");
        for (int i = 0; i < 8; i++) {
            out.append(i == 0 ? " " : ", ").append(i == 1 ? "-0.0" : String.valueOf((random.nextDouble() - 0.5) * 1e6));
        }
        out.append("\nfpuout: .space 64\nspecials: .word");
        for (int i = 0; i < Statements.SPECIAL_WORDS.length; i++) {
            out.append(i == 0 ? " " : ", ").append(Statements.SPECIAL_WORDS[i]);
        }
        out.append('\n');
        for (int i = 0; i < MESSAGES.length; i++) {
            out.append("msg").append(i).append(": .asciiz \"").append(MESSAGES[i]).append("\"\n");
        }
    }

    private void prologue() {
        s.emit("la $s7, block");
        for (String r : Statements.POOL) {
            s.emit("li " + r + ", " + (random.nextBoolean() ? random.nextInt(1000) : random.nextInt()));
        }
        for (int f = 0; f < 8; f++) {
            s.emit("lwc1 $f" + 2 * f + ", " + (Statements.FLOATS + 4 * f) + "($s7)");
            s.emit("ldc1 $f" + (16 + 2 * (f % 8)) + ", " + (Statements.DOUBLES + 8 * f) + "($s7)");
        }
        s.emit("ldc1 $f30, " + (Statements.SPECIALS + 8 * random.nextInt(Statements.SPECIAL_WORDS.length / 2)) + "($s7)");
    }

    private void mainLoop(String fault, boolean selfModifying) {
        int passes = MIN_PASSES + random.nextInt(40);
        s.emit("li $s6, " + passes);
        String loop = s.label("outer");
        s.place(loop);
        int parts = 3 + random.nextInt(5);
        int faultAt = fault == null ? -1 : random.nextInt(parts);
        int patchAt = selfModifying ? random.nextInt(parts) : -1;
        for (int part = 0; part < parts; part++) {
            if (part == faultAt) {
                plantFault(fault, passes);
            }
            if (part == patchAt) {
                selfModification();
            }
            switch (random.nextInt(6)) {
                case 0 -> innerLoop();
                case 1, 2 -> call();
                default -> body(4 + random.nextInt(10), false, true);
            }
        }
        s.emit("addi $s6, $s6, -1");
        s.emit("bgtz $s6, " + loop);
    }

    private void epilogue() {
        s.emit("move $a0, $t0");
        s.emit("li $v0, 1");
        s.emit("syscall");
        if (random.nextBoolean()) {
            s.emit("andi $a0, $t1, 0xff");
            s.emit("li $v0, 17");
        } else {
            s.emit("li $v0, 10");
        }
        s.emit("syscall");
    }

    private void body(int statements, boolean frame, boolean syscalls) {
        for (int i = 0; i < statements; i++) {
            s.statement(frame, syscalls);
        }
    }

    private void innerLoop() {
        s.emit("li $s5, " + (2 + random.nextInt(6)));
        String loop = s.label("inner");
        s.place(loop);
        body(3 + random.nextInt(8), false, random.nextInt(4) == 0);
        s.emit("addi $s5, $s5, -1");
        s.emit(random.nextBoolean() ? "bgtz $s5, " + loop : "bnez $s5, " + loop);
    }

    private void call() {
        if (random.nextInt(3) == 0) {
            s.emit("li $a0, " + random.nextInt(7));
            s.emit("jal rec");
        } else if (random.nextBoolean()) {
            s.emit("jal f" + random.nextInt(functions));
        } else {
            s.emit("la $t9, f" + random.nextInt(functions));
            s.emit("jalr $t9");
        }
    }

    /** f{@code index}: a frame saving {@code $ra} and {@code $s5}, 16 scratch bytes; calls only later functions. */
    private void function(int index) {
        s.place("f" + index);
        s.emit("addiu $sp, $sp, -24");
        s.emit("sw $ra, 20($sp)");
        s.emit("sw $s5, 16($sp)");
        int parts = 1 + random.nextInt(3);
        for (int part = 0; part < parts; part++) {
            if (index + 1 < functions && random.nextInt(3) == 0) {
                s.emit("jal f" + (index + 1 + random.nextInt(functions - index - 1)));
            } else if (random.nextInt(4) == 0) {
                innerLoop();
            } else {
                body(2 + random.nextInt(8), true, random.nextInt(3) == 0);
            }
        }
        s.emit("lw $s5, 16($sp)");
        s.emit("lw $ra, 20($sp)");
        s.emit("addiu $sp, $sp, 24");
        s.emit("jr $ra");
    }

    /** rec($a0): recursion to depth {@code $a0}, work before and after the recursive call. */
    private void recursive() {
        s.place("rec");
        s.emit("addiu $sp, $sp, -24");
        s.emit("sw $ra, 20($sp)");
        s.emit("sw $a0, 16($sp)");
        s.emit("blez $a0, rec_done");
        body(1 + random.nextInt(5), true, false);
        s.emit("lw $a0, 16($sp)");
        s.emit("addi $a0, $a0, -1");
        s.emit("jal rec");
        body(1 + random.nextInt(5), true, false);
        s.place("rec_done");
        s.emit("lw $ra, 20($sp)");
        s.emit("addiu $sp, $sp, 24");
        s.emit("jr $ra");
    }

    /** A fault that strikes (branch-free, inside the hot block) once {@code $s6} drops below a late pass. */
    private void plantFault(String fault, int passes) {
        String on = s.reg();
        String t = s.reg();
        while (t.equals(on)) {
            t = s.reg();
        }
        s.emit("slti " + on + ", $s6, " + (2 + random.nextInt(passes - 50)));
        boolean amidDoubles = random.nextBoolean(); // the fault strikes between double operations
        if (amidDoubles) {
            s.doubleSequence(false);
        }
        switch (fault) {
            case "unaligned lw", "unaligned sw", "unaligned lh", "unaligned sh" -> {
                s.emit("addu " + t + ", $s7, " + on);
                s.emit(fault.substring(10) + " " + s.reg() + ", 8(" + t + ")");
            }
            case "out of range lw", "out of range sb" -> {
                s.emit("sll " + on + ", " + on + ", 28");
                s.emit("subu " + t + ", $s7, " + on);
                s.emit(fault.substring(13) + " " + s.reg() + ", 4(" + t + ")");
            }
            case "add overflow" -> {
                s.emit("sll " + on + ", " + on + ", 31");
                s.emit("add " + s.reg() + ", " + on + ", " + on);
            }
            case "addi overflow" -> {
                s.emit("sll " + on + ", " + on + ", 31");
                s.emit("addi " + s.reg() + ", " + on + ", -1");
            }
            case "sub overflow" -> {
                s.emit("sll " + on + ", " + on + ", 31");
                s.emit("li " + t + ", 1");
                s.emit("sub " + s.reg() + ", " + on + ", " + t);
            }
            case "unaligned ldc1", "unaligned swc1" -> { // into or from a pair the double sequences use
                if (fault.endsWith("ldc1")) { // word-aligned, not doubleword-aligned
                    s.emit("sll " + on + ", " + on + ", 2");
                }
                s.emit("addu " + t + ", $s7, " + on);
                s.emit(fault.substring(10) + (fault.endsWith("ldc1") ? " $f2, " : " $f5, ") + (Statements.DOUBLES + 8) + "(" + t + ")");
            }
            case "trap" -> s.emit("tne " + on + ", $zero");
            case "odd add.d" -> { // MARS's run-time error for a double on an odd register
                String skip = s.label("even");
                s.emit("beqz " + on + ", " + skip);
                s.emit("add.d $f1, $f2, $f4");
                s.place(skip);
            }
            default -> { // a store to the first text word (changes it under self-modifying code)
                s.emit("negu " + on + ", " + on);
                s.emit("li " + t + ", 0x0fc10000");
                s.emit("and " + t + ", " + t + ", " + on);
                s.emit("subu " + t + ", $s7, " + t);
                s.emit("sw " + s.reg() + ", 0(" + t + ")");
            }
        }
        if (amidDoubles) {
            s.doubleSequence(false);
        }
    }

    /** Copies one of two instructions, by the parity of the pass, over a third one later in the loop. */
    private void selfModification() {
        String pair = s.label("pair");
        String target = s.label("patched");
        String a = s.reg();
        String b = s.reg();
        s.emit("andi " + a + ", $s6, 1");
        s.emit("sll " + a + ", " + a + ", 2");
        s.emit("la " + b + ", " + pair);
        s.emit("addu " + b + ", " + b + ", " + a);
        s.emit("lw " + a + ", 0(" + b + ")");
        s.emit("la " + b + ", " + target);
        s.emit("sw " + a + ", 0(" + b + ")");
        s.emit("j " + target);
        s.place(pair);
        s.alu();
        s.alu();
        s.place(target);
        s.alu();
    }
}
