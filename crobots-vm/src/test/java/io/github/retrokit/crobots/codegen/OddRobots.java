package io.github.retrokit.crobots.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random robot sources from the grammar, dressed the way real tournament robots are: comments everywhere
 * (with stars, slashes, tabs, newlines, any byte value but NUL), dropped characters and bytes
 * between tokens, assignments to any unary expression, calls applied to constants and to calls, names
 * longer than 7 characters, calls to functions never defined, now and then a missing {@code main}, a full
 * symbol pool, a code space overflow, deep nesting, a NUL followed by garbage or a token dropped (a syntax error).
 * Sources are byte strings (one character per byte), as the compiler reads files.
 */
final class OddRobots {
    private static final String[] BINARY = {"+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=",
        "&", "^", "|", "&&", "||"};
    private static final String[] ASSIGN = {"=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "^=", "|="};
    private static final String[] INTRINSICS = {"scan", "cannon", "drive", "damage", "speed", "loc_x", "loc_y",
        "rand", "sqrt", "sin", "cos", "tan", "atan"};
    private static final String[] NAMES = {"a", "b", "dir", "range", "last_direction", "last_dis", "x1", "y_2",
        "counter", "counted", "speed1", "q"};

    private static final String[] LONG_NAMES = {"last_direction", "last_distance", "last_dis", "counter_a",
        "counter_b", "a_very_long_name_indeed", "a_very_long_name_too", "x", "range_of_scan", "range_of_fire"};

    private final Random random;
    private final RobotProfile profile;
    private final RobotMutations mutations;
    private final List<String> functions = new ArrayList<>();
    private final List<String> globals = new ArrayList<>();

    OddRobots(long seed) {
        this(seed, RobotProfile.ROBOTS);
    }

    OddRobots(long seed, RobotProfile profile) {
        this.random = new Random(seed);
        this.profile = profile;
        this.mutations = new RobotMutations(random);
    }

    /** One robot source of the profile. */
    String robot() {
        String robot = plainRobot();
        return switch (profile) {
            case COMMENTS -> mutations.comments(robot, 2 + random.nextInt(3));
            case BYTES -> mutations.bytes(robot, 1 + random.nextInt(12));
            case ERRORS -> mutations.errors(robot);
            default -> robot;
        };
    }

    private String plainRobot() {
        StringBuilder out = new StringBuilder();
        gap(out);
        int globalCount = profile == RobotProfile.NAMES ? 20 + random.nextInt(50)
                : chance(12) ? 60 + random.nextInt(8) : random.nextInt(4);
        if (globalCount > 0) {
            out.append("int ");
            for (int i = 0; i < globalCount; i++) {
                String g = i < 3 ? NAMES[i] : profile == RobotProfile.NAMES && chance(3) ? "global_" + i : "g" + i;
                globals.add(g);
                out.append(i > 0 ? ", " : "").append(g);
                if (chance(10)) {
                    out.append(" = ").append(expr(1));
                }
            }
            out.append(";\n");
        }
        int count = profile == RobotProfile.NAMES ? random.nextInt(70) : random.nextInt(4);
        for (int i = 0; i < count; i++) {
            functions.add(chance(6) ? NAMES[random.nextInt(NAMES.length)] : "fn" + i);
        }
        boolean hasMain = !chance(10);
        List<String> defined = new ArrayList<>(functions);
        if (hasMain) {
            defined.add(random.nextInt(defined.size() + 1), "main");
        }
        if (chance(6) && !functions.isEmpty()) {
            defined.remove(functions.get(0)); // called but never defined
        }
        for (String f : defined) {
            function(out, f);
        }
        return ending(out);
    }

    private String ending(StringBuilder out) {
        if (chance(15)) {
            out.append("/* open comment at the end ").append(commentText());
            return out.toString();
        }
        if (chance(15)) {
            out.append('\0').append("main() { garbage ( after a NUL");
        }
        String s = out.toString();
        if (chance(8) && s.length() > 2) {
            int at = random.nextInt(s.length());
            s = s.substring(0, at) + s.substring(Math.min(s.length(), at + 1 + random.nextInt(3)));
        }
        return s;
    }

    private void function(StringBuilder out, String name) {
        boolean names = profile == RobotProfile.NAMES;
        int arity = names && chance(8) ? 60 + random.nextInt(10) : random.nextInt(3);
        out.append(name).append('(');
        for (int p = 0; p < arity; p++) {
            out.append(p > 0 ? ", " : "").append("p").append(p);
        }
        out.append(")\n");
        gap(out);
        out.append("{\n");
        if (chance(2)) {
            out.append("  int v1, ").append(NAMES[random.nextInt(NAMES.length)]);
            out.append(chance(5) ? " = " + expr(1) : "").append(";\n");
        }
        if (names && chance(4)) {
            int locals = 55 + random.nextInt(15); // near and over the 64-entry pool
            out.append("  int l0");
            for (int i = 1; i < locals; i++) {
                out.append(", ").append(i % 5 == 0 ? LONG_NAMES[i % LONG_NAMES.length] + i : "l" + i);
            }
            out.append(";\n");
        }
        int n = chance(25) ? 300 : names ? 1 + random.nextInt(3) : 1 + random.nextInt(7);
        for (int i = 0; i < n; i++) {
            out.append("  ").append(statement(3)).append('\n');
            gap(out);
        }
        out.append("}\n");
    }

    private String statement(int depth) {
        if (profile == RobotProfile.DEEP && chance(3)) {
            return deepNesting();
        }
        int kind = depth <= 0 ? 0 : random.nextInt(10);
        return switch (kind) {
            case 1 -> "if (" + expr(2) + ") " + statement(depth - 1);
            case 2 -> "if (" + expr(2) + ")\n    " + statement(depth - 1) + "\n  else " + statement(depth - 1);
            case 3 -> "while (" + variable() + " < " + random.nextInt(5) + ") { " + variable() + "++; "
                    + statement(depth - 1) + " }";
            case 4 -> random.nextBoolean() ? "return;" : "return " + expr(2) + ";";
            case 5 -> "{ " + statement(depth - 1) + " " + statement(depth - 1) + " }";
            case 6 -> chance(2) ? ";" : "break;";
            case 7 -> oddTarget() + " " + ASSIGN[random.nextInt(ASSIGN.length)] + " " + expr(2) + ";";
            case 8 -> chance(10) ? deepNesting() : expr(exprDepth()) + ";";
            default -> expr(exprDepth()) + ";";
        };
    }

    /** Deep nesting: at the original's 63-deep name stacks, and below, at and over its 150-symbol parse stack. */
    private int exprDepth() {
        return profile == RobotProfile.OPERATORS ? 5 : 3;
    }

    private String deepNesting() {
        int n = 60 + random.nextInt(6);
        int p = 100 + random.nextInt(55);
        int kinds = profile == RobotProfile.DEEP ? 12 : 6;
        return switch (random.nextInt(kinds)) {
            case 0 -> "sqrt(".repeat(n) + "1" + ")".repeat(n) + ";";
            case 6 -> "if (a) ".repeat(10 + random.nextInt(10)) + "b = 1;";
            case 7 -> "while (a) ".repeat(10 + random.nextInt(10)) + "b--;";
            case 8 -> "b = " + "-".repeat(p / 2) + "!~".repeat(random.nextInt(30)) + "a;";
            case 9 -> "b = 1" + " + 2 * (3 - a".repeat(p / 6) + ")".repeat(p / 6) + ";";
            case 10 -> "if (a) b; else ".repeat(10 + random.nextInt(10)) + "{ " + "{".repeat(p / 2) + "}".repeat(p / 2) + " }";
            case 11 -> "return " + "(int)".repeat(p / 4) + "(" + "b = ".repeat(p / 3) + "a);";
            case 4 -> "a = " + "1 + (".repeat(p / 3) + "1" + ")".repeat(p / 3) + ";";
            case 5 -> "sqrt(1, ".repeat(p / 3) + "1" + ")".repeat(p / 3) + ";";
            case 1 -> "a = ".repeat(n) + variable() + ";";
            case 2 -> "(".repeat(p) + "1" + ")".repeat(p) + ";";
            default -> "{".repeat(p) + "}".repeat(p);
        };
    }

    /** A unary expression left of an assignment operator. */
    private String oddTarget() {
        return switch (random.nextInt(6)) {
            case 0 -> "(" + variable() + " + " + random.nextInt(9) + ")";
            case 1 -> call(INTRINSICS[3 + random.nextInt(4)], 0);
            case 2 -> Integer.toString(random.nextInt(400));
            case 3 -> "-" + variable();
            case 4 -> "++" + variable();
            default -> variable();
        };
    }

    private String expr(int depth) {
        boolean operators = profile == RobotProfile.OPERATORS;
        int kind = depth <= 0 ? random.nextInt(2) : random.nextInt(operators ? 14 : 11);
        return switch (kind) {
            case 0 -> variable();
            case 1 -> constant();
            case 11 -> (random.nextBoolean() ? "++" : "--") + oddTarget();
            case 12 -> oddTarget() + (random.nextBoolean() ? "++" : "--") + BINARY[random.nextInt(BINARY.length)]
                    + expr(depth - 1);
            case 13 -> "(" + oddTarget() + ASSIGN[random.nextInt(ASSIGN.length)]
                    + (chance(2) ? "(int)(long)" : "(int (())())") + expr(depth - 1) + ")";
            case 2 -> expr(depth - 1) + " " + BINARY[random.nextInt(BINARY.length)] + " " + expr(depth - 1);
            case 3 -> "(" + expr(depth - 1) + ")";
            case 4 -> new String[] {"-", "!", "~", "(int) ", "(long)"}[random.nextInt(5)] + expr(depth - 1);
            case 5 -> "(" + variable() + " " + ASSIGN[random.nextInt(ASSIGN.length)] + " " + expr(depth - 1) + ")";
            case 6 -> random.nextBoolean() ? "++" + variable() : variable() + "--";
            case 7 -> call(INTRINSICS[random.nextInt(INTRINSICS.length)], depth);
            case 8 -> random.nextInt(100) + "(" + expr(depth - 1) + ")"; // calls the last name read
            case 9 -> call(INTRINSICS[3 + random.nextInt(4)], depth) + "(" + random.nextInt(9) + ")";
            default -> functions.isEmpty() ? variable() : call(functions.get(random.nextInt(functions.size())), depth);
        };
    }

    private String constant() {
        if (profile == RobotProfile.NAMES && chance(4)) {
            StringBuilder digits = new StringBuilder().append(1 + random.nextInt(9));
            int n = 8 + random.nextInt(35); // past 2^31, 2^63 and beyond: atol saturates
            for (int i = 0; i < n; i++) {
                digits.append(random.nextInt(10));
            }
            return digits.toString();
        }
        return Integer.toString(random.nextInt(1000));
    }

    private String call(String name, int depth) {
        StringBuilder out = new StringBuilder(name).append('(');
        int arity = random.nextInt(3);
        for (int a = 0; a < arity; a++) {
            out.append(a > 0 ? ", " : "").append(expr(depth - 1));
        }
        return out.append(')').toString();
    }

    private String variable() {
        if (profile == RobotProfile.NAMES && chance(2)) {
            return LONG_NAMES[random.nextInt(LONG_NAMES.length)];
        }
        int pick = random.nextInt(NAMES.length + 3);
        if (pick >= NAMES.length) {
            return globals.isEmpty() ? "v1" : globals.get(random.nextInt(globals.size()));
        }
        return NAMES[pick];
    }

    /** Between tokens: nothing, blanks, a comment or dropped characters. */
    private void gap(StringBuilder out) {
        switch (random.nextInt(6)) {
            case 0 -> out.append("/*").append(commentText()).append("*/\n");
            case 1 -> out.append("\t/*").append(commentText()).append("*/ ");
            case 2 -> out.append(new String[] {"$", "@", "#", "`", "\r", "\u00e8", "\u00e0", "\\", "?", "\u000b",
                "\f", "\u00f3", "\u00f5", "int ;", "long extern;", "\u00ff", "\u00ff\u00ff", " \u00ff"}[random.nextInt(18)])
                    .append(random.nextBoolean() ? "\n" : "\u00ff");
            case 3 -> {
                if (profile == RobotProfile.COMMENTS) {
                    out.append("/*").append(mutations.commentText(200)).append("*/");
                }
            }
            default -> { }
        }
    }

    private String commentText() {
        return mutations.commentText(30);
    }

    private boolean chance(int oneIn) {
        return random.nextInt(oneIn) == 0;
    }
}
