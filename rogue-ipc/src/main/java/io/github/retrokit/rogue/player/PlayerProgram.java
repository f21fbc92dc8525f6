package io.github.retrokit.rogue.player;

import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;
import io.github.retrokit.rogue.wire.WireFormat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Optional;

/**
 * A {@link RoguePlayer} as a process talks, with the I/O habits of the course's player binary: pr_ready first, then
 * exactly one read per turn into a buffer kept between turns (a short read replaces only its first bytes; at end
 * of stream the previous message is processed again), and one write per reply.
 */
public final class PlayerProgram {

    /** Left, game over, or dead. */
    public static final int EXIT_OK = 0;
    /** A write failed because nobody reads any more: 128 + SIGPIPE (the CLI then dies of SIGPIPE, like the binary). */
    public static final int EXIT_BROKEN_PIPE = 141;

    private final RoguePlayer player;
    private final WireFormat wire;

    /**
     * The loop around one player.
     *
     * @param player its decisions
     * @param wire the layout (MONSTER_LIMIT) the world uses
     */
    public PlayerProgram(RoguePlayer player, WireFormat wire) {
        this.player = player;
        this.wire = wire;
    }

    /**
     * Plays until the player exits.
     *
     * @param in the world's messages (the socket, as stdin)
     * @param out the responses (the socket, as stdout)
     * @return the exit status: {@link #EXIT_OK} or {@link #EXIT_BROKEN_PIPE}
     */
    public int run(InputStream in, OutputStream out) {
        byte[] buffer = new byte[wire.playerMessageSize()];
        try {
            out.write(wire.bytes(PlayerResponse.READY));
            while (true) {
                in.read(buffer, 0, buffer.length); // one read, result ignored: see rogue-player.md section 7.2
                PlayerMessage message = wire.decodePlayerMessage(ByteBuffer.wrap(buffer).order(ByteOrder.LITTLE_ENDIAN));
                Optional<PlayerResponse> reply = player.onMessage(message);
                if (reply.isEmpty()) {
                    return EXIT_OK;
                }
                out.write(wire.bytes(reply.get()));
                if (reply.get() instanceof PlayerResponse.Dead) {
                    return EXIT_OK;
                }
            }
        } catch (IOException e) {
            return EXIT_BROKEN_PIPE;
        }
    }
}
