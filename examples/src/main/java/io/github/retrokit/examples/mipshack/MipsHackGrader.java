package io.github.retrokit.examples.mipshack;

import static io.github.retrokit.examples.mipshack.GameImage.MAP;
import static io.github.retrokit.examples.mipshack.GameImage.PLAYER;
import static io.github.retrokit.examples.mipshack.GameImage.VISITED;

import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.harness.CallHarness;
import io.github.retrokit.mips.harness.CallOutcome;
import io.github.retrokit.mips.harness.CallRequest;
import io.github.retrokit.mips.harness.CallResult;
import io.github.retrokit.mips.harness.MemoryWrite;
import io.github.retrokit.mips.harness.Region;
import io.github.retrokit.mips.harness.RegisterChange;
import io.github.retrokit.mips.image.SegmentKind;
import io.github.retrokit.mips.image.Symbol;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * Grades a MipsHack submission the way the course does, using only the call harness's public API:
 * each of the eleven functions is called on random games with random registers and a junk-filled
 * stack, and must return what {@link MipsHackModel} returns, leave memory byte for byte as the model
 * does, keep the register conventions, save no {@code $s} register needlessly, write nothing else and
 * make its required calls. Cases stay inside what the assignment specifies (see {@link #specifiedCase});
 * the visited bits of flood_fill_reveal are not compared, only confined to their array, since the
 * assignment fixes no bit order.
 *
 * <pre>
 * java -cp ... io.github.retrokit.examples.mipshack.MipsHackGrader examples/mipshack/hw4.asm [cases] [seed]
 * </pre>
 */
public final class MipsHackGrader {
    /** Where the game image is placed (the start of .data; submissions have no .data). */
    public static final int BASE = 0x10010000;
    /** Where file names for init_game go (outside the image). */
    public static final int NAME = BASE + 0x1000;
    /** Stack below the entry $sp filled with junk before each call. */
    public static final Region STACK_JUNK = new Region(0x7fffd000, 0x2000);
    /** Flood fill walks the whole map; the course raises its limit for such functions. */
    public static final long FLOOD_FILL_STEPS = 20 * CallRequest.COURSE_MAX_STEPS;

    /** What a function may write. */
    public enum Writes { MAP, PLAYER, VISITED }

    /**
     * The outcome of one checked call: the harness result, every disagreement in words, and the calls
     * that were required on the case's path.
     */
    public record Verdict(CallResult result, List<String> problems, List<String> required) {
        public boolean passed() {
            return problems.isEmpty();
        }
    }

    /**
     * How one function did on the random cases.
     *
     * @param paths the distinct lists of required calls among the cases: which of the function's paths
     *              (attack or move, death or not, ...) the cases took
     */
    public record Score(String function, int passed, int cases, String firstProblem, Set<List<String>> paths) {
    }

    private final CallHarness harness;
    private final Path files;

    /**
     * @param submission the functions file (no main needed)
     * @param files      where init_game's map files are written and opened
     */
    public MipsHackGrader(Path submission, Path files) throws AssemblyException {
        this.harness = CallHarness.assemble(List.of(submission), files);
        this.files = files;
    }

    public CallHarness harness() {
        return harness;
    }

    /** The image as the submission left it. */
    public byte[] image() {
        return harness.memory().readBytes(BASE, GameImage.SIZE);
    }

    /**
     * Calls {@code label} in the machine on {@code before} and {@code model} on a copy of it; compares.
     *
     * @param returnsValue false for the void functions (their $v0 is not compared)
     */
    public Verdict check(String label, byte[] before, ToIntFunction<MipsHackModel> model, boolean returnsValue,
                         long seed, List<Writes> writes, List<String> required, long maxSteps, int... args) {
        byte[] expected = Arrays.copyOf(before, before.length);
        int expectedValue = model.applyAsInt(new MipsHackModel(expected));
        harness.memory().writeBytes(BASE, before);
        CallResult r = harness.call(CallRequest.of(label, args).withRandomFill(seed).withRandomized(STACK_JUNK)
                .withWritable(regions(before, writes)).withRequiredCalls(required.toArray(String[]::new))
                .withMaxSteps(maxSteps));
        List<String> problems = new ArrayList<>();
        if (r.outcome() != CallOutcome.RETURNED) {
            problems.add("did not return: " + r.outcome() + r.error().map(e -> " " + e.marsText()).orElse(""));
        }
        for (RegisterChange c : r.unrestored()) {
            problems.add(String.format("%s not restored (0x%08x -> 0x%08x)", c.register(), c.before(), c.after()));
        }
        for (MemoryWrite w : r.forbiddenWrites()) {
            problems.add(String.format("wrote %d byte(s) at 0x%08x%s", w.size(), w.address(),
                    w.source().map(s -> " (line " + s.line() + ")").orElse("")));
        }
        r.missingCalls().forEach(l -> problems.add("never called " + l));
        r.needlessSaves().forEach(n -> problems.add(n.function() + " saves " + n.register() + " needlessly"
                + n.source().map(l -> " (line " + l.line() + ")").orElse("")));
        if (returnsValue && r.v0() != expectedValue) {
            problems.add("returned " + r.v0() + ", expected " + expectedValue);
        }
        byte[] actual = image();
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i] && i < VISITED) {
                problems.add(String.format("byte at offset 0x%03x is %02X, expected %02X", i, actual[i] & 0xff,
                        expected[i] & 0xff));
                break;
            }
        }
        return new Verdict(r, List.copyOf(problems), List.copyOf(required));
    }

    private static Region[] regions(byte[] image, List<Writes> writes) {
        int cells = Math.max(1, GameImage.rows(image) * GameImage.cols(image));
        return writes.stream().map(w -> switch (w) {
            case MAP -> new Region(BASE + MAP, 2 + cells);
            case PLAYER -> new Region(BASE + PLAYER, 4);
            case VISITED -> new Region(BASE + VISITED, (cells + 7) / 8);
        }).toArray(Region[]::new);
    }

    /**
     * The assignment's rules for the submitted file, broken ones in words: no {@code .data} section, no
     * label {@code main} or {@code start}, no label starting with two underscores ("You will obtain a
     * zero for an assignment if you do this").
     */
    public List<String> ruleViolations() {
        List<String> broken = new ArrayList<>();
        if (harness.image().segments(SegmentKind.DATA).stream().anyMatch(s -> s.size() > 0)) {
            broken.add("the file has a .data section");
        }
        for (Symbol s : harness.image().symbols()) {
            if (s.name().equals("main") || s.name().equals("start") || s.name().startsWith("__")) {
                broken.add("the file defines the label " + s.name());
            }
        }
        return broken;
    }

    /** Runs {@code cases} random calls of each of the eleven functions. */
    public List<Score> grade(int cases, long seed) throws IOException {
        Random rnd = new Random(seed);
        List<Score> scores = new ArrayList<>();
        for (String function : FUNCTIONS) {
            int passed = 0;
            String first = "";
            Set<List<String>> paths = new LinkedHashSet<>();
            for (int i = 0; i < cases; i++) {
                Verdict v = randomCase(function, rnd, i);
                paths.add(v.required());
                if (v.passed()) {
                    passed++;
                } else if (first.isEmpty()) {
                    first = "case " + i + ": " + v.problems().get(0);
                }
            }
            scores.add(new Score(function, passed, cases, first, Set.copyOf(paths)));
        }
        return scores;
    }

    /** The eleven graded functions, in the assignment's order. */
    public static final List<String> FUNCTIONS = List.of("init_game", "is_valid_cell", "get_cell", "set_cell",
            "reveal_area", "get_attack_target", "complete_attack", "monster_attacks", "player_move", "player_turn",
            "flood_fill_reveal");

    private static final List<Writes> NONE = List.of();
    private static final List<Writes> CELLS = List.of(Writes.MAP);
    private static final List<Writes> GAME = List.of(Writes.MAP, Writes.PLAYER);
    private static final long LIMIT = CallRequest.COURSE_MAX_STEPS;

    private Verdict randomCase(String function, Random rnd, int index) throws IOException {
        if (function.equals("init_game")) {
            return randomInitGame(rnd, index);
        }
        byte[] g = GameImage.randomGame(rnd);
        int rows = GameImage.rows(g);
        int cols = GameImage.cols(g);
        int row = rnd.nextInt(rows + 4) - 2;
        int col = rnd.nextInt(cols + 4) - 2;
        int direction = GameImage.randomDirection(rnd);
        int[] t = specifiedCase(function, rnd, g);
        long seed = rnd.nextLong();
        int map = BASE + MAP;
        int player = BASE + PLAYER;
        List<String> calls = RequiredCalls.of(function, g, row, col, direction, t);
        return switch (function) {
            case "is_valid_cell" -> check(function, g, m -> m.isValidCell(MAP, row, col), true, seed, NONE, calls,
                    LIMIT, map, row, col);
            case "get_cell" -> check(function, g, m -> m.getCell(MAP, row, col), true, seed, NONE, calls, LIMIT,
                    map, row, col);
            case "set_cell" -> check(function, g, m -> m.setCell(MAP, row, col, direction), true, seed, CELLS, calls,
                    LIMIT, map, row, col, direction);
            case "reveal_area" -> check(function, g, m -> voidCall(() -> m.revealArea(MAP, row, col)), false, seed,
                    CELLS, calls, LIMIT, map, row, col);
            case "get_attack_target" -> check(function, g, m -> m.getAttackTarget(MAP, PLAYER, direction), true, seed,
                    NONE, calls, LIMIT, map, player, direction);
            case "complete_attack" -> check(function, g, m -> voidCall(() -> m.completeAttack(MAP, PLAYER, t[0], t[1])),
                    false, seed, GAME, calls, LIMIT, map, player, t[0], t[1]);
            case "monster_attacks" -> check(function, g, m -> m.monsterAttacks(MAP, PLAYER), true, seed, NONE, calls,
                    LIMIT, map, player);
            case "player_move" -> check(function, g, m -> m.playerMove(MAP, PLAYER, t[0], t[1]), true, seed, GAME,
                    calls, LIMIT, map, player, t[0], t[1]);
            case "player_turn" -> check(function, g, m -> m.playerTurn(MAP, PLAYER, direction), true, seed, GAME,
                    calls, LIMIT, map, player, direction);
            case "flood_fill_reveal" -> check(function, g, m -> m.floodFillReveal(MAP, row, col, VISITED), true, seed,
                    List.of(Writes.MAP, Writes.VISITED), calls, FLOOD_FILL_STEPS, map, row, col, BASE + VISITED);
            default -> throw new IllegalArgumentException("not a MipsHack function: " + function);
        };
    }

    /**
     * Keeps a random game inside what the assignment specifies for {@code function}: the player's
     * neighbours are visible (the game reveals them after every turn; get_attack_target "assumes that
     * the targeted cell is visible"), complete_attack gets an adjacent 'm', 'B' or '/' ("it has been
     * determined ... that the player can validly attack"), player_move an adjacent '.', '$', '*' or '>'.
     * Returns the target cell for those two, else null.
     */
    private static int[] specifiedCase(String function, Random rnd, byte[] g) {
        if (List.of("is_valid_cell", "get_cell", "set_cell", "reveal_area", "flood_fill_reveal").contains(function)) {
            return null;
        }
        GameImage.revealAroundPlayer(g);
        return switch (function) {
            case "complete_attack" -> GameImage.randomTarget(rnd, g, "mB/");
            case "player_move" -> GameImage.randomTarget(rnd, g, ".$*>");
            default -> null;
        };
    }

    private Verdict randomInitGame(Random rnd, int index) throws IOException {
        byte[] file = GameImage.randomMapFile(rnd);
        boolean missing = rnd.nextInt(20) == 0;
        String name = "random-map-" + index + ".txt";
        Files.deleteIfExists(files.resolve(name));
        if (!missing) {
            Files.write(files.resolve(name), file);
        }
        harness.memory().writeAsciiz(NAME, name);
        return check("init_game", GameImage.randomGarbage(rnd), m -> m.initGame(missing ? null : file, MAP, PLAYER),
                true, rnd.nextLong(), List.of(Writes.MAP, Writes.PLAYER), List.of(), LIMIT, NAME, BASE + MAP,
                BASE + PLAYER);
    }

    private static int voidCall(Runnable call) {
        call.run();
        return 0;
    }

    /** Prints a score table for the submission named by {@code args[0]}. */
    public static void main(String[] args) throws Exception {
        PrintStream out = System.out;
        if (args.length < 1) {
            out.println("usage: MipsHackGrader hw4.asm [cases per function] [seed]");
            return;
        }
        int cases = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 220;
        Path dir = Files.createTempDirectory("mipshack-grader");
        try {
            MipsHackGrader grader;
            try {
                grader = new MipsHackGrader(Path.of(args[0]), dir);
            } catch (AssemblyException e) {
                e.diagnostics().forEach(d -> out.println(d));
                return;
            }
            grader.ruleViolations().forEach(v -> out.println("rule broken: " + v));
            List<Score> scores = grader.grade(cases, seed);
            int total = 0;
            for (Score s : scores) {
                out.printf("%-18s %4d/%d %s%n", s.function(), s.passed(), s.cases(), s.firstProblem());
                total += s.passed();
            }
            out.printf("%-18s %4d/%d%n", "total", total, cases * scores.size());
        } finally {
            try (var paths = Files.walk(dir)) {
                paths.sorted((a, b) -> b.compareTo(a)).forEach(p -> p.toFile().delete());
            }
        }
    }
}
