package io.github.retrokit.mips.cpu;

import static io.github.retrokit.mips.cpu.OperandWords.*;

import io.github.retrokit.mips.memory.Memory;

/**
 * The interpreter's loop for plain execution (no delayed branching, no devices opened, no store that could
 * change the text): straight runs of user text ({@link StraightRuns}) one after the other, from their
 * {@link OperandWords}, in {@link RunLoop}'s counted loop over the budget; whatever that loop stops before (an
 * instruction that needs a call) is executed here, between two calls of it. The program counter is not kept
 * per instruction: an instruction's address is its text index's, and branches and jumps carry their target's
 * index. The semantics are {@link InlineUnit}'s, case for case.
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
     * access serves those. From {@link RunLoop#WORD_PAGES} on, the same for word loads and stores
     * ({@link Memory#fastWordPage}: the stack's top page as well). Emptied when the memory puts back a copy,
     * the only time a page's array changes ({@link Memory#pageGeneration}).
     */
    private byte[][] pages;
    private int pageGeneration;
    /** A {@link OperandWords#LEAVE} instruction in {@link CodeCache}'s form, for {@link InlineUnit#run}. */
    private final long[] one = new long[1];
    private final RunLoop loop;
    private final LoopWarmUp warmUp = new LoopWarmUp();

    RunChain(Cpu cpu) {
        this.cpu = cpu;
        this.loop = new RunLoop(cpu);
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
        if (pages == null) {
            pages = new byte[2 * RunLoop.WORD_PAGES][];
            pageGeneration = memory.pageGeneration();
        } else if (pageGeneration != memory.pageGeneration()) { // emptied, not made anew: time travel restores often
            java.util.Arrays.fill(pages, null);
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

    /**
     * {@link RunLoop} from text index {@code from} for {@code budget} instructions; whatever it stops before
     * (a slow access, an overflow, an {@link IntegerUnit} operation, a jump out of the text, an exit) is
     * executed here, and the loop called again.
     */
    private int execute(long[] words, int userBase, int from, int budget) {
        int i = from;
        int k = budget; // instructions left
        try {
            while (true) {
                int slice = warmUp.slice(k);
                long stop = loop.run(words, i, slice, pages, cpu.gpr, cpu.fpr);
                i = (int) stop;
                int sliceLeft = (int) (stop >>> 32);
                k -= slice - sliceLeft;
                int pc = userBase + (i << 2);
                if (k == 0) { // the budget ran out
                    executed = budget;
                    return pc;
                }
                if (sliceLeft == 0) { // a slice of the warm-up ran out
                    warmUp.ran(slice, loop, words, pages, cpu);
                    continue;
                }
                long e = words[i];
                int kind = (int) e & 0xff;
                long y = e ^ kind * M;
                switch (kind) {
                    case EXIT:
                        executed = budget - k;
                        return pc;
                    case JR:
                        return leave(cpu.jump(pc, cpu.gpr[d(y)]), i, budget - k + 1);
                    case LEAVE:
                        one[0] = (long) d(y) << 32 | imm(y) & 0xffffffffL;
                        return leave(cpu.inlineUnit.run(one, 0, 1, pc), i, budget - k + 1);
                    default:
                        slow(kind, y, pc);
                        i++;
                        k--;
                }
            }
        } catch (MipsException ex) {
            faultPc = userBase + (i << 2);
            executed = budget - k;
            throw ex;
        }
    }

    /**
     * Executes the instruction {@link RunLoop} stopped before at {@code pc} (not a branch or jump): opened
     * operand word {@code y} of case {@code kind}.
     */
    private void slow(int kind, long y, int pc) {
        final int[] r = cpu.gpr;
        switch (kind) {
            case LW: r[d(y)] = loadWord(r[s(y)] + imm(y)); break;
            case SW: storeWord(r[s(y)] + imm(y), r[t(y)]); break;
            case LBU: r[d(y)] = loadByte(r[s(y)] + imm(y)) & 0xff; break;
            case LB: r[d(y)] = (byte) loadByte(r[s(y)] + imm(y)); break;
            case SB: storeByte(r[s(y)] + imm(y), r[t(y)]); break;
            case ADD: r[d(y)] = InlineUnit.addTrapping(r[s(y)], r[t(y)]); break;
            case SUB: r[d(y)] = InlineUnit.subTrapping(r[s(y)], r[t(y)]); break;
            case ADDI: r[d(y)] = InlineUnit.addTrapping(r[s(y)], imm(y)); break;
            case ODD_ALL: throw Fpu.odd("all registers");
            case ODD_BOTH: throw Fpu.odd("both registers");
            case OTHER: cpu.integerUnit.execute(d(y), imm(y), pc); break;
            default: throw new IllegalStateException("the run loop stopped before case " + kind);
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
        learn(cpu.memory().fastWordPage(address), RunLoop.WORD_PAGES + (address >>> 16));
    }

    private void learnBytes(int address) {
        learn(cpu.memory().fastBlock(address, PageWords.PAGE_BYTES), address >>> 16);
    }

    /** Puts a whole page of ordinary memory into the page tables' {@code slot}; anything else stays out. */
    private void learn(byte[] page, int slot) {
        if (page != null && page.length == PageWords.PAGE_BYTES) {
            pages[slot] = page;
        }
    }

    /** Stops after the branch or jump at text index {@code i}, the last of its run, which went to {@code pc}. */
    private int leave(int pc, int i, int executed) {
        this.executed = executed;
        lastIndex = i;
        return pc;
    }
}
