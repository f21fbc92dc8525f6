package io.github.retrokit.mips.asm;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Mutates assembly sources the way a fuzzer should: single characters, whole tokens, whole lines, splices
 * of two sources and truncations, with a dictionary of the dialect's directives, registers, extreme
 * numbers and structure lines ({@code .macro}, {@code .include}, {@code .eqv}). Deterministic per seed.
 */
final class SourceMutator {
    private static final String[] TOKENS = {
        ".text", ".data", ".ktext", ".kdata", ".word", ".half", ".byte", ".ascii", ".asciiz", ".space", ".align",
        ".float", ".double", ".globl", ".extern", ".eqv", ".macro", ".end_macro", ".include", ".set",
        "$t0", "$zero", "$31", "$32", "$f1", "$f31", "$f32", "$99", "$", "%arg", "%", "main", "loop", "L", "m",
        "0", "-1", "2147483647", "-2147483648", "4294967296", "0x7fffffff", "0xffffffff", "0x", "077", "08",
        "1e308", "1.5e-400", "NaN", "'\\377'", "'a", "\"a\\\"b\"", "\"", "'", ":", ",", "(", ")", "+", "-", "#",
        "\\", "0:67108864", "67108864", "li", "la", "lw", "sw", "beq", "j", "jal", "syscall", "mul", "div",
    };
    private static final String[] LINES = {
        ".macro m", ".macro m (%a)", ".end_macro", "m", "m($t0)", ".include \"lib.asm\"", ".include \"main.asm\"",
        ".include \"/etc/hostname\"", ".include \"missing.asm\"", ".eqv X $t0", ".eqv X X", ".eqv Y X",
        ".space 67108864", ".extern big 2147483647", ".word 0:67108864", ".align 16", ".ktext 0x80000180",
        ".data 0xfffffffc", ".text 0x7ffffffc", "main: j main", "L: .word L", ".globl main", "eret",
    };

    private final Random random;

    SourceMutator(long seed) {
        this.random = new Random(seed);
    }

    Random random() { return random; }

    /** One to four mutations of {@code text}; {@code other} is a second source for splices. */
    String mutate(String text, String other) {
        String result = text;
        for (int n = 1 + random.nextInt(4); n > 0; n--) {
            result = switch (random.nextInt(8)) {
                case 0, 1 -> characters(result);
                case 2, 3 -> tokens(result);
                case 4, 5 -> lines(result);
                case 6 -> splice(result, other);
                default -> truncate(result);
            };
        }
        return result;
    }

    private String characters(String text) {
        StringBuilder sb = new StringBuilder(text);
        for (int n = 1 + random.nextInt(8); n > 0; n--) {
            int at = sb.isEmpty() ? 0 : random.nextInt(sb.length());
            char c = randomChar();
            switch (random.nextInt(3)) {
                case 0 -> sb.insert(at, c);
                case 1 -> {
                    if (!sb.isEmpty()) {
                        sb.deleteCharAt(at);
                    }
                }
                default -> {
                    if (!sb.isEmpty()) {
                        sb.setCharAt(at, c);
                    }
                }
            }
        }
        return sb.toString();
    }

    private char randomChar() {
        return switch (random.nextInt(4)) {
            case 0 -> (char) random.nextInt(0x80);
            case 1 -> (char) random.nextInt(0x10000);
            case 2 -> "\0\r\n\t\"'\\#:,()$%.-+".charAt(random.nextInt(17));
            default -> (char) (0x20 + random.nextInt(0x5f));
        };
    }

    private String tokens(String text) {
        List<String> pieces = pieces(text);
        if (pieces.isEmpty()) {
            return pick(TOKENS);
        }
        for (int n = 1 + random.nextInt(4); n > 0; n--) {
            int at = random.nextInt(pieces.size());
            switch (random.nextInt(4)) {
                case 0 -> pieces.set(at, pick(TOKENS));
                case 1 -> pieces.add(at, pick(TOKENS) + " ");
                case 2 -> pieces.set(at, "");
                default -> pieces.add(at, pieces.get(random.nextInt(pieces.size())));
            }
        }
        return String.join("", pieces);
    }

    /** {@code text} cut into whitespace runs, words, numbers, quoted literals and single characters. */
    private static List<String> pieces(String text) {
        List<String> pieces = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int start = i;
            char c = text.charAt(i++);
            if (Character.isWhitespace(c)) {
                while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
            } else if (Character.isLetterOrDigit(c) || "_.$%".indexOf(c) >= 0) {
                while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || "_.$%".indexOf(text.charAt(i)) >= 0)) {
                    i++;
                }
            } else if (c == '"' || c == '\'') {
                while (i < text.length() && text.charAt(i) != c && text.charAt(i) != '\n') {
                    i += text.charAt(i) == '\\' ? 2 : 1;
                }
                i = Math.min(text.length(), i + 1);
            }
            pieces.add(text.substring(start, i));
        }
        return pieces;
    }

    private String lines(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        for (int n = 1 + random.nextInt(3); n > 0; n--) {
            int at = random.nextInt(lines.size());
            switch (random.nextInt(5)) {
                case 0 -> lines.add(at, pick(LINES));
                case 1 -> {
                    if (lines.size() > 1) {
                        lines.remove(at);
                    }
                }
                case 2 -> lines.add(at, lines.get(random.nextInt(lines.size())));
                case 3 -> {
                    String line = lines.get(at);
                    for (int k = random.nextInt(1000); k > 0; k--) {
                        lines.add(at, line);
                    }
                }
                default -> {
                    int other = random.nextInt(lines.size());
                    String swapped = lines.get(at);
                    lines.set(at, lines.get(other));
                    lines.set(other, swapped);
                }
            }
        }
        return String.join("\n", lines);
    }

    private String splice(String text, String other) {
        int cut = text.isEmpty() ? 0 : random.nextInt(text.length() + 1);
        int from = other.isEmpty() ? 0 : random.nextInt(other.length() + 1);
        return text.substring(0, cut) + other.substring(from);
    }

    private String truncate(String text) {
        return text.substring(0, text.isEmpty() ? 0 : random.nextInt(text.length() + 1));
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }
}
