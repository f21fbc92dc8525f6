package io.github.retrokit.spark.austerity;

import io.github.retrokit.austerity.game.Entrant;
import io.github.retrokit.austerity.game.GameRules;
import io.github.retrokit.austerity.game.AusterityGame;
import io.github.retrokit.austerity.game.AusterityTournament;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.DeckFormatException;
import io.github.retrokit.austerity.rules.GameSetup;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A strategy study, broadcast once: the strategies, the decks (as text) and the tournament seeds. Every
 * (deck, seed) pair is one configuration, a tournament of {@code games} games exactly as
 * {@code austerity tournament} plays it: game {@code g} of a configuration is {@link AusterityTournament#playGame}
 * {@code (g)} of that tournament. Task index {@code t} is game {@code t mod games} of configuration
 * {@code t / games}.
 *
 * @param strategies the entrants' strategy names, entrant e in seat e of game 0
 * @param maxRounds  the round cap, 0 for the engine's default
 */
public record StudyPlan(int tokens, int points, int maxRounds, List<String> strategies, List<DeckText> decks,
                        List<Long> seeds, int games) implements Serializable {

    /** A deck as it travels with the job. */
    public record DeckText(String name, String text) implements Serializable {
        Deck parse() {
            try {
                return Deck.parse(text);
            } catch (DeckFormatException e) {
                throw new IllegalStateException("deck " + name + " no longer parses: " + e.getMessage(), e);
            }
        }
    }

    public StudyPlan {
        strategies = List.copyOf(strategies);
        decks = List.copyOf(decks);
        seeds = List.copyOf(seeds);
    }

    public int configurations() {
        return decks.size() * seeds.size();
    }

    public long taskCount() {
        return (long) configurations() * games;
    }

    public DeckText deckOf(int configuration) {
        return decks.get(configuration / seeds.size());
    }

    public long seedOf(int configuration) {
        return seeds.get(configuration % seeds.size());
    }

    public GameRules rules() {
        GameRules rules = GameRules.of(tokens, points);
        return maxRounds > 0 ? rules.withMaxRounds(maxRounds) : rules;
    }

    /** The setup of every game (checks the player count). */
    public GameSetup setup() {
        return rules().forPlayers(strategies.size());
    }

    /** The single-machine tournament of one configuration. */
    public AusterityTournament tournament(int configuration, Deck deck) {
        List<Entrant> entrants = new ArrayList<>();
        for (String s : strategies) {
            entrants.add(Entrant.of(s));
        }
        return new AusterityTournament(rules(), deck, entrants).games(games).seed(seedOf(configuration));
    }
}
