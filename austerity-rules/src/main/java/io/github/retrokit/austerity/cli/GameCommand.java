package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.game.AusterityGame;
import io.github.retrokit.austerity.game.AusterityGameResult;
import io.github.retrokit.austerity.game.Entrant;
import io.github.retrokit.austerity.protocol.HubLines;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.rules.Market;
import io.github.retrokit.austerity.strategy.Strategy;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * {@code game}: one in-process game. Text output is exactly what the hub would print for the same players; json and
 * csv are the documented result documents.
 */
final class GameCommand {
    static final String PROG = "retrokit austerity game";

    /** Standard output was closed while the game printed its turns. */
    private static final class ClosedOutput extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ClosedOutput() {
            super(null, null, false, false);
        }
    }

    private GameCommand() {
    }

    static int run(List<String> args, Console console) {
        if (InProcessArguments.wantsHelp(args)) {
            return Help.print("game", Help.GAME, console);
        }
        try {
            InProcessArguments a = InProcessArguments.parse(args, Set.of("--seed", "--max-rounds"), Set.of());
            return play(a, console);
        } catch (CommandFailure failure) {
            return failure.report(PROG, console);
        }
    }

    private static int play(InProcessArguments a, Console console) throws CommandFailure {
        Deck deck = a.options().containsKey("--seed") ? a.deck().shuffled(a.options().get("--seed")) : a.deck();
        PrintStream out = console.out();
        List<String> transcript = new ArrayList<>();
        Consumer<String> emit = a.format() != OutputFormat.TEXT ? transcript::add : line -> {
            out.println(line);
            if (out.checkError()) {
                throw new ClosedOutput();
            }
        };
        AusterityGameResult result;
        try {
            List<Strategy> seats = new ArrayList<>();
            for (Entrant entrant : a.entrants()) {
                seats.add(entrant.factory().get());
            }
            deck.cards().stream().limit(Market.CAPACITY).map(HubLines::newCard).forEach(emit);
            result = new AusterityGame(a.rules(), deck, seats).observe(turn -> HubLines.turn(turn).forEach(emit)).play();
        } catch (ClosedOutput e) {
            return WatchedOutput.status(PROG, console);
        } catch (RuntimeException e) {
            throw new CommandFailure(CommandFailure.RUN_TIME, "a strategy failed: " + e.getMessage());
        }
        switch (a.format()) {
            case JSON -> out.print(ResultDocuments.gameJson(a, result, transcript));
            case CSV -> out.print(ResultDocuments.gameCsv(a.entrants(), result));
            default -> {
                if (result.end() != EndReason.FORFEIT) {
                    out.println(HubLines.winners(result.winners()));
                }
            }
        }
        if (out.checkError()) {
            return WatchedOutput.status(PROG, console);
        }
        return ending(result, a.entrants(), console);
    }

    /** 0 for a decided game; 6 after a forfeit, 5 for a round cap or stall, with a line on stderr. */
    private static int ending(AusterityGameResult result, List<Entrant> entrants, Console console) {
        int status = 0;
        if (result.end() == EndReason.FORFEIT) {
            int player = result.forfeitedBy().orElse(0);
            console.err().println(PROG + ": player " + GameView.letter(player) + " (" + entrants.get(player).name()
                    + ") made two illegal moves in a row");
            status = CommandFailure.RUN_TIME;
        } else if (!result.end().decided()) {
            console.err().println("Game ended after " + result.rounds() + " rounds: "
                    + result.end().name().toLowerCase(Locale.ROOT).replace('_', ' '));
            status = CommandFailure.LIMIT;
        }
        console.flush();
        return status;
    }
}
