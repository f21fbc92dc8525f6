package io.github.retrokit.crobots.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One match as data.
 *
 * @param number 1-based match number within its series or tournament
 * @param seed   the seed of the random source the match was played with (in a series of the original's
 *               match mode, the seed of the whole series: the generator is not reseeded between matches)
 * @param cycles the cycle counter at the end (a multiple of 15)
 * @param robots every robot of the match in slot order
 */
public record CrobotsMatchResult(int number, long seed, long cycles, List<RobotResult> robots) {

    /**
     * Copies the robot list.
     *
     * @param number 1-based match number within its series or tournament
     * @param seed   the seed of the random source the match was played with (in a series of the original's
     *        match mode, the seed of the whole series: the generator is not reseeded between matches)
     * @param cycles the cycle counter at the end (a multiple of 15)
     * @param robots every robot of the match in slot order
     */
    public CrobotsMatchResult {
        robots = List.copyOf(robots);
    }

    /**
     * The robots alive at the end.
     *
     * @return the survivors, in slot order
     */
    public List<RobotResult> survivors() {
        List<RobotResult> alive = new ArrayList<>(robots.size()); // a loop: no lambda bootstrap in a cold start
        for (RobotResult r : robots) {
            if (r.survived()) {
                alive.add(r);
            }
        }
        return List.copyOf(alive);
    }

    /**
     * The winner: the only survivor, if exactly one robot survived.
     *
     * @return the winner, or empty for a tie or a mutual destruction
     */
    public Optional<RobotResult> winner() {
        List<RobotResult> alive = survivors();
        return alive.size() == 1 ? Optional.of(alive.get(0)) : Optional.empty();
    }

    /**
     * How the match ended.
     *
     * @return {@link Outcome#WIN} for one survivor, {@link Outcome#TIE} for several, otherwise
     *         {@link Outcome#MUTUAL_DESTRUCTION}
     */
    public Outcome outcome() {
        int k = survivors().size();
        return k == 1 ? Outcome.WIN : k == 0 ? Outcome.MUTUAL_DESTRUCTION : Outcome.TIE;
    }
}
