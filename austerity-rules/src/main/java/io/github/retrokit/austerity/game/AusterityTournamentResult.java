package io.github.retrokit.austerity.game;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.github.retrokit.austerity.rules.EndReason;

/**
 * The outcome of a tournament: one {@link AusterityStanding} per entrant (in entrant order) and how the games ended.
 *
 * @param games games played
 * @param seed the tournament seed
 * @param standings per entrant, in entrant order
 * @param endings how many games ended for each reason
 * @param totalTurns turns played over all games
 */
public record AusterityTournamentResult(int games, long seed, List<AusterityStanding> standings, Map<EndReason, Integer> endings,
                               long totalTurns) {

    /**
     * Immutable copies.
     *
     * @param games games played
     * @param seed the tournament seed
     * @param standings per entrant, in entrant order
     * @param endings how many games ended for each reason
     * @param totalTurns turns played over all games
     */
    public AusterityTournamentResult {
        standings = List.copyOf(standings);
        endings = Map.copyOf(endings);
    }

    /**
     * The results table, e.g.
     * <pre>
     * entrant  games  wins  win%   95% CI          sole  avg pts
     * shenzi   1000   412   41.2   [38.2, 44.3]    398   11.83
     * </pre>
     * followed by one line counting the game endings.
     *
     * @return the results table and the endings line, with line separators
     */
    public String table() {
        int width = "entrant".length();
        for (AusterityStanding s : standings) {
            width = Math.max(width, label(s).length());
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%-" + width + "s %7s %7s %6s %15s %7s %8s%n",
                "entrant", "games", "wins", "win%", "95% CI", "sole", "avg pts"));
        for (AusterityStanding s : standings) {
            out.append(String.format(Locale.ROOT, "%-" + width + "s %7d %7d %6.1f %15s %7d %8.2f%n",
                    label(s), s.games(), s.wins(), 100 * s.winRate(),
                    String.format(Locale.ROOT, "[%.1f, %.1f]", 100 * s.winRateLow(), 100 * s.winRateHigh()),
                    s.soleWins(), s.averagePoints()));
        }
        out.append("games ").append(games).append(" (seed ").append(seed).append("):");
        for (EndReason reason : EndReason.values()) {
            out.append(' ').append(reason.name().toLowerCase(Locale.ROOT)).append('=').append(endings.getOrDefault(reason, 0));
        }
        return out.append(System.lineSeparator()).toString();
    }

    /** The entrant's name, with {@code #n} (1-based entrant number) when several entrants share the name. */
    private String label(AusterityStanding standing) {
        long same = standings.stream().filter(s -> s.name().equals(standing.name())).count();
        return same > 1 ? standing.name() + "#" + (standing.entrant() + 1) : standing.name();
    }
}
