package io.github.retrokit.crobots.codegen;

import java.util.Random;

/** Changes to a generated robot's text, for the {@link RobotProfile}s that break or dress it. */
final class RobotMutations {
    private static final String[] FOREIGN = {"\"abc\"", "'c'", "for (;;) ;", "a.b", "x[1]", "a ? b : c", "->", "#define X 1\n",
        "\"unterminated", "'", "0x1F", "1.5", "int f(x);", "f(x);", "main() { }", "scan(d) { }", "int atan(y);", "{", "}",
        "(", ")", ";", ",", "=", "else", "if", "while (", "return", "int", "undefined_fn(1, 2)", "dir = nowhere(3);",
        "int q = {1, {2, 3},};", "= {", "(int ()) ", "(long (())()) ", "(int ()(())) ", "(int (q)) "};

    private final Random random;

    RobotMutations(Random random) {
        this.random = random;
    }

    /** About one space in {@code oneIn} becomes a comment (with stars, slashes, newlines and odd bytes). */
    String comments(String robot, int oneIn) {
        StringBuilder out = new StringBuilder(robot.length() * 2);
        for (int i = 0; i < robot.length(); i++) {
            char c = robot.charAt(i);
            if (c == ' ' && random.nextInt(oneIn) == 0) {
                out.append(" /*").append(commentText(80)).append(random.nextInt(4) == 0 ? "**/" : "*/");
                out.append(random.nextBoolean() ? "" : " ");
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** {@code count} bytes of any value inserted at random places (0xFF, 0xF3, 0xF5 and NUL more often). */
    String bytes(String robot, int count) {
        StringBuilder out = new StringBuilder(robot);
        for (int i = 0; i < count; i++) {
            int k = random.nextInt(10);
            char b = k < 3 ? '\u00ff' : k == 3 ? (char) (0xF3 + 2 * random.nextInt(2)) : k == 4 && random.nextInt(4) == 0
                    ? '\0' : (char) (1 + random.nextInt(255));
            out.insert(random.nextInt(out.length() + 1), b);
        }
        return out.toString();
    }

    /** One to three breakages: a character deleted, foreign text inserted, or the file cut short. */
    String errors(String robot) {
        String s = robot;
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n && !s.isEmpty(); i++) {
            int at = random.nextInt(s.length());
            switch (random.nextInt(5)) {
                case 0 -> s = s.substring(0, at) + s.substring(at + 1);
                case 1 -> s = deleteOne(s, ";)}({".charAt(random.nextInt(5)));
                case 2 -> s = s.substring(0, at) + FOREIGN[random.nextInt(FOREIGN.length)] + s.substring(at);
                case 3 -> s = s.substring(0, at) + " " + FOREIGN[random.nextInt(FOREIGN.length)] + " " + s.substring(at);
                default -> s = s.substring(0, at); // end of file inside anything: a comment, an expression
            }
        }
        return s;
    }

    private String deleteOne(String s, char c) {
        int count = 0;
        for (int i = 0; i < s.length(); i++) {
            count += s.charAt(i) == c ? 1 : 0;
        }
        if (count == 0) {
            return s;
        }
        int pick = random.nextInt(count);
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == c && pick-- == 0) {
                return s.substring(0, i) + s.substring(i + 1);
            }
        }
        return s;
    }

    /** Comment text: letters, stars, slashes, blanks and any byte but NUL (a NUL in one now and then). */
    String commentText(int max) {
        StringBuilder c = new StringBuilder();
        int n = random.nextInt(max);
        for (int i = 0; i < n; i++) {
            int k = random.nextInt(20);
            if (k < 3) {
                c.append('*');
            } else if (k == 3) {
                c.append('/');
            } else if (k == 4) {
                c.append(random.nextBoolean() ? '\n' : '\t');
            } else if (k == 5) {
                c.append((char) random.nextInt(256)); // a NUL too: it ends the comment
            } else {
                c.append((char) ('a' + random.nextInt(26)));
            }
        }
        return c.toString();
    }
}
