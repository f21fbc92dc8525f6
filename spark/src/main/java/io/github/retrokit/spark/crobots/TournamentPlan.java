package io.github.retrokit.spark.crobots;

import io.github.retrokit.crobots.world.Mode;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.codegen.CompilerOptions;
import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.MatchSettings;
import io.github.retrokit.crobots.match.CrobotsTournament;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Everything the executors need to play any match of a tournament, broadcast once: the robots' sources,
 * the settings and the schedule. Match {@code i} is played with the seed {@code CrobotsTournament.matchSeed(seed, i)},
 * exactly as the single-machine {@link CrobotsTournament} plays it.
 *
 * <p>Round robin: the schedule of {@link CrobotsTournament} itself (every group of {@code groupSize} robots meets
 * {@code rounds} times; all robots in every match when there are at most {@code groupSize}). Random groups:
 * each round shuffles the robots (seeded by the tournament seed and the round) and deals them into
 * {@code ceil(n / groupSize)} groups as evenly as possible; a robot alone in its group sits the round out.
 */
public record TournamentPlan(List<RobotEntry> robots, Format format, int groupSize, int rounds, long seed,
                             Mode mode, long cycleLimit, List<int[]> randomGroups) implements Serializable {

    /** How robots are put into matches. */
    public enum Format { ROUND_ROBIN, RANDOM_GROUPS }

    public TournamentPlan {
        robots = List.copyOf(robots);
        randomGroups = List.copyOf(randomGroups);
    }

    /** A plan; the random groups, if any, are drawn here. */
    public static TournamentPlan of(List<RobotEntry> robots, Format format, int groupSize, int rounds, long seed,
                                    Mode mode, long cycleLimit) {
        List<int[]> groups = format == Format.RANDOM_GROUPS ? draw(robots.size(), groupSize, rounds, seed) : List.of();
        return new TournamentPlan(robots, format, groupSize, rounds, seed, mode, cycleLimit, groups);
    }

    private static List<int[]> draw(int n, int size, int rounds, long seed) {
        List<int[]> out = new ArrayList<>();
        int groups = (n + size - 1) / size;
        for (int round = 0; round < rounds; round++) {
            int[] order = shuffled(n, new SplittableRandom(seed + round * 0x9E3779B97F4A7C15L));
            for (int g = 0; g < groups; g++) {
                int members = (n - g + groups - 1) / groups;
                if (members < 2) {
                    continue;
                }
                int[] group = new int[members];
                for (int k = 0; k < members; k++) {
                    group[k] = order[g + k * groups];
                }
                out.add(group);
            }
        }
        return out;
    }

    private static int[] shuffled(int n, SplittableRandom random) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    public MatchSettings settings() {
        return new MatchSettings(cycleLimit, mode, mode.quirks());
    }

    /** The compiler the CLI uses for this plan's mode. */
    public RobotCompiler compiler() {
        return compiler(mode);
    }

    /** The compiler the CLI uses for {@code mode}: its quirks, the default code limit. */
    public static RobotCompiler compiler(Mode mode) {
        return new RobotCompiler(CompilerOptions.classic().withPostfixValue(mode.quirks().postfixValue())
                .withStaleLocals(mode.quirks().staleLocals()));
    }

    /** Plays matches by index: the robots compiled once per player. */
    public Player player() {
        return new Player(this);
    }

    /** Plays the matches of one task. */
    public static final class Player {
        private final TournamentPlan plan;
        private final List<Contestant> contestants;
        private final CrobotsTournament roundRobin;

        Player(TournamentPlan plan) {
            this.plan = plan;
            RobotCompiler compiler = plan.compiler();
            List<Contestant> list = new ArrayList<>();
            for (RobotEntry r : plan.robots()) {
                list.add(r.contestant(compiler));
            }
            this.contestants = List.copyOf(list);
            this.roundRobin = plan.format() == Format.ROUND_ROBIN
                    ? CrobotsTournament.builder(contestants).groupSize(plan.groupSize())
                            .rounds(plan.rounds()).settings(plan.settings()).seed(plan.seed()).build() : null;
        }

        /** The entries (indexes into the robot list) of match {@code index}, in slot order. */
        public int[] group(int index) {
            if (roundRobin != null) {
                return roundRobin.group(index);
            }
            return plan.randomGroups().get(index).clone();
        }

        /** Plays match {@code index} with the seed {@code CrobotsTournament.matchSeed(seed, index)}. */
        public CrobotsMatchResult play(int index) {
            if (roundRobin != null) {
                return roundRobin.playMatch(index, MatchObserver.NONE);
            }
            List<Contestant> members = new ArrayList<>();
            for (int e : group(index)) {
                members.add(contestants.get(e));
            }
            long matchSeed = CrobotsTournament.matchSeed(plan.seed(), index);
            return CrobotsTournament.builder(members).groupSize(members.size()).rounds(1).settings(plan.settings())
                    .seed(matchSeed).build().playMatch(0, MatchObserver.NONE);
        }
    }
}
