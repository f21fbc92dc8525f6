package io.github.retrokit.mips.image;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * An assembled program, ready to load into a machine: the contract between the assembler and the CPU.
 *
 * <p>It holds the segments (little-endian bytes at their addresses), the symbol table, the memory
 * layout it was assembled for and a source map from every text address to its {@link SourceLine}.
 * Immutable and safe to share between machines and threads.
 */
public final class ProgramImage {
    private final MemoryLayout layout;
    private final boolean delayedBranching;
    private final List<Segment> segments;
    private final List<Symbol> symbols;
    private final NavigableMap<Integer, SourceLine> sourceMap;

    // Comparators as classes and loops instead of streams in this class: every run builds an image, and the
    // first lambda of a run costs its bootstrap (mips-core README, Start-up).
    private static final Comparator<Integer> UNSIGNED = new Comparator<>() {
        @Override
        public int compare(Integer a, Integer b) {
            return Integer.compareUnsigned(a, b);
        }
    };
    private static final Comparator<Segment> BY_BASE = new Comparator<>() {
        @Override
        public int compare(Segment a, Segment b) {
            return Integer.compareUnsigned(a.base(), b.base());
        }
    };

    /**
     * @param layout           the memory layout the program was assembled for
     * @param delayedBranching whether it was assembled for delayed branching (changes some expansions)
     * @param segments         non-overlapping segments, any order
     * @param symbols          every label, in definition order
     * @param sourceMap        text address → source line, one entry per instruction word
     */
    public ProgramImage(MemoryLayout layout, boolean delayedBranching, List<Segment> segments,
                        List<Symbol> symbols, Map<Integer, SourceLine> sourceMap) {
        this.layout = layout;
        this.delayedBranching = delayedBranching;
        List<Segment> sorted = new ArrayList<>(segments);
        sorted.sort(BY_BASE);
        this.segments = List.copyOf(sorted);
        this.symbols = List.copyOf(symbols);
        TreeMap<Integer, SourceLine> map = new TreeMap<>(UNSIGNED);
        map.putAll(sourceMap);
        this.sourceMap = Collections.unmodifiableNavigableMap(map);
    }

    /** {@return the memory layout the addresses were assigned for} */
    public MemoryLayout layout() { return layout; }

    /** {@return true if assembled with delayed branching (MARS {@code db})} */
    public boolean delayedBranching() { return delayedBranching; }

    /** {@return all segments, ordered by unsigned base address} */
    public List<Segment> segments() { return segments; }

    /**
     * The segments of one kind, ordered by address.
     *
     * @param kind the kind
     * @return the segments of one kind, ordered by address
     */
    public List<Segment> segments(SegmentKind kind) {
        List<Segment> found = new ArrayList<>();
        for (Segment s : segments) {
            if (s.kind() == kind) {
                found.add(s);
            }
        }
        return Collections.unmodifiableList(found);
    }

    /**
     * The segment holding {@code address}, if any.
     *
     * @param address the address
     * @return the segment holding {@code address}, if any
     */
    public Optional<Segment> segmentAt(int address) {
        for (Segment s : segments) {
            if (s.contains(address)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /**
     * The instruction word at a text address, if one was assembled there.
     *
     * @param address the address
     * @return the instruction word at a text address, if one was assembled there
     */
    public OptionalInt instructionAt(int address) {
        Optional<Segment> s = segmentAt(address);
        return s.isPresent() && s.get().kind().isText() && (address & 3) == 0 ? OptionalInt.of(s.get().wordAt(address))
                : OptionalInt.empty();
    }

    /** {@return every label in definition order (locals of all files and globals)} */
    public List<Symbol> symbols() { return symbols; }

    /**
     * The address of {@code label}: the global symbol of that name, else the first local one
     * (in assembly order). Empty if no file defines it.
     *
     * @param label the label
     * @return the address of {@code label}: the global symbol of that name, else the first local one
     */
    public OptionalInt address(String label) {
        Optional<Symbol> s = symbol(label);
        return s.isPresent() ? OptionalInt.of(s.get().address()) : OptionalInt.empty();
    }

    /**
     * The symbol {@code label}, preferring a global one; see {@link #address(String)}.
     *
     * @param label the label
     * @return the symbol {@code label}, preferring a global one; see {@link #address(String)}
     */
    public Optional<Symbol> symbol(String label) {
        Symbol local = null;
        for (Symbol s : symbols) {
            if (s.name().equals(label)) {
                if (s.global()) {
                    return Optional.of(s);
                }
                local = local == null ? s : local;
            }
        }
        return Optional.ofNullable(local);
    }

    /**
     * The labels defined at {@code address}, in definition order (for disassembly and call tracing).
     *
     * @param address the address
     * @return the labels defined at {@code address}, in definition order (for disassembly and call tracing)
     */
    public List<Symbol> symbolsAt(int address) {
        List<Symbol> found = new ArrayList<>();
        for (Symbol s : symbols) {
            if (s.address() == address) {
                found.add(s);
            }
        }
        return Collections.unmodifiableList(found);
    }

    /**
     * Where execution starts without {@code sm}: the text base address of the layout (MARS always
     * starts there), which is the first user {@code .text} address of every ordinary program.
     *
     * @return where execution starts without {@code sm}: the text base address of the layout (MARS always
     */
    public int firstTextAddress() {
        return layout.textBase();
    }

    /**
     * The initial program counter: with {@code startAtMain} the address of the global label
     * {@code main} if there is one in a text segment (MARS {@code sm}), else {@link #firstTextAddress()}.
     *
     * @param startAtMain true to start at the global main
     * @return the initial program counter: with {@code startAtMain} the address of the global label
     */
    public int entryPoint(boolean startAtMain) {
        if (startAtMain) {
            for (Symbol s : symbols) {
                boolean inText = layout.isUserText(s.address()) || layout.isKernelText(s.address());
                if (s.global() && s.name().equals("main") && inText) {
                    return s.address();
                }
            }
        }
        return firstTextAddress();
    }

    /** {@return true if kernel code exists at the exception handler address (0x80000180 by default)} */
    public boolean hasExceptionHandler() {
        return instructionAt(layout.exceptionHandler()).isPresent();
    }

    /**
     * The source line that produced the instruction at {@code address}.
     *
     * @param address the address
     * @return the source line that produced the instruction at {@code address}
     */
    public Optional<SourceLine> sourceLine(int address) {
        return Optional.ofNullable(sourceMap.get(address));
    }

    /** {@return text address → source line for every instruction word, ordered by unsigned address} */
    public NavigableMap<Integer, SourceLine> sourceMap() { return sourceMap; }

    /** {@return number of instruction words in user and kernel text} */
    public int instructionCount() {
        return sourceMap.size();
    }

    @Override
    public String toString() {
        return "ProgramImage[" + layout.marsName() + ", " + segments + ", " + symbols.size() + " symbols]";
    }
}
