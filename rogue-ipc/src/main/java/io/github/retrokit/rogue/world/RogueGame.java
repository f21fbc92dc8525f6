package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.transport.ExitReport;
import io.github.retrokit.rogue.transport.Peer;
import io.github.retrokit.rogue.transport.Reply;
import io.github.retrokit.rogue.transport.StartFailedException;
import io.github.retrokit.rogue.transport.Transport;
import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The Rogue Pipes game world: starts the player and the monsters, waits for every ready, prints the initial
 * map, then runs turns as the course describes (player first; the monsters' responses in the order of their
 * positions; invalid moves keep the old position) until the player reaches the door, dies or leaves, or every
 * monster is dead (checked after the monsters' part of a turn, so a game without monsters still plays turn 1); prints the final map and the game-over text, sends game_over to every live child and reaps
 * them all. A misbehaving child is reported to the observer and removed (a player counts as leaving).
 */
public final class RogueGame {

    private static final long MISBEHAVING_GRACE_NANOS = 2_000_000_000L;
    private static final Logger LOG = LoggerFactory.getLogger(RogueGame.class);
    private static final Comparator<MonsterState> BY_POSITION = Comparator.comparing(m -> m.position);

    private final WorldInput input;
    private final Transport transport;
    private final Appendable out;
    private final RogueGameOptions options;
    private final long timeoutNanos;
    private final List<String> diagnostics = new ArrayList<>();
    private final List<MonsterState> monsters = new ArrayList<>();
    private final List<MonsterState> alive = new ArrayList<>();
    private Peer<PlayerMessage, PlayerResponse> player;
    private boolean playerConnected;
    /** How the player ended the game, when it did: it is reaped after the game's output. */
    private Departure departure;
    private Coordinate playerPosition;
    private int damageToPlayer;
    private int turn;

    private RogueGame(WorldInput input, Transport transport, Appendable out, RogueGameOptions options) {
        this.input = input;
        this.transport = transport;
        this.out = out;
        this.options = options;
        this.timeoutNanos = options.responseTimeout().toNanos();
        this.playerPosition = input.playerStart();
    }

    /**
     * Plays one game, writing the maps and the game-over text to {@code out}.
     *
     * @param input the room, the player and the monsters
     * @param transport how the children are started
     * @param out where the maps go (flushed, when it can be, before any child is waited for)
     * @param options timeout, observer, turn limit
     * @return how the game ended
     * @throws java.io.UncheckedIOException when {@code out} fails: the game stops there, every child is reaped
     * @throws RogueGameStartException when a child cannot be started or does not send ready (nothing is printed)
     */
    public static RogueGameResult play(WorldInput input, Transport transport, Appendable out, RogueGameOptions options)
            throws RogueGameStartException {
        return new RogueGame(input, transport, out, options).run();
    }

    private RogueGameResult run() throws RogueGameStartException {
        try {
            start();
            MapPrinter.write(out, map());
            RogueGameOutcome outcome = playTurns(); // even without monsters: the player plays turn 1, as in the C worlds
            finish(outcome);
            return new RogueGameResult(outcome, turn, diagnostics);
        } finally {
            closeEverything(0);
        }
    }

    // ---- start-up ----

    private void start() throws RogueGameStartException {
        if (input.monsters().size() > transport.monsterLimit()) {
            throw new RogueGameStartException(input.monsters().size() + " monsters exceed MONSTER_LIMIT "
                    + transport.monsterLimit() + " of the children's messages", null);
        }
        try {
            player = transport.startPlayer(input.player());
            playerConnected = true;
            for (int i = 0; i < input.monsters().size(); i++) {
                WorldInput.MonsterSetup setup = input.monsters().get(i);
                MonsterState m = new MonsterState(i + 1, setup);
                m.peer = transport.startMonster(setup.command());
                monsters.add(m);
                alive.add(m);
            }
        } catch (StartFailedException e) {
            closeEverything(0);
            throw new RogueGameStartException(e.getMessage(), e);
        }
        long deadline = System.nanoTime() + timeoutNanos;
        expectReady(player, "player", describePlayer(), deadline);
        for (MonsterState m : monsters) {
            expectReady(m.peer, m.tag(), m.describe(), deadline);
        }
        alive.sort(BY_POSITION);
    }

    private void expectReady(Peer<?, ?> peer, String tag, String who, long deadline) throws RogueGameStartException {
        Reply<?> reply = peer.receive(deadline);
        trace(tag, reply);
        if (reply instanceof Reply.Answer<?> answer && isReady(answer.response())) {
            return;
        }
        String problem;
        if (reply instanceof Reply.Ended<?> ended) {
            problem = ended.reason() == Reply.Reason.CLOSED ? "closed the connection before sending ready"
                    : explain(ended);
        } else {
            problem = "sent " + ((Reply.Answer<?>) reply).response() + " instead of ready";
        }
        ExitReport exit = peer.close(graceAfter(reply));
        closeEverything(0);
        throw new RogueGameStartException(who + ": " + problem + " (" + exit.describe() + ")", null);
    }

    private static boolean isReady(Object response) {
        return response instanceof PlayerResponse.Ready || response instanceof MonsterResponse.Ready;
    }

    // ---- turns ----

    private RogueGameOutcome playTurns() {
        while (true) {
            turn++;
            RogueGameOutcome outcome = playerPhase(System.nanoTime() + timeoutNanos);
            if (outcome != null) {
                return outcome;
            }
            monsterPhase(System.nanoTime() + timeoutNanos);
            if (alive.isEmpty()) {
                return RogueGameOutcome.SURVIVED;
            }
            MapPrinter.write(out, map());
            if (turn == options.maxTurns()) {
                return RogueGameOutcome.TURN_LIMIT;
            }
        }
    }

    /** Sends the player its message and applies its response; returns the outcome if that ends the game. */
    private RogueGameOutcome playerPhase(long deadline) {
        PlayerMessage message = PlayerMessage.of(playerPosition, damageToPlayer, alivePositions(), false);
        damageToPlayer = 0;
        send(player, "player", message, deadline);
        Reply<PlayerResponse> reply = player.receive(deadline);
        trace("player", reply);
        if (reply instanceof Reply.Ended<PlayerResponse> ended) {
            return playerGone(ended);
        }
        PlayerResponse response = ((Reply.Answer<PlayerResponse>) reply).response();
        if (response instanceof PlayerResponse.Move move) {
            if (canEnter(move.to(), null)) {
                playerPosition = move.to();
            }
            return playerPosition.equals(input.door()) ? RogueGameOutcome.REACHED : null;
        }
        if (response instanceof PlayerResponse.Attack attack) {
            for (int i = 0; i < alive.size(); i++) {
                alive.get(i).damage = attack.damageTo(i);
            }
            return null;
        }
        if (response instanceof PlayerResponse.Dead) {
            return playerDeparted(new Departure("sent pr_dead", timeoutNanos, false, false), RogueGameOutcome.DIED);
        }
        return playerDeparted(new Departure("sent " + response + " during the game", graceAfter(reply), true, true),
                RogueGameOutcome.LEFT);
    }

    /** End of stream (the player's "leave"), or a player that broke the protocol: it counts as leaving. */
    private RogueGameOutcome playerGone(Reply.Ended<PlayerResponse> ended) {
        boolean left = ended.reason() == Reply.Reason.CLOSED;
        return playerDeparted(new Departure(explain(ended), left ? timeoutNanos : graceAfter(ended), !left, true),
                RogueGameOutcome.LEFT);
    }

    /**
     * The player's answer ends the game at once: it is reaped only after the final map and the game-over text are
     * out, so a player that stays alive (or is slow to exit) never delays them.
     */
    private RogueGameOutcome playerDeparted(Departure how, RogueGameOutcome outcome) {
        playerConnected = false;
        departure = how;
        return outcome;
    }

    /** Reaps the player that ended the game, reporting how it went unless it ended properly. */
    private void reapDepartedPlayer() {
        ExitReport exit = player.close(departure.graceNanos());
        if (!departure.leaving()) {
            reportUnclean(describePlayer(), departure.problem(), exit);
        } else if (departure.reportAlways() || !exit.clean()) {
            diagnostic(describePlayer() + ": " + departure.problem() + " (" + exit.describe()
                    + "); counted as leaving the game");
        }
    }

    /** Sends every alive monster its message, collects all responses, applies them in position order. */
    private void monsterPhase(long deadline) {
        List<MonsterState> turnOrder = new ArrayList<>(alive); // sorted by position at the start of the turn
        for (MonsterState m : turnOrder) {
            send(m.peer, m.tag(), new MonsterMessage(m.position, m.damage, playerPosition, false), deadline);
            m.damage = 0;
        }
        for (MonsterState m : turnOrder) {
            m.reply = m.peer.receive(deadline);
            trace(m.tag(), m.reply);
        }
        List<MonsterState> leaving = new ArrayList<>();
        for (MonsterState m : turnOrder) {
            if (!apply(m)) {
                alive.remove(m);
                leaving.add(m);
            }
        }
        for (MonsterState m : leaving) {
            retire(m);
        }
        alive.sort(BY_POSITION);
    }

    /** Applies one monster's response; false when the monster leaves the game (dead or misbehaving). */
    private boolean apply(MonsterState m) {
        if (!(m.reply instanceof Reply.Answer<MonsterResponse> answer)) {
            return false;
        }
        MonsterResponse response = answer.response();
        if (response instanceof MonsterResponse.Move move) {
            if (canEnter(move.to(), m)) {
                m.position = move.to();
            }
            return true;
        }
        if (response instanceof MonsterResponse.Attack attack) {
            damageToPlayer += attack.damage();
            return true;
        }
        return false;
    }

    /** Reaps a monster that left the game this turn, reporting it unless it died properly. */
    private void retire(MonsterState m) {
        if (m.reply instanceof Reply.Answer<MonsterResponse> answer && answer.response() instanceof MonsterResponse.Dead) {
            reportUnclean(m.describe(), "sent mr_dead", m.peer.close(timeoutNanos));
            return;
        }
        String problem = m.reply instanceof Reply.Ended<MonsterResponse> ended ? explain(ended)
                : "sent " + ((Reply.Answer<MonsterResponse>) m.reply).response() + " during the game";
        ExitReport exit = m.peer.close(graceAfter(m.reply));
        diagnostic(m.describe() + ": " + problem + " (" + exit.describe() + "); removed from the game");
    }

    /** The course's move checks: inside the room, not a wall, the door only for the player, not occupied. */
    private boolean canEnter(Coordinate to, MonsterState mover) {
        int x = to.x();
        int y = to.y();
        if (x < 0 || y < 0 || x >= input.width() || y >= input.height()) {
            return false;
        }
        if (to.equals(input.door())) {
            return mover == null;
        }
        if (x == 0 || y == 0 || x == input.width() - 1 || y == input.height() - 1) {
            return false;
        }
        if (mover != null && to.equals(playerPosition)) {
            return false;
        }
        for (MonsterState other : alive) {
            if (other != mover && other.position.equals(to)) {
                return false;
            }
        }
        return true;
    }

    // ---- the end ----

    private void finish(RogueGameOutcome outcome) {
        if (outcome != RogueGameOutcome.TURN_LIMIT) {
            MapPrinter.write(out, map() + MapPrinter.gameOver(outcome));
        }
        MapPrinter.flush(out); // out before any child is waited for
        long deadline = System.nanoTime() + timeoutNanos;
        if (playerConnected) {
            send(player, "player", PlayerMessage.of(playerPosition, damageToPlayer, alivePositions(), true), deadline);
        }
        for (MonsterState m : alive) {
            send(m.peer, m.tag(), new MonsterMessage(m.position, 0, playerPosition, true), deadline);
        }
        if (departure != null) {
            reapDepartedPlayer();
        } else if (playerConnected) {
            playerConnected = false;
            reportUnclean(describePlayer(), "got game_over", player.close(timeoutNanos));
        }
        for (MonsterState m : alive) {
            reportUnclean(m.describe(), "got game_over", m.peer.close(timeoutNanos));
        }
        alive.clear();
    }

    /** Safety net: closes (kills and reaps) every child still open; closing twice is harmless. */
    private void closeEverything(long graceNanos) {
        if (player != null) {
            player.close(graceNanos);
        }
        for (MonsterState m : monsters) {
            m.peer.close(graceNanos);
        }
    }

    // ---- helpers ----

    private <M> void send(Peer<M, ?> peer, String tag, M message, long deadline) {
        options.observer().message(new TracedMessage(turn, tag, TracedMessage.Direction.TO_ENTITY, message));
        peer.send(message, deadline);
    }

    private void trace(String tag, Reply<?> reply) {
        Object shown = reply instanceof Reply.Answer<?> answer ? answer.response() : reply;
        options.observer().message(new TracedMessage(turn, tag, TracedMessage.Direction.FROM_ENTITY, shown));
    }

    /** How long a misbehaving child may take to exit once its connection is closed: none if it was silent. */
    private long graceAfter(Reply<?> reply) {
        boolean silent = reply instanceof Reply.Ended<?> ended && ended.reason() == Reply.Reason.TIMEOUT;
        return silent ? 0 : Math.min(timeoutNanos, MISBEHAVING_GRACE_NANOS);
    }

    private String explain(Reply.Ended<?> ended) {
        return ended.reason() == Reply.Reason.TIMEOUT
                ? ended.detail() + " (response timeout " + options.responseTimeout().toMillis() + " ms)"
                : ended.detail();
    }

    private void reportUnclean(String who, String after, ExitReport exit) {
        if (!exit.clean()) {
            diagnostic(who + ": " + after + " and then " + exit.describe());
        }
    }

    private void diagnostic(String sentence) {
        LOG.debug("{}", sentence);
        diagnostics.add(sentence);
        options.observer().diagnostic(sentence);
    }

    private List<Coordinate> alivePositions() {
        List<Coordinate> positions = new ArrayList<>(alive.size());
        for (MonsterState m : alive) {
            positions.add(m.position);
        }
        return positions;
    }

    private String map() {
        List<MapPrinter.Mark> marks = new ArrayList<>(alive.size());
        for (MonsterState m : alive) {
            marks.add(new MapPrinter.Mark(m.symbol, m.position));
        }
        return MapPrinter.map(input.width(), input.height(), input.door(), playerPosition, marks);
    }

    private String describePlayer() {
        return "player (" + input.player() + ")";
    }

    /**
     * How the player ended the game: what it did, how long it may take to exit, and whether that is reported as
     * leaving ({@code leaving}) even when it exits cleanly ({@code reportAlways}).
     */
    private record Departure(String problem, long graceNanos, boolean reportAlways, boolean leaving) {
    }
}
