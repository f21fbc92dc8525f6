package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.game.AusterityGameResult;
import io.github.retrokit.austerity.game.AusterityStanding;
import io.github.retrokit.austerity.game.AusterityTournamentResult;
import io.github.retrokit.austerity.game.Entrant;
import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.rules.GameView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The machine-readable results of {@code tournament} and {@code game} (schemas {@code retrokit.austerity.tournament/1}
 * and {@code retrokit.austerity.game/1}, documented in the module README under "Machine-readable results").
 */
final class ResultDocuments {
    static final List<String> TOURNAMENT_COLUMNS = List.of("entrant", "name", "games", "wins", "soleWins", "winRate",
            "winRateLow", "winRateHigh", "totalPoints", "averagePoints");
    static final List<String> GAME_COLUMNS = List.of("player", "strategy", "points", "winner");

    private ResultDocuments() {
    }

    /** {@code targetReached}, {@code roundCap}, ...: an end reason as a lowerCamelCase name. */
    static String endName(EndReason reason) {
        String[] words = reason.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder name = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            name.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return name.toString();
    }

    static String tournamentJson(InProcessArguments args, AusterityTournamentResult result) {
        Map<String, Object> doc = header("retrokit.austerity.tournament/1", args);
        doc.put("games", result.games());
        doc.put("seed", result.seed());
        List<Object> entrants = new ArrayList<>();
        for (AusterityStanding s : result.standings()) {
            Map<String, Object> row = new LinkedHashMap<>();
            List<Object> values = standingRow(s);
            for (int i = 0; i < TOURNAMENT_COLUMNS.size(); i++) {
                row.put(TOURNAMENT_COLUMNS.get(i), values.get(i));
            }
            entrants.add(row);
        }
        doc.put("entrants", entrants);
        Map<String, Object> endings = new LinkedHashMap<>();
        int decided = 0;
        for (EndReason reason : EndReason.values()) {
            int count = result.endings().getOrDefault(reason, 0);
            endings.put(endName(reason), count);
            decided += reason.decided() ? count : 0;
        }
        doc.put("endings", endings);
        doc.put("decidedGames", decided);
        doc.put("totalTurns", result.totalTurns());
        return Json.document(doc);
    }

    static String tournamentCsv(AusterityTournamentResult result) {
        StringBuilder out = new StringBuilder(Csv.row(TOURNAMENT_COLUMNS));
        for (AusterityStanding s : result.standings()) {
            out.append(Csv.row(standingRow(s)));
        }
        return out.toString();
    }

    private static List<Object> standingRow(AusterityStanding s) {
        return List.of(s.entrant() + 1, s.name(), s.games(), s.wins(), s.soleWins(), s.winRate(), s.winRateLow(),
                s.winRateHigh(), s.totalPoints(), s.averagePoints());
    }

    static String gameJson(InProcessArguments args, AusterityGameResult result, List<String> transcript) {
        Map<String, Object> doc = header("retrokit.austerity.game/1", args);
        doc.put("seed", args.options().get("--seed"));
        List<Object> players = new ArrayList<>();
        for (List<Object> values : gameRows(args.entrants(), result)) {
            Map<String, Object> row = new LinkedHashMap<>();
            for (int i = 0; i < GAME_COLUMNS.size(); i++) {
                row.put(GAME_COLUMNS.get(i), values.get(i));
            }
            players.add(row);
        }
        doc.put("players", players);
        List<Object> winners = new ArrayList<>();
        result.winners().forEach(w -> winners.add(String.valueOf(GameView.letter(w))));
        doc.put("winners", winners);
        doc.put("end", endName(result.end()));
        doc.put("decided", result.end().decided());
        doc.put("rounds", result.rounds());
        doc.put("turns", result.turns());
        doc.put("forfeitedBy", result.forfeitedBy().isPresent()
                ? String.valueOf(GameView.letter(result.forfeitedBy().getAsInt())) : null);
        doc.put("transcript", new ArrayList<Object>(transcript));
        return Json.document(doc);
    }

    static String gameCsv(List<Entrant> entrants, AusterityGameResult result) {
        StringBuilder out = new StringBuilder(Csv.row(GAME_COLUMNS));
        for (List<Object> row : gameRows(entrants, result)) {
            out.append(Csv.row(row));
        }
        return out.toString();
    }

    private static List<List<Object>> gameRows(List<Entrant> entrants, AusterityGameResult result) {
        List<List<Object>> rows = new ArrayList<>();
        for (int p = 0; p < entrants.size(); p++) {
            rows.add(List.of(String.valueOf(GameView.letter(p)), entrants.get(p).name(), result.points().get(p),
                    result.winners().contains(p)));
        }
        return rows;
    }

    private static Map<String, Object> header(String schema, InProcessArguments args) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("schema", schema);
        doc.put("tokens", args.tokens());
        doc.put("pointsTarget", args.points());
        doc.put("maxRounds", args.rules().maxRounds());
        doc.put("deck", args.deckPath());
        return doc;
    }
}
