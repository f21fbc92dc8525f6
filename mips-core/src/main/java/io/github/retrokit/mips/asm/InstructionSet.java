package io.github.retrokit.mips.asm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The MARS instruction set, read once from the two data tables in this package's resources:
 * {@code basic-instructions.txt} (155 forms) and {@code pseudo-instructions.txt} (388 templates),
 * both in MARS's try order; a mnemonic's pseudo templates are parsed at its first use (a short program
 * uses a handful of the 388). Immutable in what it answers; shared by all assemblers.
 */
final class InstructionSet {
    private static final InstructionSet MARS = load();

    private final List<BasicForm> basicForms;
    private final Map<String, List<BasicForm>> basicByMnemonic;
    /** The pseudo table's rows by mnemonic, parsed into templates at a mnemonic's first use. */
    private final Map<String, List<String[]>> pseudoRows;
    private final Map<String, List<PseudoTemplate>> pseudoByMnemonic = new ConcurrentHashMap<>();

    private InstructionSet(List<BasicForm> basicForms, List<String[]> pseudoRows) {
        this.basicForms = List.copyOf(basicForms);
        this.basicByMnemonic = group(basicForms, BasicForm::mnemonic);
        this.pseudoRows = group(pseudoRows, PseudoTemplate::mnemonicOf);
    }

    static InstructionSet mars() {
        return MARS;
    }

    private static <T> Map<String, List<T>> group(List<T> items, java.util.function.Function<T, String> key) {
        Map<String, List<T>> map = new LinkedHashMap<>();
        for (T item : items) {
            map.computeIfAbsent(key.apply(item), k -> new ArrayList<>()).add(item);
        }
        map.replaceAll((k, v) -> List.copyOf(v));
        return Collections.unmodifiableMap(map);
    }

    List<BasicForm> basicForms() { return basicForms; }

    /** Every pseudo template, in table order (parses those not used yet). */
    List<PseudoTemplate> templates() {
        List<PseudoTemplate> all = new ArrayList<>();
        pseudoRows.keySet().forEach(mnemonic -> all.addAll(pseudo(mnemonic)));
        all.sort(java.util.Comparator.comparingInt(PseudoTemplate::number));
        return List.copyOf(all);
    }

    /** Basic forms of a lower-case mnemonic, in try order (empty if none). */
    List<BasicForm> basic(String mnemonic) {
        return basicByMnemonic.getOrDefault(mnemonic, List.of());
    }

    /** Pseudo templates of a lower-case mnemonic, in try order (empty if none). */
    List<PseudoTemplate> pseudo(String mnemonic) {
        List<String[]> rows = pseudoRows.get(mnemonic);
        if (rows == null) {
            return List.of();
        }
        return pseudoByMnemonic.computeIfAbsent(mnemonic, m -> {
            List<PseudoTemplate> templates = new ArrayList<>(rows.size());
            rows.forEach(row -> templates.add(PseudoTemplate.parse(row)));
            return List.copyOf(templates);
        });
    }

    boolean isMnemonic(String lowerCase) {
        return basicByMnemonic.containsKey(lowerCase) || pseudoRows.containsKey(lowerCase);
    }

    private static InstructionSet load() {
        List<BasicForm> basic = new ArrayList<>();
        for (String[] row : rows("basic-instructions.txt")) {
            basic.add(BasicForm.parse(row[0], row[1], row[2]));
        }
        return new InstructionSet(basic, rows("pseudo-instructions.txt"));
    }

    private static List<String[]> rows(String resource) {
        List<String[]> rows = new ArrayList<>();
        try (InputStream in = InstructionSet.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    rows.add(line.split("\\|", -1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }
}
