package io.github.retrokit.austerity.cli;

import io.github.retrokit.austerity.game.Entrant;
import io.github.retrokit.austerity.game.GameRules;
import io.github.retrokit.austerity.game.AusterityGame;
import io.github.retrokit.austerity.game.AusterityGameResult;
import io.github.retrokit.austerity.game.AusterityTournament;
import io.github.retrokit.austerity.hub.HubExit;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.DeckFormatException;
import io.github.retrokit.austerity.rules.EndReason;
import io.github.retrokit.austerity.text.FieldReader;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.rules.Market;
import io.github.retrokit.austerity.protocol.HubLines;
import io.github.retrokit.austerity.strategy.Strategy;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * {@code game} and {@code tournament}: in-process play over the engine's {@link AusterityGame} and {@link AusterityTournament}.
 * Arguments are checked like the hub's, with the hub's exit statuses (1 usage, 2 bad argument, 3/4 deck).
 */
final class GameCommand {
    private static final String GAME_USAGE = "Usage: game tokens points deck strategy strategy [strategy ...] [--seed N] [--max-rounds N]";
    private static final String TOURNAMENT_USAGE =
            "Usage: tournament tokens points deck strategy strategy [strategy ...] [--games N] [--seed N] [--threads N]";

    /** Upper bounds of the numeric options: beyond them a run would only exhaust memory or threads. */
    private static final Map<String, Long> MAXIMUM = Map.of("--games", 1_000_000L, "--threads", 256L);

    /** A rejected command line: exit status and message. */
    private static final class Rejected extends Exception {
        private static final long serialVersionUID = 1L;
        private final int status;

        Rejected(int status, String message) {
            super(message, null, false, false);
            this.status = status;
        }
    }

    /** The parsed command line shared by both commands. */
    private record Setup(int tokens, int points, Deck deck, List<Entrant> entrants, Map<String, Long> options) {
        GameRules rules() {
            GameRules rules = GameRules.of(tokens, points);
            long rounds = options.getOrDefault("--max-rounds", 0L);
            return rounds > 0 ? rules.withMaxRounds((int) rounds) : rules;
        }
    }

    private GameCommand() {
    }

    static int game(List<String> args, Console console) {
        try {
            Setup setup = parse(args, GAME_USAGE, Set.of("--seed", "--max-rounds"));
            Deck deck = setup.options().containsKey("--seed") ? setup.deck().shuffled(setup.options().get("--seed")) : setup.deck();
            List<Strategy> seats = new ArrayList<>();
            setup.entrants().forEach(e -> seats.add(e.factory().get()));
            PrintStream out = console.out();
            deck.cards().stream().limit(Market.CAPACITY).map(HubLines::newCard).forEach(out::println);
            AusterityGameResult result = new AusterityGame(setup.rules(), deck, seats).observe(turn -> HubLines.turn(turn).forEach(out::println)).play();
            return finish(result, console);
        } catch (Rejected e) {
            return reject(e, console);
        }
    }

    static int tournament(List<String> args, Console console) {
        try {
            Setup setup = parse(args, TOURNAMENT_USAGE, Set.of("--games", "--seed", "--threads"));
            Map<String, Long> options = setup.options();
            AusterityTournament tournament = new AusterityTournament(setup.rules(), setup.deck(), setup.entrants())
                    .games(options.getOrDefault("--games", 1000L).intValue())
                    .seed(options.getOrDefault("--seed", 1L));
            if (options.containsKey("--threads")) {
                tournament.threads(Math.max(1, options.get("--threads").intValue()));
            }
            console.out().print(tournament.run().table());
            console.flush();
            return 0;
        } catch (Rejected e) {
            return reject(e, console);
        } catch (IllegalStateException e) {
            console.err().println("tournament failed: " + e.getMessage());
            console.flush();
            return 1;
        }
    }

