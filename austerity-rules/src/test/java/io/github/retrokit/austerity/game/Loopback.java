package io.github.retrokit.austerity.game;

import java.util.ArrayList;
import java.util.List;

import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.rules.GameSetup;
import io.github.retrokit.austerity.state.Delivery;
import io.github.retrokit.austerity.state.HubGame;
import io.github.retrokit.austerity.state.HubStep;
import io.github.retrokit.austerity.state.PlayerReaction;
import io.github.retrokit.austerity.state.PlayerSession;
import io.github.retrokit.austerity.strategy.Strategy;

/**
 * A hub and its players wired together in memory through the wire lines, exactly as the processes talk,
 * recording the hub's stdout, every player's stderr and every line exchanged.
 */
final class Loopback {

    final HubGame hub;
    final List<PlayerSession> players = new ArrayList<>();
    final List<String> hubStdout = new ArrayList<>();
    final List<List<String>> playerStderr = new ArrayList<>();
    final List<String> wire = new ArrayList<>();
    HubStep.Status status;

    Loopback(GameSetup setup, Deck deck, List<? extends Strategy> strategies) {
        hub = new HubGame(setup, deck);
        for (int p = 0; p < strategies.size(); p++) {
            players.add(new PlayerSession(strategies.size(), p, strategies.get(p)));
            playerStderr.add(new ArrayList<>());
        }
    }

    /** Runs to the end (or {@code maxSteps} replies) and then delivers {@code eog} as the shutdown does. */
    Loopback run(int maxSteps) {
        HubStep step = hub.start();
        String reply = deliver(step);
        for (int n = 0; n < maxSteps && step.status() == HubStep.Status.AWAIT_REPLY; n++) {
            int from = hub.awaitedPlayer();
            wire.add((char) ('A' + from) + "> " + reply);
            step = hub.reply(reply);
            reply = deliver(step);
        }
        status = step.status();
        for (int p = 0; p < players.size(); p++) {
            react(p, "eog");
        }
        return this;
    }

    private String deliver(HubStep step) {
        hubStdout.addAll(step.stdout());
        String reply = null;
        for (Delivery delivery : step.deliveries()) {
            for (int p = 0; p < players.size(); p++) {
                if (delivery.isFor(p)) {
                    String answer = react(p, delivery.line());
                    reply = answer != null ? answer : reply;
                }
            }
        }
        return reply;
    }

    private String react(int p, String line) {
        wire.add(">" + (char) ('A' + p) + " " + line);
        PlayerReaction reaction = players.get(p).receive(line);
        playerStderr.get(p).addAll(reaction.stderr());
        if (reaction.status() == PlayerReaction.Status.INVALID_MESSAGE) {
            throw new AssertionError("player rejected " + line);
        }
        return reaction.reply().orElse(null);
    }
}
