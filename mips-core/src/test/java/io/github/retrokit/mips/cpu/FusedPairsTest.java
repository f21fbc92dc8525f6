package io.github.retrokit.mips.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.RunResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pairs of instructions {@link RunLoop} executes in one dispatch ({@link FusedPairs}): whatever ends or watches a
 * run between the two instructions of a pair — a budget, a stop address, a branch into the second, a fault in
 * the second, a listener, a text word rewritten — must leave exactly the state and counts single steps leave.
 * ({@link RunChainTest} also stops {@link RunChainTest#DOUBLES}, which holds pairs, after every number of
 * instructions and at every address.)
 */
class FusedPairsTest {
    private static final int USER_BASE = 0x00400000;

    private static long word(int kind, int d, int s, int t) {
        return OperandWords.word(kind, d, s, t, 0);
    }

    @Test
    void aPairIsMarkedOnItsFirstWordWhichKeepsItsFieldsAndTheSecondWordStaysAsItWas() {
        long[] user = {
            CodeCache.pack(0x46241183), // div.d $f6, $f2, $f4
            CodeCache.pack(0x46264200), // add.d $f8, $f8, $f6
            CodeCache.pack(0x46241080), // add.d $f2, $f2, $f4
            CodeCache.pack(0x46202107), // neg.d $f4, $f4
            CodeCache.pack(0x46241080), // add.d $f2, $f2, $f4: followed by the exit word, no pair
        };
        long[] words = OperandWords.decode(user, USER_BASE);
        assertEquals(OperandWords.DIV_D_ADD_D, (int) words[0] & 0xff);
        assertEquals(word(OperandWords.DIV_D, 6, 2, 4), FusedPairs.first(words[0]), "the first's fields, under the pair's mask");
        assertEquals(word(OperandWords.ADD_D, 8, 8, 6), words[1], "the second as it was");
        assertEquals(OperandWords.ADD_D_NEG_D, (int) words[2] & 0xff, "the second of a pair starts no pair of its own");
        assertEquals(word(OperandWords.NEG_D, 4, 4, 0), words[3]);
        assertEquals(word(OperandWords.ADD_D, 2, 2, 4), words[4]);
    }

    @Test
    void aStopAtTheSecondInstructionUnfusesThePair() {
        long[] words = OperandWords.decode(new long[] {CodeCache.pack(0x46241183), CodeCache.pack(0x46264200)}, USER_BASE);
        long[] cut = OperandWords.stoppingAt(words, 1);
        assertEquals(word(OperandWords.DIV_D, 6, 2, 4), cut[0]);
        assertEquals(OperandWords.EXIT_WORD, cut[1]);
        assertEquals(OperandWords.DIV_D_ADD_D, (int) words[0] & 0xff, "the words themselves unchanged");
    }

    @Test
    void anOddRegisterInTheSecondInstructionMakesNoPairAndFaultsAtTheSecond() throws Exception {
        String source = String.join("\n",
                ".text",
                "        div.d $f6, $f2, $f4",
                "        add.d $f8, $f7, $f6",
                "        addiu $t0, $t0, 1",
                "");
        Machine run = RunChainTest.load(source, Long.MAX_VALUE);
        RunResult result = run.run();
        Machine stepped = RunChainTest.load(source, Long.MAX_VALUE);
        stepped.step();
        assertEquals(stepped.step(), result);
        assertEquals(0x00400004, run.pc(), "stopped at the second");
        assertEquals(2, run.instructionCount(), "the first and the faulting one, as MARS counts them");
        assertNotEquals(0, run.fpr(7) | run.fpr(6), "the first done: 0/0 is a NaN");
    }

    /** Rewrites the first or the second word of the pair in {@link RunChainTest#DOUBLES}'s loop between two runs. */
    @Test
    void aRewrittenWordOfAPairIsDecodedAgainWithTheOtherHalf() throws Exception {
        for (int half = 0; half < 2; half++) {
            Machine run = RunChainTest.load(RunChainTest.DOUBLES, Long.MAX_VALUE);
            Machine stepped = RunChainTest.load(RunChainTest.DOUBLES, Long.MAX_VALUE);
            int loop = loopAddress(run);
            run.runFor(30);
            for (int k = 0; k < 30; k++) {
                stepped.step();
            }
            int address = loop + 4 * half; // div.d, or the add.d after it
            int word = run.instructionAt(address).getAsInt();
            int rewritten = half == 0 ? (word & ~63) | 2 : word | 1; // mul.d for div.d, sub.d for add.d
            run.writeWord(address, rewritten);
            stepped.writeWord(address, rewritten);
            RunResult result = run.run();
            assertEquals(RunChainTest.state(steppedToTheEnd(stepped)), RunChainTest.state(run), "half " + half);
            assertEquals(stepped.run(), result);
        }
    }

    private static int loopAddress(Machine machine) {
        int pc = machine.pc();
        while (Decoder.decode(machine.instructionAt(pc).getAsInt()) != Op.DIV_D) {
            pc += 4;
        }
        return pc;
    }

    private static Machine steppedToTheEnd(Machine stepped) {
        while (stepped.step() instanceof RunResult.Paused) {
            // one instruction at a time
        }
        return stepped;
    }

    @Test
    void aListenerSeesBothInstructionsOfEveryPair() throws Exception {
        Machine run = RunChainTest.load(RunChainTest.DOUBLES, Long.MAX_VALUE);
        List<Integer> seen = new ArrayList<>();
        run.addInstructionListener((pc, word) -> seen.add(pc));
        RunResult result = run.run();
        Machine stepped = RunChainTest.load(RunChainTest.DOUBLES, Long.MAX_VALUE);
        List<Integer> steps = new ArrayList<>();
        do {
            steps.add(stepped.pc());
        } while (stepped.step() instanceof RunResult.Paused);
        assertEquals(steps.subList(0, seen.size()), seen);
        assertEquals(stepped.run(), result);
        assertEquals(RunChainTest.state(stepped), RunChainTest.state(run));
    }
}
