package io.github.retrokit.rogue.transport;

import io.github.retrokit.rogue.posix.Posix;
import io.github.retrokit.rogue.posix.PosixException;
import io.github.retrokit.rogue.posix.SocketPair;
import io.github.retrokit.rogue.posix.SpawnRequest;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;
import io.github.retrokit.rogue.wire.WireFormat;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Children as processes, the course's way: one {@code socketpair(AF_UNIX, SOCK_STREAM)} per child (close-on-exec),
 * the child's end dup2'd onto its stdin and stdout by {@code posix_spawnp} file actions, every other descriptor
 * closed in the child, fixed-size C structs on the wire. Executables are started as the course's C worlds start
 * them, with {@code execv}: a path, never searched on PATH, so {@code monster} and {@code ./monster} both name the
 * file in the working directory (the JVM's, or the one given).
 */
public final class ProcessTransport implements Transport {

    private static final Logger LOG = LoggerFactory.getLogger(ProcessTransport.class);

    private final Posix posix;
    private final WireFormat wire;
    private final Path workingDirectory;
    private final Path stderrFile;
    /** Every child this transport started, for {@link #killAll}. */
    private final Set<ProcessPeer<?, ?>> started = ConcurrentHashMap.newKeySet();

    private ProcessTransport(WireFormat wire, Path workingDirectory, Path stderrFile) {
        this.posix = Posix.get();
        this.wire = wire;
        this.workingDirectory = workingDirectory;
        this.stderrFile = stderrFile;
    }

    /**
     * Children as processes that inherit the working directory and stderr.
     *
     * @param wire the layout (MONSTER_LIMIT) the children were built with
     * @return the transport
     */
    public static ProcessTransport create(WireFormat wire) {
        return new ProcessTransport(wire, null, null);
    }

    /**
     * Children start in another directory.
     *
     * @param directory where {@code ./monster} means a file
     * @return a transport like this one, starting children there
     */
    public ProcessTransport inDirectory(Path directory) {
        return new ProcessTransport(wire, directory.toAbsolutePath(), stderrFile);
    }

    /**
     * Children's stderr goes to a file.
     *
     * @param file appended to, instead of the inherited stderr
     * @return a transport like this one, with that stderr
     */
    public ProcessTransport stderrTo(Path file) {
        return new ProcessTransport(wire, workingDirectory, file.toAbsolutePath());
    }

    /** MONSTER_LIMIT of the children's message.h. */
    @Override
    public int monsterLimit() {
        return wire.monsterLimit();
    }

    @Override
    public Peer<PlayerMessage, PlayerResponse> startPlayer(ChildCommand command) throws StartFailedException {
        ProcessPeer.Codec<PlayerMessage, PlayerResponse> codec = new ProcessPeer.Codec<>("player_response",
                wire.playerResponseSize(), wire::bytes, wire::decodePlayerResponse);
        return start(command, codec);
    }

    @Override
    public Peer<MonsterMessage, MonsterResponse> startMonster(ChildCommand command) throws StartFailedException {
        ProcessPeer.Codec<MonsterMessage, MonsterResponse> codec = new ProcessPeer.Codec<>("monster_response",
                WireFormat.MONSTER_RESPONSE_SIZE, wire::bytes, wire::decodeMonsterResponse);
        return start(command, codec);
    }

    private <M, R> Peer<M, R> start(ChildCommand command, ProcessPeer.Codec<M, R> codec) throws StartFailedException {
        SocketPair pair;
        try {
            pair = posix.socketPair();
        } catch (PosixException e) {
            throw new StartFailedException("cannot start " + command.executable() + ": " + e.getMessage(), e);
        }
        try {
            int pid = posix.spawn(new SpawnRequest(command.executable(), command.arguments(), Map.copyOf(System.getenv()),
                    pair.childFd(), stderrFile, workingDirectory));
            posix.setNonBlocking(pair.parentFd());
            LOG.debug("started {} as pid {} on descriptor {}", command, pid, pair.parentFd());
            ProcessPeer<M, R> peer = new ProcessPeer<>(posix, command, pid, pair.parentFd(), codec);
            started.add(peer);
            return peer;
        } catch (PosixException e) {
            quietClose(pair.parentFd());
            throw new StartFailedException("cannot start " + command.executable() + ": " + e.reason(), e);
        } finally {
            quietClose(pair.childFd());
        }
    }

    /**
     * Kills (SIGKILL) and reaps every child started by this transport that is not reaped yet. Safe from any thread,
     * e.g. a shutdown hook when the world gets SIGINT or SIGTERM mid-game, so no child outlives the world.
     */
    public void killAll() {
        started.forEach(ProcessPeer::abort);
    }

    private void quietClose(int fd) {
        try {
            posix.close(fd);
        } catch (PosixException e) {
            // nothing more to release
        }
    }
}
