package io.github.retrokit.mips.run;

import io.github.retrokit.mips.image.MemoryLayout;
import java.util.List;

/**
 * Stores program arguments the way MARS's {@code pa} does: the strings packed downwards from the stack
 * base, then below {@code $sp} a NUL word, the argv pointers and argc; {@code $sp} points at argc,
 * {@code $a0} = argc, {@code $a1} = argv.
 */
final class ProgramArguments {
    private ProgramArguments() { }

    static void store(Machine machine, List<String> arguments) {
        if (arguments.isEmpty()) {
            return;
        }
        MemoryLayout layout = machine.layout();
        int high = layout.stackBase();
        int[] starts = new int[arguments.size()];
        for (int i = 0; i < arguments.size(); i++) {
            String argument = arguments.get(i);
            machine.writeByte(high--, 0);
            for (int j = argument.length() - 1; j >= 0; j--) {
                machine.writeByte(high--, argument.charAt(j));
            }
            starts[i] = high + 1;
        }
        int stack = layout.stackPointer();
        if (Integer.compareUnsigned(high, stack) < 0) {
            stack = high - (high % 4) - 4;
        }
        machine.writeWord(stack, 0);
        stack -= 4;
        for (int i = starts.length - 1; i >= 0; i--) {
            machine.writeWord(stack, starts[i]);
            stack -= 4;
        }
        machine.writeWord(stack, starts.length);
        stack -= 4;
        machine.setRegister(29, stack + 4);
        machine.setRegister(4, starts.length);
        machine.setRegister(5, stack + 8);
    }
}
