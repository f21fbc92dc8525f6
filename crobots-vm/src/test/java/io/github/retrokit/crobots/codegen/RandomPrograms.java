package io.github.retrokit.crobots.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Generates random, syntactically valid robot programs (all statement and expression forms). */
final class RandomPrograms {
    private static final String[] BINARY = {"+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=",
        "&", "^", "|", "&&", "||"};
    private static final String[] ASSIGN = {"=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "^=", "|="};
    private static final String[][] INTRINSICS = {{"scan", "2"}, {"cannon", "2"}, {"drive", "2"}, {"damage", "0"},
        {"speed", "0"}, {"loc_x", "0"}, {"loc_y", "0"}, {"rand", "1"}, {"sqrt", "1"}, {"sin", "1"}, {"cos", "1"},
        {"tan", "1"}, {"atan", "1"}};

    private final Random random;
    private final List<String> functions = new ArrayList<>();
    private final List<Integer> arities = new ArrayList<>();
    private List<String> variables;

    RandomPrograms(long seed) {
        this.random = new Random(seed);
    }

    String program() {
        int count = 1 + random.nextInt(4);
        for (int i = 0; i < count; i++) {
            functions.add("fn" + i);
            arities.add(random.nextInt(3));
        }
        StringBuilder out = new StringBuilder("int g1, g2;\n");
        for (int i = 0; i < count; i++) {
            out.append(function(functions.get(i), arities.get(i)));
        }
        return out.append(function("main", 0)).toString();
    }

    private String function(String name, int arity) {
        variables = new ArrayList<>(List.of("g1", "g2", "v1", "v2"));
        StringBuilder out = new StringBuilder(name).append('(');
        for (int p = 0; p < arity; p++) {
            out.append(p > 0 ? ", " : "").append("p").append(p);
            variables.add("p" + p);
        }
        out.append(")\n{\n  int v1, v2;\n");
        int n = 1 + random.nextInt(6);
        for (int i = 0; i < n; i++) {
            out.append("  ").append(statement(3)).append('\n');
        }
        return out.append("}\n").toString();
    }

    private String statement(int depth) {
        int kind = depth <= 0 ? 0 : random.nextInt(8);
        return switch (kind) {
            case 1 -> "if (" + expr(2) + ") " + statement(depth - 1);
            case 2 -> "if (" + expr(2) + ") " + statement(depth - 1) + " else " + statement(depth - 1);
            case 3 -> "while (" + variable() + " < " + random.nextInt(5) + ") { " + variable() + "++; "
                    + statement(depth - 1) + " }";
            case 4 -> random.nextBoolean() ? "return;" : "return " + expr(2) + ";";
            case 5 -> "{ " + statement(depth - 1) + " " + statement(depth - 1) + " }";
            case 6 -> ";";
            default -> expr(3) + ";";
        };
    }

    private String expr(int depth) {
        int kind = depth <= 0 ? random.nextInt(2) : random.nextInt(9);
        return switch (kind) {
            case 0 -> variable();
            case 1 -> Integer.toString(random.nextInt(1000));
            case 2 -> expr(depth - 1) + " " + BINARY[random.nextInt(BINARY.length)] + " " + expr(depth - 1);
            case 3 -> "(" + expr(depth - 1) + ")";
            case 4 -> new String[] {"-", "!", "~", "(int) "}[random.nextInt(4)] + expr(depth - 1);
            case 5 -> "(" + variable() + " " + ASSIGN[random.nextInt(ASSIGN.length)] + " " + expr(depth - 1) + ")";
            case 6 -> random.nextBoolean() ? "++" + variable() : variable() + "--";
            case 7 -> intrinsicCall(depth);
            default -> userCall(depth);
        };
    }

    private String intrinsicCall(int depth) {
        String[] f = INTRINSICS[random.nextInt(INTRINSICS.length)];
        return call(f[0], Integer.parseInt(f[1]), depth);
    }

    private String userCall(int depth) {
        int i = random.nextInt(functions.size());
        return call(functions.get(i), arities.get(i), depth);
    }

    private String call(String name, int arity, int depth) {
        StringBuilder out = new StringBuilder(name).append('(');
        for (int a = 0; a < arity; a++) {
            out.append(a > 0 ? ", " : "").append(expr(depth - 1));
        }
        return out.append(')').toString();
    }

    private String variable() {
        return variables.get(random.nextInt(variables.size()));
    }
}
