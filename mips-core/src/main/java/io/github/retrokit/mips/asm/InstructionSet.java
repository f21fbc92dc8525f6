package io.github.retrokit.mips.asm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
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
    private static final InstructionSet MARS = new InstructionSet();

    /** The basic table's row numbers by mnemonic, in table order. */
    private final Map<String, int[]> basicRowsOf;
    /** The pseudo table's rows by mnemonic, in table order. */
    private final Map<String, List<String>> pseudoRowsOf;
    private final Map<String, List<BasicForm>> basicByMnemonic = new ConcurrentHashMap<>();
    private final Map<String, List<PseudoTemplate>> pseudoByMnemonic = new ConcurrentHashMap<>();
    private volatile List<BasicForm> basicForms;
    /** The basic table's row numbers by {@link #decodeKey}, made at the first disassembly. */
    private volatile Map<Integer, int[]> rowsByDecodeKey;

    private InstructionSet() {
        this.basicRowsOf = indexBasic();
        this.pseudoRowsOf = indexPseudo();
    }

    static InstructionSet mars() {
        return MARS;
    }

    private static Map<String, int[]> indexBasic() {
        Map<String, int[]> index = new HashMap<>();
        for (int i = 0, n = BasicInstructionTable.size(); i < n; i++) {
            add(index, firstWord(BasicInstructionTable.row(i), 0), i);
        }
        return index;
    }

    private static Map<String, List<String>> indexPseudo() {
        Map<String, List<String>> index = new HashMap<>();
        for (int i = 0, n = PseudoInstructionTable.size(); i < n; i++) {
            String row = PseudoInstructionTable.row(i);
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

    /**
     * The word of {@code row} that starts at {@code from} or after the spaces there, up to the next space (the
     * tables write mnemonics in lower case and follow them by a space). {@code indexOf}, not a loop over
     * {@code charAt}: thousands of calls at every start would have C2 compile {@code String.charAt}.
     */
    private static String firstWord(String row, int from) {
        int start = from;
        while (row.charAt(start) == ' ') {
            start++;
        }
        return row.substring(start, row.indexOf(' ', start));
    }

    /** Every basic form, in table order (parses those not used yet). */
    List<BasicForm> basicForms() {
        List<BasicForm> all = basicForms;
        if (all == null) {
            BasicForm[] inOrder = new BasicForm[BasicInstructionTable.size()];
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

    /**
     * The basic forms that can decode {@code word}, in table order: those of its opcode whose last six bits,
     * where the form fixes them (the function field), are the word's. Parses only these forms' mnemonics, so
     * that disassembling a program does not parse the whole table.
     */
    List<BasicForm> decodeCandidates(int word) {
        Map<Integer, int[]> index = rowsByDecodeKey;
        if (index == null) {
            index = new HashMap<>();
            for (int i = 0, n = BasicInstructionTable.size(); i < n; i++) {
                add(index, decodeKey(BasicInstructionTable.row(i)), i);
            }
            rowsByDecodeKey = index;
        }
        int[] withFunction = index.getOrDefault((word >>> 26) * 64 + (word & 63), new int[0]);
        int[] opcodeOnly = index.getOrDefault(-1 - (word >>> 26), new int[0]);
        List<BasicForm> candidates = new ArrayList<>(withFunction.length + opcodeOnly.length);
        for (int a = 0, b = 0; a < withFunction.length || b < opcodeOnly.length; ) {
            boolean takeA = b == opcodeOnly.length || a < withFunction.length && withFunction[a] < opcodeOnly[b];
            candidates.add(formOfRow(takeA ? withFunction[a++] : opcodeOnly[b++]));
        }
        return candidates;
    }

    /**
     * A basic row's opcode and function field as {@code opcode * 64 + function} when its encoding ends in six
     * fixed bits, else {@code -1 - opcode} (every row's encoding starts with its six opcode bits).
     */
    private static int decodeKey(String row) {
        String encoding = row.substring(row.lastIndexOf('|') + 1).trim();
        int opcode = Integer.parseInt(encoding.substring(0, 6), 2);
        String last = encoding.substring(encoding.lastIndexOf(' ') + 1);
        return last.length() == 6 && TableText.isBinary(last) ? opcode * 64 + Integer.parseInt(last, 2) : -1 - opcode;
    }

    private static <K> void add(Map<K, int[]> index, K key, int row) {
        int[] known = index.get(key);
        int[] grown = known == null ? new int[1] : Arrays.copyOf(known, known.length + 1);
        grown[grown.length - 1] = row;
        index.put(key, grown);
    }

    /** The form of basic table row {@code row}, parsed with the rest of its mnemonic's rows. */
    private BasicForm formOfRow(int row) {
        String mnemonic = firstWord(BasicInstructionTable.row(row), 0);
        int[] rows = basicRowsOf.get(mnemonic);
        int k = 0;
        while (rows[k] != row) {
            k++;
        }
        return basic(mnemonic).get(k);
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
            String[] columns = BasicInstructionTable.row(rows[k]).split("\\|", -1);
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
