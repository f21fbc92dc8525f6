package io.github.retrokit.examples.austerity;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import io.github.retrokit.austerity.game.Entrant;
import io.github.retrokit.austerity.game.GameRules;
import io.github.retrokit.austerity.game.AusterityGame;
import io.github.retrokit.austerity.game.AusterityGameResult;
import io.github.retrokit.austerity.game.AusterityTournament;
import io.github.retrokit.austerity.game.AusterityTournamentResult;
import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.DeckFormatException;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.protocol.HubLines;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.austerity.strategy.Strategy;

/**
 * Embedding the Austerity engine: one game between the course's three players, printed as the hub would print
 * it, then a tournament that adds a user-written strategy.
 *
 * <pre>java -cp ... io.github.retrokit.examples.austerity.AusterityDemo [deckfile] [games]</pre>
 */
public final class AusterityDemo {

    private AusterityDemo() {
    }

    /**
     * A user strategy: buy the cheapest affordable card that is worth points, else hoard wild tokens.
     * Any {@link Strategy} plays in-process and, via the player program, as a process.
     */
    public static final class Thrifty implements Strategy {
        @Override
        public Action decide(GameView view, int me) {
            int best = -1;
            for (int i = 0; i < view.marketSize(); i++) {
                Card card = view.card(i);
                if (card.points() > 0 && view.canAfford(me, card)
                        && (best < 0 || view.price(me, card) < view.price(me, view.card(best)))) {
                    best = i;
                }
            }
            return best >= 0 ? new Action.Purchase(best, view.payment(me, view.card(best))) : Action.WILD;
        }

        @Override
        public String name() {
            return "thrifty";
        }
    }

    /** Runs the demo. */
    public static void main(String[] args) {
        Deck deck;
        try {
            deck = args.length > 0 ? Deck.read(Path.of(args[0])) : Deck.deck20();
        } catch (DeckFormatException e) {
            System.err.println("AusterityDemo: " + args[0] + ": invalid deck file contents: " + e.getMessage());
            return;
        } catch (IOException e) {
            System.err.println("AusterityDemo: cannot access deck file " + args[0] + ": " + e.getMessage());
            return;
        }
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
        PrintStream out = System.out;

        out.println("== one game: austerity 7 15 deck shenzi banzai ed ==");
        for (Card card : deck.cards().subList(0, Math.min(8, deck.size()))) {
            out.println(HubLines.newCard(card));
        }
        AusterityGameResult result = new AusterityGame(GameRules.of(7, 15), deck, List.of(Strategies.shenzi(), Strategies.banzai(), Strategies.ed()))
                .observe(turn -> HubLines.turn(turn).forEach(out::println))
                .play();
        out.println(HubLines.winners(result.winners()));
        out.println("(" + result.end() + " after " + result.turns() + " turns; points " + result.points() + ")");

        out.println();
        out.println("== tournament: " + games + " shuffled games, seats rotated ==");
        List<Entrant> entrants = List.of(Entrant.of("shenzi"), Entrant.of("banzai"), Entrant.of("ed"),
                new Entrant("thrifty", Thrifty::new));
        long start = System.nanoTime();
        AusterityTournamentResult table = new AusterityTournament(GameRules.of(7, 15), deck, entrants).games(games).seed(2018).run();
        double seconds = (System.nanoTime() - start) / 1e9;
        out.print(table.table());
        out.printf("%d games in %.2f s (%.0f games/s on %d cores)%n", games, seconds, games / seconds,
                Runtime.getRuntime().availableProcessors());
    }
}
