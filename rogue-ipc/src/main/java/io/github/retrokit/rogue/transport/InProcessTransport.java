package io.github.retrokit.rogue.transport;

import io.github.retrokit.rogue.monster.RogueMonster;
import io.github.retrokit.rogue.monster.SampleMonster;
import io.github.retrokit.rogue.player.RoguePlayer;
import io.github.retrokit.rogue.player.SamplePlayer;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;
import io.github.retrokit.rogue.wire.WireFormat;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Children as Java objects in the world's thread: no processes, no bytes. Each command is turned into a
 * {@link RoguePlayer} or {@link RogueMonster} by a factory (by default the sample ones, built from the command's arguments,
 * whatever the executable's name). An entity that throws is treated like a child that crashed.
 * <p>
 * By default entities run synchronously in the world's thread: the fastest way (over a million turns per second),
 * but the response timeout cannot apply, so an entity that never returns hangs the game. {@link #withOwnThreads()}
 * runs each entity on a thread of its own instead: the world then waits for each answer no longer than the response
 * timeout, interrupts an entity that misses it and reports it like a silent child (slower: one thread hand-off per
 * message).
 */
public final class InProcessTransport implements Transport {

    private final Function<ChildCommand, ? extends RoguePlayer> players;
    private final Function<ChildCommand, ? extends RogueMonster> monsters;
    private final boolean ownThreads;

    /**
     * Entities made by factories, run synchronously in the world's thread.
     *
     * @param players makes the player from its command line (what the input names, with its arguments)
     * @param monsters makes each monster from its command line
     */
    public InProcessTransport(Function<ChildCommand, ? extends RoguePlayer> players,
                              Function<ChildCommand, ? extends RogueMonster> monsters) {
        this(players, monsters, false);
    }

    private InProcessTransport(Function<ChildCommand, ? extends RoguePlayer> players,
                               Function<ChildCommand, ? extends RogueMonster> monsters, boolean ownThreads) {
        this.players = Objects.requireNonNull(players, "players");
        this.monsters = Objects.requireNonNull(monsters, "monsters");
        this.ownThreads = ownThreads;
    }

    /**
     * The same entities, each on a thread of its own.
     *
     * @return a transport whose entities are bounded by the world's response timeout
     */
    public InProcessTransport withOwnThreads() {
        return new InProcessTransport(players, monsters, true);
    }

    /**
     * The course's sample programs, for the course's MONSTER_LIMIT.
     *
     * @return a transport whose every player is a {@link SamplePlayer}, every monster a {@link SampleMonster}
     */
    public static InProcessTransport samples() {
        return samples(WireFormat.course());
    }

    /**
     * The course's sample programs, for another MONSTER_LIMIT.
     *
     * @param wire the layout whose MONSTER_LIMIT the sample player uses
     * @return a transport whose every player is a {@link SamplePlayer}, every monster a {@link SampleMonster}
     */
    public static InProcessTransport samples(WireFormat wire) {
        return new InProcessTransport(c -> SamplePlayer.fromArguments(c.arguments(), wire.monsterLimit()),
                c -> SampleMonster.fromArguments(c.arguments()));
    }

    @Override
    public Peer<PlayerMessage, PlayerResponse> startPlayer(ChildCommand command) throws StartFailedException {
        RoguePlayer player = create(players, command);
        return peer(command, PlayerResponse.READY, player::onMessage);
    }

    @Override
    public Peer<MonsterMessage, MonsterResponse> startMonster(ChildCommand command) throws StartFailedException {
        RogueMonster monster = create(monsters, command);
        return peer(command, MonsterResponse.READY, monster::onMessage);
    }

    private <M, R> Peer<M, R> peer(ChildCommand command, R ready, Function<M, Optional<R>> entity) {
        return ownThreads ? new ThreadedPeer<>(command, ready, entity) : new ObjectPeer<>(command, ready, entity);
    }

    private static <T> T create(Function<ChildCommand, ? extends T> factory, ChildCommand command) throws StartFailedException {
        try {
            return Objects.requireNonNull(factory.apply(command), "factory returned null");
        } catch (RuntimeException e) {
            throw new StartFailedException("cannot start " + command.executable() + ": " + e.getMessage(), e);
        }
    }

    /** One in-process child in the world's thread: the entity is called when the world waits for its answer. */
    private static final class ObjectPeer<M, R> extends EntityPeer<M, R> {
        private M pending;

        ObjectPeer(ChildCommand command, R ready, Function<M, Optional<R>> entity) {
            super(command, ready, entity);
        }

        @Override
        public void send(M message, long deadlineNanos) {
            pending = message;
        }

        @Override
        boolean hasPending() {
            return pending != null;
        }

        @Override
        Reply<R> answer(long deadlineNanos) {
            M message = pending;
            pending = null;
            try {
                return replied(entity.apply(message));
            } catch (RuntimeException e) {
                return failed(e);
            }
        }

        @Override
        public ExitReport close(long graceNanos) {
            if (!ended && pending != null) {
                try {
                    entity.apply(pending); // let it see its last message (game over), as a process would
                } catch (RuntimeException e) {
                    // it was ending anyway
                }
            }
            ended = true;
            pending = null;
            return ExitReport.CLEAN;
        }
    }
}
