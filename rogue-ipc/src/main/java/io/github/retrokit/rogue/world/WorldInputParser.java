package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.transport.ChildCommand;
import io.github.retrokit.rogue.wire.Coordinate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the course's input format (whitespace-separated, like the C worlds' scanf):
 * <pre>
 * width height / doorX doorY / playerX playerY / playerExe arg3 arg4 arg5 / monsterCount /
 * monsterExe symbol x y a1 a2 a3 a4   (monsterCount lines)
 * </pre>
 * Errors name the line and the expected item.
 */
public final class WorldInputParser {

    private static final long MAX_CELLS = 100_000_000L;

    private final String source;
    /** The longest input line read (a program path is at most PATH_MAX 4096 bytes). */
    static final int MAX_LINE = 65_536;

    private final int monsterLimit;
    private final List<String> tokens = new ArrayList<>();
    private final List<Integer> lines = new ArrayList<>();
    private int lastLine = 1;
    private int next;

    private WorldInputParser(String source, int monsterLimit) {
        this.source = source;
        this.monsterLimit = monsterLimit;
    }

    /**
     * Reads and parses the course's input.
     *
     * @param in the input; read to its end, or to one token past a whole game's input
     * @param source name used in error messages, e.g. "stdin" or a file name
     * @param monsterLimit MONSTER_LIMIT: the most monsters a game may have
     * @return the game the input describes
     * @throws IOException when reading fails
     * @throws WorldInputException when the input is not in the course's format, naming the line
     */
    public static WorldInput parse(Reader in, String source, int monsterLimit) throws IOException, WorldInputException {
        WorldInputParser parser = new WorldInputParser(source, monsterLimit);
        parser.tokenize(in);
        return parser.world();
    }

    /**
     * Parses the course's input held in a string: nothing is read, so only the input's contents can fail.
     *
     * @param text the whole input
     * @param source name used in error messages, e.g. a file name
     * @param monsterLimit MONSTER_LIMIT: the most monsters a game may have
     * @return the game the input describes
     * @throws WorldInputException when the input is not in the course's format, naming the line
     */
    public static WorldInput parse(String text, String source, int monsterLimit) throws WorldInputException {
        try {
            return parse(new StringReader(text), source, monsterLimit);
        } catch (IOException e) {
            throw new UncheckedIOException("a StringReader cannot fail", e);
        }
    }

    private void tokenize(Reader in) throws IOException, WorldInputException {
        BufferedReader reader = new BufferedReader(in);
        // Enough to see one token past a full input: an endless or binary stdin (/dev/zero) ends with an error.
        long enough = 11 + 8L * monsterLimit + 1;
        StringBuilder line = new StringBuilder();
        int lineNumber = 0;
        int c = 0;
        while (c != -1 && tokens.size() < enough) {
            line.setLength(0);
            while ((c = reader.read()) != -1 && c != '\n') {
                if (line.length() == MAX_LINE) {
                    lastLine = lineNumber + 1;
                    throw error(lastLine, "line longer than " + MAX_LINE + " characters");
                }
                line.append((char) c);
            }
            if (c == -1 && line.length() == 0) {
                break;
            }
            lineNumber++;
            for (String token : line.toString().trim().split("\\s+")) {
                if (!token.isEmpty()) {
                    tokens.add(token);
                    lines.add(lineNumber);
                }
            }
        }
        lastLine = Math.max(1, lineNumber);
    }

    private WorldInput world() throws WorldInputException {
        int width = integer("room width");
        int height = integer("room height");
        if (width < 1 || height < 1 || (long) width * height > MAX_CELLS) {
            throw error(lines.get(next - 1), "room size must be positive and at most " + MAX_CELLS + " cells, got "
                    + width + " " + height);
        }
        Coordinate door = coordinate("door");
        Coordinate player = coordinate("player");
        String playerExe = word("player executable");
        int playerAt = next - 1;
        List<String> playerArgs = new ArrayList<>(List.of(Integer.toString(door.x()), Integer.toString(door.y())));
        for (int i = 3; i <= 5; i++) {
            playerArgs.add(word("player argument " + i));
        }
        List<WorldInput.MonsterSetup> monsters;
        try {
            monsters = monsters();
        } catch (WorldInputException e) {
            throw playerLineProblem(playerAt).orElse(e);
        }
        return new WorldInput(width, height, door, player, new ChildCommand(playerExe, playerArgs), monsters);
    }

