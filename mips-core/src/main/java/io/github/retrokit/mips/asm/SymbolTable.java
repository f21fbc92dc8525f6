package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.image.Symbol;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The local labels of every file and the global ones, as MARS keeps them. */
final class SymbolTable {
    private final Map<String, Map<String, Integer>> locals = new LinkedHashMap<>();
    private final Map<String, Integer> globals = new LinkedHashMap<>();
    private final Map<String, String> globalFiles = new LinkedHashMap<>();

    Map<String, Integer> localsOf(String file) {
        return locals.computeIfAbsent(file, f -> new LinkedHashMap<>());
    }

    /** Defines a local label; false if the file already has it. */
    boolean define(String file, String name, int address) {
        return localsOf(file).putIfAbsent(name, address) == null;
    }

    void redefine(String file, String name, int address) {
        if (globals.containsKey(name) && file.equals(globalFiles.get(name))) {
            globals.put(name, address);
        } else {
            localsOf(file).put(name, address);
        }
    }

    boolean isGlobal(String name) {
        return globals.containsKey(name);
    }

    /** Makes a label global; false if another file already made one of that name global. */
    boolean defineGlobal(String file, String name, int address) {
        if (globals.containsKey(name)) {
            return false;
        }
        globals.put(name, address);
        globalFiles.put(name, file);
        return true;
    }

    /** Moves a local label of {@code file} to the global table. */
    Integer promote(String file, String name) {
        return localsOf(file).remove(name);
    }

    /** The address of {@code name} as seen from {@code file}: its local label, else the global one. */
    Integer lookup(String file, String name) {
        Integer local = localsOf(file).get(name);
        return local != null ? local : globals.get(name);
    }

    List<Symbol> symbols() {
        List<Symbol> all = new ArrayList<>();
        locals.forEach((file, table) -> table.forEach((name, address) -> all.add(new Symbol(name, address, false, file))));
        globals.forEach((name, address) -> all.add(new Symbol(name, address, true, globalFiles.get(name))));
        return all;
    }
}
