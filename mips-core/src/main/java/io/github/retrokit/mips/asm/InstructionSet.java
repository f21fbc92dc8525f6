package io.github.retrokit.mips.asm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The MARS instruction set, from the two tables of this package: {@link BasicInstructionTable} (155 forms)
 * and {@link PseudoInstructionTable} (388 templates), both in MARS's try order. Only the rows' mnemonics are
 * read at start; a mnemonic's forms and templates are parsed at its first use (a short program uses a
 * handful), every basic form only when something asks for all of them (the disassembler). Immutable in what
 * it answers; shared by all assemblers and threads.
 */
final class InstructionSet {
    private static final InstructionSet MARS = new InstructionSet(BasicInstructionTable.ROWS,
            PseudoInstructionTable.ROWS);

    private final String[] basicRows;
    /** The basic table's row numbers by mnemonic, in table order. */
    private final Map<String, int[]> basicRowsOf;
    /** The pseudo table's rows by mnemonic, in table order. */
    private final Map<String, List<String>> pseudoRowsOf;
    private final Map<String, List<BasicForm>> basicByMnemonic = new ConcurrentHashMap<>();
    private final Map<String, List<PseudoTemplate>> pseudoByMnemonic = new ConcurrentHashMap<>();
    private volatile List<BasicForm> basicForms;

    private InstructionSet(String[] basicRows, String[] pseudoRows) {
        this.basicRows = basicRows;
        this.basicRowsOf = indexBasic(basicRows);
        this.pseudoRowsOf = indexPseudo(pseudoRows);
    }

    static InstructionSet mars() {
        return MARS;
    }

    private static Map<String, int[]> indexBasic(String[] rows) {
        Map<String, int[]> index = new HashMap<>();
        for (int i = 0; i < rows.length; i++) {
            String mnemonic = firstWord(rows[i], 0);
            int[] known = index.get(mnemonic);
            int[] grown = known == null ? new int[1] : Arrays.copyOf(known, known.length + 1);
            grown[grown.length - 1] = i;
            index.put(mnemonic, grown);
        }
        return index;
    }

    private static Map<String, List<String>> indexPseudo(String[] rows) {
        Map<String, List<String>> index = new HashMap<>();
        for (String row : rows) {
            String mnemonic = firstWord(row, row.indexOf('|') + 1);
            List<String> list = index.get(mnemonic);
            if (list == null) {
                list = new ArrayList<>(4);
                index.put(mnemonic, list);
            }
            list.add(row);
        }
        return index;
    }

    /** The lower-case word of {@code row} that starts at {@code from} or after the spaces there. */
    private static String firstWord(String row, int from) {
        int start = from;
        while (row.charAt(start) == ' ') {
            start++;
        }
        int end = start;
        while (end < row.length() && row.charAt(end) != ' ' && row.charAt(end) != '|') {
            end++;
        }
        return row.substring(start, end).toLowerCase(Locale.ROOT);
    }

    /** Every basic form, in table order (parses those not used yet). */
    List<BasicForm> basicForms() {
        List<BasicForm> all = basicForms;
        if (all == null) {
            BasicForm[] inOrder = new BasicForm[basicRows.length];
            for (Map.Entry<String, int[]> rows : basicRowsOf.entrySet()) {
                List<BasicForm> forms = basic(rows.getKey());
                for (int k = 0; k < forms.size(); k++) {
                    inOrder[rows.getValue()[k]] = forms.get(k);
                }
            }
            all = List.of(inOrder);
            basicForms = all;
        }
        return all;
    }

    /** Every pseudo template, in table order (parses those not used yet). */
    List<PseudoTemplate> templates() {
        List<PseudoTemplate> all = new ArrayList<>();
        for (String mnemonic : pseudoRowsOf.keySet()) {
            all.addAll(pseudo(mnemonic));
        }
        all.sort(java.util.Comparator.comparingInt(PseudoTemplate::number));
        return List.copyOf(all);
    }

    /** Basic forms of a lower-case mnemonic, in try order (empty if none). */
    List<BasicForm> basic(String mnemonic) {
        List<BasicForm> forms = basicByMnemonic.get(mnemonic);
        if (forms != null) {
            return forms;
        }
        int[] rows = basicRowsOf.get(mnemonic);
        if (rows == null) {
            return List.of();
        }
        BasicForm[] parsed = new BasicForm[rows.length];
        for (int k = 0; k < rows.length; k++) {
            String[] columns = basicRows[rows[k]].split("\\|", -1);
            parsed[k] = BasicForm.parse(columns[0], columns[1], columns[2]);
        }
        List<BasicForm> made = List.of(parsed);
        List<BasicForm> raced = basicByMnemonic.putIfAbsent(mnemonic, made);
        return raced != null ? raced : made;
    }

    /** Pseudo templates of a lower-case mnemonic, in try order (empty if none). */
    List<PseudoTemplate> pseudo(String mnemonic) {
        List<PseudoTemplate> templates = pseudoByMnemonic.get(mnemonic);
        if (templates != null) {
            return templates;
        }
        List<String> rows = pseudoRowsOf.get(mnemonic);
        if (rows == null) {
            return List.of();
        }
        PseudoTemplate[] parsed = new PseudoTemplate[rows.size()];
        for (int k = 0; k < parsed.length; k++) {
            parsed[k] = PseudoTemplate.parse(rows.get(k).split("\\|", -1));
        }
        List<PseudoTemplate> made = List.of(parsed);
        List<PseudoTemplate> raced = pseudoByMnemonic.putIfAbsent(mnemonic, made);
        return raced != null ? raced : made;
    }

    boolean isMnemonic(String lowerCase) {
        return basicRowsOf.containsKey(lowerCase) || pseudoRowsOf.containsKey(lowerCase);
    }
}
