package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.RobotDisassembler;
import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.RobotProgram;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The manual's DEBUG mode output: after every instruction one line with the disassembled instruction and
 * the top-of-stack pointer and value (after the instruction), e.g.
 * {@code "   12 : fetch   0 local          sp=5 top=10"}; restarts are announced; {@link #pools(RobotVm)}
 * formats the external and local variable pools for the {@code d} command.
 */
public final class TracePrinter implements Tracer {
    private final Appendable out;

    /** A tracer writing to {@code out} (a {@link StringBuilder}, a {@link java.io.PrintStream}, …). */
    public TracePrinter(Appendable out) {
        this.out = out;
    }

    @Override
    public void executed(RobotVm vm, int address, Instruction instruction) {
        write(line(vm, address, instruction));
    }

    @Override
    public void restarted(RobotVm vm, RestartCause cause) {
        write("*** main restarted: " + cause.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + "\n");
    }

    /** One trace line (with its newline). */
    public static String line(RobotVm vm, int address, Instruction instruction) {
        return String.format("%5d : %-24s sp=%d top=%d%n", address, RobotDisassembler.format(instruction), vm.sp(),
                vm.topOfStack()).replace(System.lineSeparator(), "\n");
    }

    /** The external pool, the current function's local pool and the registers, one variable per line. */
    public static String pools(RobotVm vm) {
        RobotProgram p = vm.program();
        StringBuilder b = new StringBuilder("External variables:\n");
        List<String> ext = p.externals();
        for (int i = 0; i < ext.size(); i++) {
            b.append(String.format("%4d : %-8s = %d%n", i, ext.get(i), vm.external(i)));
        }
        FunctionHeader f = p.functionAt(vm.ip());
        b.append("Local variables (").append(f == null ? "?" : f.name()).append(", local mark ")
                .append(vm.lp()).append("):\n");
        int count = f == null ? 0 : f.localCount();
        for (int i = 0; i < count; i++) {
            String name = i < f.locals().size() ? f.locals().get(i) : "";
            b.append(String.format("%4d : %-8s = %d%n", i, name, vm.local(i)));
        }
        b.append(String.format("ip=%d lp=%d sp=%d rp=%d top=%d%n", vm.ip(), vm.lp(), vm.sp(), vm.rp(), vm.topOfStack()));
        return b.toString().replace(System.lineSeparator(), "\n");
    }

    private void write(String s) {
        try {
            out.append(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
