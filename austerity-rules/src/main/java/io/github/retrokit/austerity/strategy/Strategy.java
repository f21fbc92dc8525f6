package io.github.retrokit.austerity.strategy;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.GameView;

/**
 * How a player decides its action when asked ({@code dowhat}). Implement this to add a player: it can then
 * play in-process ({@code game.AusterityGame}, {@code game.AusterityTournament}) or as a process through the player program.
 *
 * <p>A strategy should return a legal action (a purchase must carry exactly {@link GameView#payment}); the hub
 * asks once more after an illegal one and ends the game on the second. Implementations used in tournaments
 * are called from several threads at once: keep them stateless, or register a {@link StrategyProvider} so
 * each game gets its own instance.
 */
@FunctionalInterface
public interface Strategy {

    /**
     * The action for player {@code me} in the state {@code view}.
     *
     * @param view the table as this player sees it
     * @param me this player's number (0 = A)
     * @return the action for player {@code me} in the state {@code view}
     */
    Action decide(GameView view, int me);

    /**
     * A short name for tables and logs; the built-ins use their program names.
     *
     * @return a short name for tables and logs; the built-ins use their program names
     */
    default String name() {
        return getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }
}
