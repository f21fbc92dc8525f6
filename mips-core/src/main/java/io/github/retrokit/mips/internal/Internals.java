package io.github.retrokit.mips.internal;

import io.github.retrokit.mips.cpu.Cpu;
import io.github.retrokit.mips.memory.Memory;
import io.github.retrokit.mips.memory.MemoryState;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineState;
import io.github.retrokit.mips.syscall.MipsConsole;
import io.github.retrokit.mips.syscall.MipsFileSystem;
import io.github.retrokit.mips.syscall.SyscallContext;
import java.util.function.LongSupplier;

/**
 * The way this module's own packages (command line, debugger, harness, tests) reach the processor and memory
 * behind the exported API ({@link Machine}, {@link SyscallContext}, {@link MachineState}) without making them
 * part of it. This package is not exported. Each API class installs its bridge once, when it is initialized
 * (the pattern of the JDK's {@code SharedSecrets}); the bridges are stateless.
 */
public final class Internals {
    /** The bridge {@link Machine} installs. */
    public interface MachineBridge {
        /** The machine's processor. */
        Cpu cpu(Machine machine);

        /** The machine's memory. */
        Memory memory(Machine machine);

        /** The memory part of a saved state. */
        MemoryState memory(MachineState state);
    }

    /** The bridge {@link SyscallContext} installs. */
    public interface ContextBridge {
        /** A context for {@code cpu}'s syscalls. */
        SyscallContext create(Cpu cpu, MipsConsole console, MipsFileSystem fileSystem, long maxOutputBytes,
                              LongSupplier clock, long maxFileBytes);

        /** The processor a context works on. */
        Cpu cpu(SyscallContext context);
    }

    private static volatile MachineBridge machines;
    private static volatile ContextBridge contexts;

    private Internals() { }

    /** Called once by {@link Machine}'s static initializer. */
    public static void install(MachineBridge bridge) {
        if (machines != null) {
            throw new IllegalStateException("machine bridge installed twice");
        }
        machines = bridge;
    }

    /** Called once by {@link SyscallContext}'s static initializer. */
    public static void install(ContextBridge bridge) {
        if (contexts != null) {
            throw new IllegalStateException("syscall context bridge installed twice");
        }
        contexts = bridge;
    }

    /** The processor of {@code machine}. */
    public static Cpu cpu(Machine machine) { return machines.cpu(machine); }

    /** The memory of {@code machine}. */
    public static Memory memory(Machine machine) { return machines.memory(machine); }

    /** The memory part of {@code state}. */
    public static MemoryState memory(MachineState state) {
        initialize(Machine.class);
        return machines.memory(state);
    }

    /** The processor a syscall {@code context} works on. */
    public static Cpu cpu(SyscallContext context) { return contexts.cpu(context); }

    /** A syscall context for {@code cpu} (limits: {@link Long#MAX_VALUE} for none). */
    public static SyscallContext newSyscallContext(Cpu cpu, MipsConsole console, MipsFileSystem fileSystem,
                                                   long maxOutputBytes, LongSupplier clock, long maxFileBytes) {
        initialize(SyscallContext.class);
        return contexts.create(cpu, console, fileSystem, maxOutputBytes, clock, maxFileBytes);
    }

    private static void initialize(Class<?> type) {
        try {
            Class.forName(type.getName(), true, type.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
