package io.github.retrokit.crobots.codegen;

import io.github.retrokit.crobots.program.RobotProgram;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The original's three symbol pools of 64 names: externals and the function table grow by appending;
 * the local pool allocates the lowest empty entry, and at the end of a function only entries 0..15 are
 * cleared (the stale-locals bug: names in entries 16+ survive into later functions).
 */
final class SymbolTables {
    static final int SIZE = RobotProgram.MAX_SYMBOLS;
    static final int CLEARED_LOCALS = 16;

    private final List<String> externals = new ArrayList<>();
    private final List<String> functions = new ArrayList<>();
    private final String[] locals = new String[SIZE];

    /** Thrown when a pool would need a 65th entry. */
    static final class PoolExceeded extends Exception {
        PoolExceeded() {
            super("symbol pool exceeded", null, false, false);
        }
    }

    int localIndex(String name) {
        for (int i = 0; i < SIZE; i++) {
            if (name.equals(locals[i])) {
                return i;
            }
        }
        return -1;
    }

    int allocateLocal(String name) throws PoolExceeded {
        for (int i = 0; i < SIZE; i++) {
            if (locals[i] == null) {
                locals[i] = name;
                return i;
            }
        }
        throw new PoolExceeded();
    }

    /** The local slot of {@code name}, allocating one if the local pool does not have it. */
    int declareLocal(String name) throws PoolExceeded {
        int i = localIndex(name);
        return i >= 0 ? i : allocateLocal(name);
    }

    int externalIndex(String name) {
        return externals.indexOf(name);
    }

    int addExternal(String name) throws PoolExceeded {
        return add(externals, name);
    }

    int functionIndex(String name) {
        return functions.indexOf(name);
    }

    int addFunction(String name) throws PoolExceeded {
        return add(functions, name);
    }

    private static int add(List<String> pool, String name) throws PoolExceeded {
        int i = pool.indexOf(name);
        if (i >= 0) {
            return i;
        }
        if (pool.size() >= SIZE) {
            throw new PoolExceeded();
        }
        pool.add(name);
        return pool.size() - 1;
    }

    /** The original's pool size: the index of the first empty local entry (64 when full). */
    int localPoolSize() {
        for (int i = 0; i < SIZE; i++) {
            if (locals[i] == null) {
                return i;
            }
        }
        return SIZE;
    }

    /** Local names from entry 0 up to the first empty one (what the listing shows). */
    List<String> visibleLocals() {
        return List.of(Arrays.copyOf(locals, localPoolSize()));
    }

    /** End of a function: clear entries 0..{@code cleared-1} (the original clears 16). */
    void endFunction(int cleared) {
        Arrays.fill(locals, 0, cleared, null);
    }

    List<String> externals() {
        return List.copyOf(externals);
    }

    List<String> functions() {
        return List.copyOf(functions);
    }
}
