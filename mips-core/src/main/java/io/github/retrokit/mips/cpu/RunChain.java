package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.OperandWords.*;
import static io.github.retrokit.mips.cpu.RawArrays.get;
import static io.github.retrokit.mips.cpu.RawArrays.set;

import io.github.retrokit.mips.memory.Memory;

/**
 * The interpreter's loop for plain execution (no delayed branching, no devices opened, no store that could
 * change the text): straight runs of user text ({@link StraightRuns}) one after the other, from their
 * {@link OperandWords}, in one counted loop over the budget. The program counter is not kept per instruction:
 * an instruction's address is its text index's, and branches and jumps carry their target's index.
 * The semantics are {@link InlineUnit}'s, case for case.
 */
final class RunChain {
    private final Cpu cpu;
    /** The address of the instruction that faulted in {@link #chain}. */
    int faultPc;
    /** Instructions {@link #chain} executed (on a fault: before the faulting one). */
    long executed;
    /**
     * The text index of the last instruction {@link #chain} executed if it was a branch or jump the chain
     * left after (to itself, say), else -1: the last instruction then is not at the returned address.
     */
    int lastIndex;
    private long[] cutFrom;
    private int cutStop;
    private long[] cut;
    /**
     * By page number, the 64 KiB pages of ordinary data and stack memory the chain's byte loads and stores
     * have met ({@link Memory#fastBlock}): an access there needs no test. Null for a page not met yet, not
     * allocated yet, or not wholly ordinary memory (text, devices, segment ends): the memory's own checked
     * access serves those. Emptied when the memory puts back a copy, the only time a page's array changes
     * ({@link Memory#pageGeneration}).
     */
    private byte[][] bytePages;
    /** The same for word loads and stores ({@link Memory#fastWordPage}): the stack's top page as well. */
    private byte[][] wordPages;
    private int pageGeneration;
    /** A {@link OperandWords#LEAVE} instruction in {@link CodeCache}'s form, for {@link InlineUnit#run}. */
    private final long[] one = new long[1];

    RunChain(Cpu cpu) {
        this.cpu = cpu;
    }

    /**
     * Executes straight runs one after the other, from {@code pc}, for at most {@code budget} instructions,
     * stopping before the first {@link OperandWords#EXIT} and before {@code stopPc}. Returns the program counter
     * where it stopped; a fault leaves its address in {@link #faultPc}.
     */
    int chain(long[] words, int userBase, int pc, long budget, int stopPc) {
        int index = Integer.rotateRight(pc - userBase, 2); // negative or too large unless aligned text
        executed = 0;
        lastIndex = -1;
        if (index < 0 || index >= words.length || budget <= 0) {
            return pc;
        }
        Memory memory = cpu.memory();
        if (bytePages == null) {
            bytePages = new byte[1 << 16][];
            wordPages = new byte[1 << 16][];
            pageGeneration = memory.pageGeneration();
        } else if (pageGeneration != memory.pageGeneration()) { // emptied, not made anew: time travel restores often
            java.util.Arrays.fill(bytePages, null);
            java.util.Arrays.fill(wordPages, null);
            pageGeneration = memory.pageGeneration();
        }
        int most = (int) Math.min(budget, Integer.MAX_VALUE);
        return execute(wordsStoppingAt(words, stopPc, userBase), userBase, index, most);
    }

    /** {@code words} with an {@link OperandWords#EXIT} at {@code stopPc}, so that the chain stops there. */
    private long[] wordsStoppingAt(long[] words, int stopPc, int userBase) {
        int index = Integer.rotateRight(stopPc - userBase, 2);
        if (index < 0 || index >= words.length) {
            return words; // not an aligned text address: the chain stops before any such pc anyway
        }
        if (words != cutFrom || stopPc != cutStop) {
            cut = OperandWords.stoppingAt(words, index);
            cutFrom = words;
            cutStop = stopPc;
        }
        return cut;
    }