    /** The monster count, the monster lines, then nothing. */
    private List<WorldInput.MonsterSetup> monsters() throws WorldInputException {
        int count = integer("number of monsters");
        if (count < 0 || count > monsterLimit) {
            throw error(lines.get(next - 1), "number of monsters must be between 0 and MONSTER_LIMIT " + monsterLimit
                    + ", got " + count);
        }
        List<WorldInput.MonsterSetup> monsters = new ArrayList<>();
        for (int m = 1; m <= count; m++) {
            monsters.add(monster(m));
        }
        if (next < tokens.size()) {
            throw error(lines.get(next), "unexpected " + shown(tokens.get(next)) + " after the last monster");
        }
        return monsters;
    }

    /**
     * What went wrong when the rest of the input does not parse and the player's line, laid out as the course lays
     * it out (the executable first on its line), holds other than 3 arguments: every token after it has shifted.
     */
    private Optional<WorldInputException> playerLineProblem(int playerAt) {
        int line = lines.get(playerAt);
        if (playerAt > 0 && lines.get(playerAt - 1) == line) {
            return Optional.empty(); // free-form input: the lines say nothing
        }
        int end = playerAt + 1;
        while (end < tokens.size() && lines.get(end) == line) {
            end++;
        }
        int arguments = end - playerAt - 1;
        if (arguments == 3) {
            return Optional.empty();
        }
        return Optional.of(error(line, "the player line " + shown(String.join(" ", tokens.subList(playerAt, end)))
                + " has " + arguments + (arguments == 1 ? " argument" : " arguments") + " after the executable, "
                + "expected 3 (the world runs it as <executable> <doorX> <doorY> <arg3> <arg4> <arg5>)"));
    }

    private WorldInput.MonsterSetup monster(int m) throws WorldInputException {
        String exe = word("monster " + m + " executable");
        String symbol = word("monster " + m + " symbol");
        if (symbol.length() != 1 || symbol.charAt(0) < '!' || symbol.charAt(0) > '~') {
            throw error(lines.get(next - 1), "monster " + m + " symbol must be one printable character, got "
                    + shown(symbol));
        }
        Coordinate start = coordinate("monster " + m);
        List<String> args = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            args.add(word("monster " + m + " argument " + i));
        }
        return new WorldInput.MonsterSetup(new ChildCommand(exe, args), symbol.charAt(0), start);
    }

    private Coordinate coordinate(String what) throws WorldInputException {
        return new Coordinate(integer(what + " x"), integer(what + " y"));
    }

    private int integer(String what) throws WorldInputException {
        String token = word(what);
        try {
            return Integer.parseInt(token);
        } catch (NumberFormatException e) {
            if (token.matches("[+-]?[0-9]+")) { // digits enough, too many for the C int the world reads
                throw error(lines.get(next - 1), what + " is out of the int range: " + shown(token));
            }
            throw error(lines.get(next - 1), "expected " + what + " (an integer), found " + shown(token));
        }
    }

    private String word(String what) throws WorldInputException {
        if (next >= tokens.size()) {
            throw error(lastLine, "expected " + what + ", found end of input");
        }
        return tokens.get(next++);
    }

    /** A token in quotes, with anything unprintable escaped (the input may be a binary file by mistake). */
    private static String shown(String token) {
        StringBuilder b = new StringBuilder("'");
        token.codePoints().limit(40).forEach(c -> b.append(c >= ' ' && c <= '~' ? Character.toString(c)
                : String.format("\\u%04x", c)));
        return b.append(token.length() > 40 ? "...'" : "'").toString();
    }

    private WorldInputException error(int line, String problem) {
        return new WorldInputException(source, line, problem);
    }
}
