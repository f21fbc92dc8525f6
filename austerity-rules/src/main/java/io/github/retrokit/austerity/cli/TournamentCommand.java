package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.game.AusterityTournament;
import io.github.retrokit.austerity.game.AusterityTournamentResult;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/** {@code tournament}: many in-process games on shuffled decks, seats rotating; a results table or document. */
final class TournamentCommand {
    static final String PROG = "retrokit austerity tournament";

    private TournamentCommand() {
    }

    static int run(List<String> args, Console console) {
        if (InProcessArguments.wantsHelp(args)) {
            return Help.print("tournament", Help.TOURNAMENT, console);
        }
        try {
            InProcessArguments a = InProcessArguments.parse(args, Set.of("--games", "--seed", "--threads", "--max-rounds"),
                    Set.of("--no-progress"));
            return play(a, console);
        } catch (CommandFailure failure) {
            return failure.report(PROG, console);
        }
    }

    private static int play(InProcessArguments a, Console console) throws CommandFailure {
        int games = a.options().getOrDefault("--games", 1000L).intValue();
        AusterityTournament tournament = new AusterityTournament(a.rules(), a.deck(), a.entrants())
                .games(games).seed(a.options().getOrDefault("--seed", 1L));
        if (a.options().containsKey("--threads")) {
            tournament.threads(a.options().get("--threads").intValue());
        }
        Progress progress = console.terminal() && !a.noProgress()
                ? new Progress(console.err(), "tournament", games, "games", System::nanoTime) : null;
        if (progress != null) {
            tournament.progress(progress::update);
        }
        AusterityTournamentResult result;
        try {
            result = tournament.run();
        } catch (IllegalStateException e) {
            throw new CommandFailure(CommandFailure.RUN_TIME, e.getMessage());
        } finally {
            if (progress != null) {
                progress.finish();
            }
        }
        PrintStream out = console.out();
        out.print(switch (a.format()) {
            case JSON -> ResultDocuments.tournamentJson(a, result);
            case CSV -> ResultDocuments.tournamentCsv(result);
            default -> result.table();
        });
        if (out.checkError()) {
            return WatchedOutput.status(PROG, console);
        }
        console.flush();
        return 0;
    }
}