    private int execute(long[] words, int userBase, int from, int budget) {
        final Cpu cpu = this.cpu;
        final int[] r = cpu.gpr;
        final byte[][] pages = this.bytePages;
        final byte[][] wordPages = this.wordPages;
        int i = from;
        int k = budget; // instructions left: a counted loop, whose safepoint poll C2 moves out of the loop
        int exit = -1; // why the loop ended before the budget: EXIT, JR (out of the text or to itself), LEAVE
        int target = 0; // where that jr goes
        try {
            loop:
            for (; k > 0; k--) {
                final long e = get(words, i);
                final long y;
                switch ((int) e & 0xff) {
                    case ADDIU: y = e ^ ADDIU * M; set(r, d(y), get(r, s(y)) + imm(y)); i++; continue;
                    case ADDU: y = e ^ ADDU * M; set(r, d(y), get(r, s(y)) + get(r, t(y))); i++; continue;
                    case LW: {
                        y = e ^ LW * M;
                        int a = get(r, s(y)) + imm(y);
                        byte[] page = wordPages[a >>> 16];
                        set(r, d(y), page != null && (a & 3) == 0 ? PageWords.word(page, a & 0xffff) : loadWord(a));
                        i++;
                        continue;
                    }
                    case SW: {
                        y = e ^ SW * M;
                        int a = get(r, s(y)) + imm(y);
                        byte[] page = wordPages[a >>> 16];
                        if (page != null && (a & 3) == 0) {
                            PageWords.setWord(page, a & 0xffff, get(r, t(y)));
                        } else {
                            storeWord(a, get(r, t(y)));
                        }
                        i++;
                        continue;
                    }
                    case BNE:
                        y = e ^ BNE * M;
                        i = get(r, s(y)) != get(r, t(y)) ? imm(y) : i + 1;
                        continue;
                    case BEQ:
                        y = e ^ BEQ * M;
                        i = get(r, s(y)) == get(r, t(y)) ? imm(y) : i + 1;
                        continue;
                    case SLL: y = e ^ SLL * M; set(r, d(y), get(r, s(y)) << imm(y)); i++; continue;
                    case SLT: y = e ^ SLT * M; set(r, d(y), get(r, s(y)) < get(r, t(y)) ? 1 : 0); i++; continue;
                    case SLTI: y = e ^ SLTI * M; set(r, d(y), get(r, s(y)) < imm(y) ? 1 : 0); i++; continue;
                    case SUBU: y = e ^ SUBU * M; set(r, d(y), get(r, s(y)) - get(r, t(y))); i++; continue;
                    case J:
                        y = e ^ J * M;
                        i = imm(y);
                        continue;
                    case JAL:
                        y = e ^ JAL * M;
                        set(r, 31, imm(y)); // the link
                        i = (int) y >>> 8; // the target
                        continue;
                    case JR: {
                        y = e ^ JR * M;
                        target = get(r, s(y));
                        int next = Integer.rotateRight(target - userBase, 2);
                        if (next == i || next < 0 || next >= words.length) {
                            exit = JR;
                            break loop;
                        }
                        i = next;
                        continue;
                    }
                    case LBU: {
                        y = e ^ LBU * M;
                        int a = get(r, s(y)) + imm(y);
                        byte[] page = pages[a >>> 16];
                        set(r, d(y), page != null ? page[a & 0xffff] & 0xff : loadByte(a));
                        i++;
                        continue;
                    }
                    case LB: {
                        y = e ^ LB * M;
                        int a = get(r, s(y)) + imm(y);
                        byte[] page = pages[a >>> 16];
                        set(r, d(y), page != null ? page[a & 0xffff] : (byte) loadByte(a));
                        i++;
                        continue;
                    }
                    case SB: {
                        y = e ^ SB * M;
                        int a = get(r, s(y)) + imm(y);
                        byte[] page = pages[a >>> 16];
                        if (page != null) {
                            page[a & 0xffff] = (byte) get(r, t(y));
                        } else {
                            storeByte(a, get(r, t(y)));
                        }
                        i++;
                        continue;
                    }
                    case SRL: y = e ^ SRL * M; set(r, d(y), get(r, s(y)) >>> imm(y)); i++; continue;
                    case SRA: y = e ^ SRA * M; set(r, d(y), get(r, s(y)) >> imm(y)); i++; continue;
                    case AND: y = e ^ AND * M; set(r, d(y), get(r, s(y)) & get(r, t(y))); i++; continue;
                    case OR: y = e ^ OR * M; set(r, d(y), get(r, s(y)) | get(r, t(y))); i++; continue;
                    case ANDI: y = e ^ ANDI * M; set(r, d(y), get(r, s(y)) & imm(y)); i++; continue;
                    case ORI: y = e ^ ORI * M; set(r, d(y), get(r, s(y)) | imm(y)); i++; continue;
                    case BLEZ:
                        y = e ^ BLEZ * M;
                        i = get(r, s(y)) <= 0 ? imm(y) : i + 1;
                        continue;
                    case BGTZ:
                        y = e ^ BGTZ * M;
                        i = get(r, s(y)) > 0 ? imm(y) : i + 1;
                        continue;
                    case BLTZ:
                        y = e ^ BLTZ * M;
                        i = get(r, s(y)) < 0 ? imm(y) : i + 1;
                        continue;
                    case BGEZ:
                        y = e ^ BGEZ * M;
                        i = get(r, s(y)) >= 0 ? imm(y) : i + 1;
                        continue;
                    case ADD: y = e ^ ADD * M; set(r, d(y), InlineUnit.addTrapping(get(r, s(y)), get(r, t(y)))); i++; continue;
                    case SUB: y = e ^ SUB * M; set(r, d(y), InlineUnit.subTrapping(get(r, s(y)), get(r, t(y)))); i++; continue;
                    case ADDI: y = e ^ ADDI * M; set(r, d(y), InlineUnit.addTrapping(get(r, s(y)), imm(y))); i++; continue;
                    case MFHI: y = e ^ MFHI * M; set(r, d(y), cpu.hi); i++; continue;
                    case MFLO: y = e ^ MFLO * M; set(r, d(y), cpu.lo); i++; continue;
                    case MULTU:
                        y = e ^ MULTU * M;
                        cpu.setHiLo((get(r, s(y)) & 0xffffffffL) * (get(r, t(y)) & 0xffffffffL));
                        i++;
                        continue;
                    case MUL: {
                        y = e ^ MUL * M;
                        long product = (long) get(r, s(y)) * get(r, t(y));
                        cpu.setHiLo(product);
                        set(r, d(y), (int) product);
                        i++;
                        continue;
                    }
                    case DIVU: {
                        y = e ^ DIVU * M;
                        int a = get(r, s(y));
                        int b = get(r, t(y));
                        if (b != 0) { // one long division for both (JDK 17 makes one for each of the two calls)
                            long dividend = a & 0xffffffffL;
                            long divisor = b & 0xffffffffL;
                            long quotient = dividend / divisor;
                            cpu.lo = (int) quotient;
                            cpu.hi = (int) (dividend - quotient * divisor);
                        }
                        i++;
                        continue;
                    }
                    case ADD_D: {
                        y = e ^ ADD_D * M;
                        int[] f = cpu.fpr;
                        RawArrays.setDouble(f, d(y), RawArrays.getDouble(f, s(y)) + RawArrays.getDouble(f, t(y)));
                        i++;
                        continue;
                    }
                    case SUB_D: {
                        y = e ^ SUB_D * M;
                        int[] f = cpu.fpr;
                        RawArrays.setDouble(f, d(y), RawArrays.getDouble(f, s(y)) - RawArrays.getDouble(f, t(y)));
                        i++;
                        continue;
                    }
                    case MUL_D: {
                        y = e ^ MUL_D * M;
                        int[] f = cpu.fpr;
                        RawArrays.setDouble(f, d(y), RawArrays.getDouble(f, s(y)) * RawArrays.getDouble(f, t(y)));
                        i++;
                        continue;
                    }
                    case DIV_D: {
                        y = e ^ DIV_D * M;
                        int[] f = cpu.fpr;
                        RawArrays.setDouble(f, d(y), RawArrays.getDouble(f, s(y)) / RawArrays.getDouble(f, t(y)));
                        i++;
                        continue;
                    }
                    case MOV_D: {
                        y = e ^ MOV_D * M;
                        int[] f = cpu.fpr;
                        f[d(y)] = f[s(y)];
                        f[d(y) + 1] = f[s(y) + 1];
                        i++;
                        continue;
                    }
                    case NEG_D: {
                        y = e ^ NEG_D * M;
                        int[] f = cpu.fpr;
                        f[d(y)] = f[s(y)];
                        f[d(y) + 1] = f[s(y) + 1] ^ 0x80000000;
                        i++;
                        continue;
                    }
                    case NOP: i++; continue;
                    case ODD_ALL: throw Fpu.odd("all registers");
                    case ODD_BOTH: throw Fpu.odd("both registers");
                    case LEAVE:
                        exit = LEAVE;
                        break loop;
                    case OTHER:
                        y = e ^ OTHER * M;
                        cpu.integerUnit.execute(d(y), imm(y), userBase + (i << 2));
                        i++;
                        continue;
                    default:
                        exit = EXIT;
                        break loop;
                }
            }
            // out of the loop, so that no case inside computes an address another one needs
            int pc = userBase + (i << 2);
            switch (exit) {
                case EXIT:
                    executed = budget - k;
                    return pc;
                case JR:
                    return leave(cpu.jump(pc, target), i, budget - k + 1);
                case LEAVE: {
                    long y = words[i] ^ LEAVE * M;
                    one[0] = (long) d(y) << 32 | imm(y) & 0xffffffffL;
                    return leave(cpu.inlineUnit.run(one, 0, 1, pc), i, budget - k + 1);
                }
                default: // the budget ran out
                    executed = budget;
                    return pc;
            }
        } catch (MipsException ex) {
            faultPc = userBase + (i << 2);
            executed = budget - k;
            throw ex;
        }
    }

