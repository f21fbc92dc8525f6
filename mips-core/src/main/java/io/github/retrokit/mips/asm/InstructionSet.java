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

/**
 * The MARS instruction set, read once from the two data tables in this package's resources:
 * {@code basic-instructions.txt} (155 forms) and {@code pseudo-instructions.txt} (388 templates),
 * both in MARS's try order. Immutable; shared by all assemblers.
 */
final class InstructionSet {
    private static final InstructionSet MARS = load();

    private final List<BasicForm> basicForms;
    private final List<PseudoTemplate> templates;
    private final Map<String, List<BasicForm>> basicByMnemonic;
    private final Map<String, List<PseudoTemplate>> pseudoByMnemonic;

    private InstructionSet(List<BasicForm> basicForms, List<PseudoTemplate> templates) {
        this.basicForms = List.copyOf(basicForms);
        this.templates = List.copyOf(templates);
        this.basicByMnemonic = group(basicForms, BasicForm::mnemonic);
        this.pseudoByMnemonic = group(templates, PseudoTemplate::mnemonic);
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

    List<PseudoTemplate> templates() { return templates; }

    /** Basic forms of a lower-case mnemonic, in try order (empty if none). */
    List<BasicForm> basic(String mnemonic) {
        return basicByMnemonic.getOrDefault(mnemonic, List.of());
    }

    /** Pseudo templates of a lower-case mnemonic, in try order (empty if none). */
    List<PseudoTemplate> pseudo(String mnemonic) {
        return pseudoByMnemonic.getOrDefault(mnemonic, List.of());
    }

    boolean isMnemonic(String lowerCase) {
        return basicByMnemonic.containsKey(lowerCase) || pseudoByMnemonic.containsKey(lowerCase);
    }

    private static InstructionSet load() {
        List<BasicForm> basic = new ArrayList<>();
        for (String[] row : rows("basic-instructions.txt")) {
            basic.add(BasicForm.parse(row[0], row[1], row[2]));
        }
        List<PseudoTemplate> pseudo = new ArrayList<>();
        for (String[] row : rows("pseudo-instructions.txt")) {
            pseudo.add(PseudoTemplate.parse(row));
        }
        return new InstructionSet(basic, pseudo);
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
