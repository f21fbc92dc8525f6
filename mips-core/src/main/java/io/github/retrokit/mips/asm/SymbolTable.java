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
        Map<String, Integer> table = locals.get(file); // not computeIfAbsent: no lambda at every start
        if (table == null) {
            table = new LinkedHashMap<>();
            locals.put(file, table);
        }
        return table;
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
        for (Map.Entry<String, Map<String, Integer>> table : locals.entrySet()) {
            for (Map.Entry<String, Integer> label : table.getValue().entrySet()) {
                all.add(new Symbol(label.getKey(), label.getValue(), false, table.getKey()));
            }
        }
        for (Map.Entry<String, Integer> label : globals.entrySet()) {
            all.add(new Symbol(label.getKey(), label.getValue(), true, globalFiles.get(label.getKey())));
        }
        return all;
    }
}
