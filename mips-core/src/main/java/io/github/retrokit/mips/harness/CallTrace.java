package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.run.RegisterNames;
import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.cpu.InvalidPcException;
import io.github.retrokit.mips.cpu.MemoryWriteListener;
import io.github.retrokit.mips.cpu.MipsException;
import io.github.retrokit.mips.cpu.ProgramExit;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.image.Symbol;
import io.github.retrokit.mips.syscall.FileLimitExceeded;
import io.github.retrokit.mips.syscall.OutputLimitExceeded;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/** Runs one call step by step, recording jal/jalr targets and writes outside the writable regions. */
final class CallTrace implements MemoryWriteListener {
    private static final int OPCODE_SPECIAL = 0;
    private static final int OPCODE_JAL = 3;
    private static final int FUNCT_JALR = 9;

    private final ProgramImage image;
    private final List<Region> writable;
    private final int stackFloor;
    private final int stackTop;
    private final List<LabelCall> calls = new ArrayList<>();
    private final List<MemoryWrite> forbidden = new ArrayList<>();

    CallTrace(ProgramImage image, CallSetup setup) {
        this.image = image;
        this.writable = setup.writable();
        this.stackFloor = setup.stackFloor();
        this.stackTop = setup.stackTop();
    }

    /**
     * A write is allowed in the stack below the entry {@code $sp} (down to the heap's end at entry, so
     * memory the function takes with {@code sbrk} counts as its own), in the caller's stack-argument
     * area when there are more than four arguments, and in the declared regions.
     */
    @Override
    public void memoryWritten(int address, int size, int value, int pc) {
        if (Integer.compareUnsigned(address, stackFloor) >= 0
                && Integer.toUnsignedLong(address) + size <= Integer.toUnsignedLong(stackTop)) {
            return;
        }
        for (Region r : writable) {
            if (r.contains(address, size)) {
                return;
            }
        }
        forbidden.add(new MemoryWrite(address, size, value, pc, image.sourceLine(pc)));
    }

    CallResult run(Cpu cpu, CallRequest request, CallSetup setup, int sentinel, Supplier<String> output) {
        long steps = 0;
        CallOutcome outcome = CallOutcome.STEP_LIMIT;
        RuntimeFault fault = null;
        try {
            while (steps < request.maxSteps()) {
                int pc = cpu.pc();
                if (pc == sentinel) {
                    outcome = CallOutcome.RETURNED;
                    break;
                }
                OptionalInt word = cpu.instructionAt(pc);
                if (word.isEmpty()) {
                    outcome = CallOutcome.EXITED;
                    break;
                }
                noteCall(cpu, pc, word.getAsInt());
                steps++;
                cpu.run(1, sentinel);
            }
            if (outcome == CallOutcome.STEP_LIMIT && cpu.pc() == sentinel) {
                outcome = CallOutcome.RETURNED;
            }
        } catch (MipsException e) {
            outcome = CallOutcome.RUNTIME_ERROR;
            fault = new RuntimeFault(e.getMessage(), cpu.pc(), image.sourceLine(cpu.pc()));
        } catch (InvalidPcException e) {
            outcome = CallOutcome.RUNTIME_ERROR;
            fault = new RuntimeFault(e.getMessage(), e.pc(), Optional.empty());
        } catch (ProgramExit e) {
            outcome = CallOutcome.EXITED;
        } catch (OutputLimitExceeded | FileLimitExceeded e) {
            outcome = CallOutcome.RUNTIME_ERROR;
            fault = new RuntimeFault(e.getMessage(), cpu.pc(), image.sourceLine(cpu.pc()));
        }
        return new CallResult(request.label(), outcome, cpu.gpr(RegisterNames.V0), cpu.gpr(RegisterNames.V1), steps,
                calls, outcome == CallOutcome.RETURNED ? unrestored(cpu, setup) : List.of(), forbidden,
                missing(request), needlessSaves(request), Optional.ofNullable(fault), output.get());
    }

    private void noteCall(Cpu cpu, int pc, int word) {
        int opcode = word >>> 26;
        int target;
        if (opcode == OPCODE_JAL) {
            target = ((pc + 4) & 0xF0000000) | ((word & 0x03FFFFFF) << 2);
        } else if (opcode == OPCODE_SPECIAL && (word & 0x3f) == FUNCT_JALR) {
            target = cpu.gpr((word >>> 21) & 31);
        } else {
            return;
        }
        calls.add(new LabelCall(labelAt(target), target, pc, image.sourceLine(pc)));
    }

    private String labelAt(int address) {
        List<Symbol> symbols = image.symbolsAt(address);
        return symbols.isEmpty() ? String.format("0x%08x", address) : symbols.get(0).name();
    }

    private static List<RegisterChange> unrestored(Cpu cpu, CallSetup setup) {
        List<RegisterChange> changes = new ArrayList<>();
        for (int r : RegisterNames.CALLEE_SAVED) {
            int before = setup.entryRegisters()[r];
            int after = cpu.gpr(r);
            if (before != after) {
                changes.add(new RegisterChange(RegisterNames.name(r), r, before, after));
            }
        }
        return changes;
    }

    /** The needless saves of the called function and of every function it reached, once each. */
    private List<NeedlessSave> needlessSaves(CallRequest request) {
        SavedRegisterCheck check = new SavedRegisterCheck(image);
        Map<Integer, String> functions = new LinkedHashMap<>();
        image.address(request.label()).ifPresent(a -> functions.put(a, request.label()));
        calls.forEach(c -> functions.putIfAbsent(c.target(), c.label()));
        List<NeedlessSave> all = new ArrayList<>();
        functions.forEach((entry, label) -> all.addAll(check.check(label, entry)));
        return all;
    }

    private List<String> missing(CallRequest request) {
        List<String> reached = calls.stream().map(LabelCall::label).toList();
        return request.requiredCalls().stream().filter(l -> !reached.contains(l)).distinct().toList();
    }
}
