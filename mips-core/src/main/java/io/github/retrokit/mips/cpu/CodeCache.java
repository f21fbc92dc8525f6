package io.github.retrokit.mips.cpu;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.memory.Memory;
import io.github.retrokit.mips.memory.TextWriteObserver;

/**
 * The decoded text segments: for every text word, its {@link Op} id and the word itself, packed in a
 * {@code long} ({@code op << 32 | word}); 0 marks an address where nothing was assembled.
 * Words are decoded once when loaded and again only when self-modifying code rewrites them.
 */
final class CodeCache implements TextWriteObserver {
    private static final long[] NONE = new long[0];

    private final Memory memory;
    private final int userBase;
    private final int userWords;
    private final int kernelBase;
    private final int kernelWords;
    /** Decoded user text from {@link #userBase}; read directly by the interpreter loop. */
    long[] user = NONE;
    private long[] kernel = NONE;
    /** Incremented on every text write, so translations of old code can be dropped. */
    int version;

    CodeCache(Memory memory) {
        this.memory = memory;
        MemoryLayout layout = memory.layout();
        this.userBase = layout.textBase();
        this.userWords = (layout.textLimit() - layout.textBase()) / 4 + 1;
        this.kernelBase = layout.ktextBase();
        this.kernelWords = (layout.ktextLimit() - layout.ktextBase()) / 4 + 1;
    }

    int userBase() { return userBase; }

    static long pack(int word) {
        return ((long) Decoder.decode(word) << 32) | (word & 0xffffffffL);
    }

    /** An instruction is present at the aligned text {@code address} (from the program image or a store). */
    @Override
    public void textWritten(int address) {
        version++;
        int word = memory.peekWord(address);
        int userIndex = (address - userBase) >>> 2;
        if (userIndex < userWords) {
            user = ensure(user, userIndex, userWords);
            user[userIndex] = pack(word);
            return;
        }
        int kernelIndex = (address - kernelBase) >>> 2;
        if (kernelIndex < kernelWords) {
            kernel = ensure(kernel, kernelIndex, kernelWords);
            kernel[kernelIndex] = pack(word);
        }
    }

    /** True if an instruction was assembled (or stored) at {@code address}. */
    boolean isPresent(int address) {
        return (address & 3) == 0 && memory.isText(address) && fetch(address) != 0;
    }

    /**
     * The packed instruction at {@code pc}, 0 if none was assembled there.
     *
     * @throws InvalidPcException if {@code pc} is misaligned or outside the text segments
     *                            (unless self-modifying code lets data be executed)
     */
    long fetch(int pc) {
        if ((pc & 3) != 0) {
            throw new InvalidPcException(pc);
        }
        int userIndex = (pc - userBase) >>> 2;
        if (userIndex < userWords) {
            return userIndex < user.length ? user[userIndex] : 0;
        }
        int kernelIndex = (pc - kernelBase) >>> 2;
        if (kernelIndex < kernelWords) {
            return kernelIndex < kernel.length ? kernel[kernelIndex] : 0;
        }
        if (memory.selfModifying() && memory.isData(pc)) {
            return pack(memory.peekWord(pc));
        }
        throw new InvalidPcException(pc);
    }

    private static long[] ensure(long[] table, int index, int max) {
        if (index < table.length) {
            return table;
        }
        int size = Math.min(max, Math.max(index + 1, Math.max(1024, table.length * 2)));
        return java.util.Arrays.copyOf(table, size);
    }
}