    /** A load the page tables did not serve; its page joins the table if its words are ordinary memory. */
    private int loadWord(int address) {
        int value = cpu.loadWord(address);
        learnWords(address);
        return value;
    }

    private void storeWord(int address, int value) {
        cpu.storeWord(address, value);
        learnWords(address);
    }

    private int loadByte(int address) {
        int value = cpu.loadByte(address);
        learnBytes(address);
        return value;
    }

    private void storeByte(int address, int value) {
        cpu.storeByte(address, value);
        learnBytes(address);
    }

    private void learnWords(int address) {
        byte[] page = cpu.memory().fastWordPage(address);
        if (page != null && page.length == PageWords.PAGE_BYTES) {
            wordPages[address >>> 16] = page;
        }
    }

    private void learnBytes(int address) {
        byte[] page = cpu.memory().fastBlock(address, PageWords.PAGE_BYTES);
        if (page != null && page.length == PageWords.PAGE_BYTES) {
            bytePages[address >>> 16] = page;
        }
    }

    /** The register written (or the {@link Op} id) of an opened operand word. */
    private static int d(long y) {
        return (int) y >>> 8 & 0xff;
    }

    /** The first register read. */
    private static int s(long y) {
        return (int) y >>> 16 & 0xff;
    }

    /** The second register read. */
    private static int t(long y) {
        return (int) y >>> 24;
    }

    /** The operand: immediate, shift amount, target index or machine word. */
    private static int imm(long y) {
        return (int) (y >>> 32);
    }

    /** Stops after the branch or jump at text index {@code i}, the last of its run, which went to {@code pc}. */
    private int leave(int pc, int i, int executed) {
        this.executed = executed;
        lastIndex = i;
        return pc;
    }
}
