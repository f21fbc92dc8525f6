package io.github.retrokit.mips.syscall;

import java.util.Map;
import java.util.TreeMap;

/**
 * An immutable table from service number ({@code $v0}) to {@link Syscall}. Start from
 * {@link #standard()} (MARS's services 1-17, 30-36, 40-44) and add your own with {@link #with}.
 */
public final class SyscallRegistry {
    private static final SyscallRegistry STANDARD = build();

    private final Map<Integer, Syscall> services;

    private SyscallRegistry(Map<Integer, Syscall> services) {
        this.services = Map.copyOf(services);
    }

    /** {@return MARS 4.5's services 1-17, 30-36 and 40-44 with MARS's behaviour and quirks} */
    public static SyscallRegistry standard() {
        return STANDARD;
    }

    /** {@return a registry with no services at all} */
    public static SyscallRegistry empty() {
        return new SyscallRegistry(Map.of());
    }

    /**
     * A copy of this registry where {@code number} is served by {@code service} (replacing any other).
     *
     * @param number the syscall number
     * @param service the service
     * @return a registry with this change, this one unchanged
     */
    public SyscallRegistry with(int number, Syscall service) {
        Map<Integer, Syscall> copy = new TreeMap<>(services);
        copy.put(number, service);
        return new SyscallRegistry(copy);
    }

    /**
     * A copy of this registry without service {@code number}.
     *
     * @param number the syscall number
     * @return a registry with this change, this one unchanged
     */
    public SyscallRegistry without(int number) {
        Map<Integer, Syscall> copy = new TreeMap<>(services);
        copy.remove(number);
        return new SyscallRegistry(copy);
    }

    /**
     * The service for {@code number}, or null.
     *
     * @param number the syscall number
     * @return the service for {@code number}, or null
     */
    public Syscall find(int number) {
        return services.get(number);
    }

    /** {@return the registered numbers, ascending} */
    public java.util.SortedSet<Integer> numbers() {
        return new java.util.TreeSet<>(services.keySet());
    }

    private static SyscallRegistry build() {
        Map<Integer, Syscall> map = new TreeMap<>();
        ConsoleSyscalls.register(map);
        FileSyscalls.register(map);
        SystemSyscalls.register(map);
        return new SyscallRegistry(map);
    }
}
