package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.internal.Internals;
import io.github.retrokit.mips.memory.Memory;
import io.github.retrokit.mips.run.Machine;
import java.io.PrintStream;

/** What MARS prints after a command-line run: instruction count, registers, memory ranges. */
final class PostMortem {
    private static final int WORDS_PER_LINE = 4;

    private final MarsArguments args;
    private final PrintStream out;

    PostMortem(MarsArguments args, PrintStream out) {
        this.args = args;
        this.out = out;
    }

    void print(Machine machine, long instructionCount) {
        if (args.countInstructions) {
            out.println("\n" + instructionCount);
        }
        out.println();
        for (String register : args.registers) {
            register(machine, register);
        }
        for (int[] range : args.memoryRanges) {
            memory(machine, range[0], range[1]);
        }
    }

    private void register(Machine machine, String name) {
        int gpr = MarsArguments.gprNumber(name);
        if (args.verbose) {
            out.print(name + "\t");
        }
        if (gpr >= 0) {
            out.println(format(machine.register(gpr)));
            return;
        }
        int n = MarsArguments.fprNumber(name);
        int bits = machine.fpr(n);
        boolean hasDouble = n % 2 == 0;
        long pair = hasDouble ? ((long) machine.fpr(n + 1) << 32) | (bits & 0xffffffffL) : 0;
        // an even register also shows the double it starts; an odd one only its float, no tab after it
        String single = switch (args.format) {
            case 'd' -> Float.toString(Float.intBitsToFloat(bits));
            case 'a' -> ascii(bits);
            default -> String.format("0x%08x", bits);
        };
        String pairText = !hasDouble ? "" : switch (args.format) {
            case 'd' -> "\t" + Double.longBitsToDouble(pair);
            case 'a' -> "\t" + ascii((int) (pair >>> 32)) + ascii((int) pair);
            default -> "\t" + String.format("0x%016x", pair);
        };
        out.print(single + pairText + "\n");
    }

    private void memory(Machine machine, int low, int high) {
        Memory memory = Internals.memory(machine);
        int shown = 0;
        for (int address = low; address <= high; address += 4) {
            if (address < 0 && high > 0) {
                break;
            }
            if (shown % WORDS_PER_LINE == 0) {
                out.print(shown > 0 ? "\n" : "");
                if (args.verbose) {
                    out.print("Mem[" + String.format("0x%08x", address) + "]\t");
                }
            }
            if (memory.isText(address) || memory.isData(address)) {
                out.print(format(memory.peekWord(address)) + "\t");
            } else {
                out.print("Invalid address: " + address + "\t");
            }
            shown++;
            if (address == Integer.MAX_VALUE - 3) {
                break;
            }
        }
        out.println();
    }

    private String format(int value) {
        switch (args.format) {
            case 'd': return Integer.toString(value);
            case 'a': return ascii(value);
            default: return String.format("0x%08x", value);
        }
    }

    /**
     * MARS's ASCII view of a word: the four bytes high to low, each a right-aligned 3-character cell
     * ({@code "  A"}, {@code " \\0"} for NUL, {@code "  ."} for an unprintable byte).
     */
    static String ascii(int value) {
        StringBuilder text = new StringBuilder(12);
        for (int i = 3; i >= 0; i--) {
            int b = (value >>> (8 * i)) & 0xff;
            text.append(b == 0 ? " \\0" : b >= 32 && b < 127 ? "  " + (char) b : "  .");
        }
        return text.toString();
    }
}