    private static int finish(AusterityGameResult result, Console console) {
        if (result.end() == EndReason.FORFEIT) {
            console.err().println("Player " + (char) ('A' + result.forfeitedBy().orElse(0)) + " made two illegal moves in a row");
            console.err().println(HubExit.PROTOCOL_ERROR.message());
            console.flush();
            return HubExit.PROTOCOL_ERROR.status();
        }
        console.out().println(HubLines.winners(result.winners()));
        if (result.end() == EndReason.ROUND_CAP || result.end() == EndReason.STALLED) {
            console.err().println("Game ended after " + result.rounds() + " rounds: "
                    + result.end().name().toLowerCase(Locale.ROOT).replace('_', ' '));
        }
        console.flush();
        return 0;
    }

    private static int reject(Rejected e, Console console) {
        console.err().println(e.getMessage());
        console.flush();
        return e.status;
    }

    private static Setup parse(List<String> args, String usage, Set<String> known) throws Rejected {
        Map<String, String> raw = new HashMap<>();
        List<String> positional = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (!args.get(i).startsWith("--")) {
                positional.add(args.get(i));
            } else if (!known.contains(args.get(i)) || i + 1 == args.size()) {
                throw new Rejected(HubExit.USAGE.status(), usage);
            } else {
                raw.put(args.get(i), args.get(++i));
            }
        }
        int players = positional.size() - 3;
        if (players < GameSetup.MIN_PLAYERS || players > GameSetup.MAX_PLAYERS) {
            throw new Rejected(HubExit.USAGE.status(), usage);
        }
        int tokens = (int) number(positional.get(0), "tokens", 0);
        int points = (int) number(positional.get(1), "points", 0);
        Map<String, Long> options = new HashMap<>();
        for (Map.Entry<String, String> option : raw.entrySet()) {
            long min = option.getKey().equals("--seed") ? Long.MIN_VALUE : 0;
            long value = number(option.getValue(), option.getKey(), min);
            if (value > MAXIMUM.getOrDefault(option.getKey(), Long.MAX_VALUE)) {
                throw new Rejected(HubExit.BAD_ARGUMENT.status(), HubExit.BAD_ARGUMENT.message() + ": " + option.getKey() + " '"
                        + option.getValue() + "' (at most " + MAXIMUM.get(option.getKey()) + ")");
            }
            options.put(option.getKey(), value);
        }
        List<Entrant> entrants = new ArrayList<>();
        for (String name : positional.subList(3, positional.size())) {
            try {
                entrants.add(Entrant.of(name));
            } catch (IllegalArgumentException e) {
                throw new Rejected(HubExit.BAD_ARGUMENT.status(), HubExit.BAD_ARGUMENT.message() + ": " + e.getMessage());
            }
        }
        return new Setup(tokens, points, readDeck(positional.get(2)), entrants, options);
    }

    private static long number(String text, String what, long min) throws Rejected {
        if (min == Long.MIN_VALUE) {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw new Rejected(HubExit.BAD_ARGUMENT.status(), HubExit.BAD_ARGUMENT.message() + ": " + what + " '" + text + "'");
            }
        }
        OptionalInt value = FieldReader.parseWhole(text);
        if (value.isEmpty() || value.getAsInt() < min) {
            throw new Rejected(HubExit.BAD_ARGUMENT.status(), HubExit.BAD_ARGUMENT.message() + ": " + what + " '" + text + "'");
        }
        return value.getAsInt();
    }

    private static Deck readDeck(String file) throws Rejected {
        try {
            return Deck.read(Path.of(file));
        } catch (DeckFormatException e) {
            throw new Rejected(HubExit.DECK_CONTENTS.status(), HubExit.DECK_CONTENTS.message() + ": " + file + ": " + e.getMessage());
        } catch (IOException | InvalidPathException e) {
            throw new Rejected(HubExit.DECK_ACCESS.status(), HubExit.DECK_ACCESS.message() + ": " + file);
        }
    }
}
