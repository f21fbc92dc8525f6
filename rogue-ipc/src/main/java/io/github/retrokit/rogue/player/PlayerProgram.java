package io.github.retrokit.rogue.player;

import io.github.retrokit.rogue.wire.MalformedMessageException;
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
 * of stream the previous message is processed again), and one write per reply. Where the binary's behaviour is
 * garbage (end of stream before a whole message ever arrived) or the stream ended inside a message (its byte count
 * is not a multiple of the message size), the loop ends with a {@link MalformedMessageException} instead of
 * replaying a half-overwritten buffer forever.
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
     * @throws MalformedMessageException at end of stream inside a message, or before a whole message arrived;
     *     its offset is the stream's byte count
     */
    public int run(InputStream in, OutputStream out) throws MalformedMessageException {
        byte[] buffer = new byte[wire.playerMessageSize()];
        long received = 0;
        try {
            out.write(wire.bytes(PlayerResponse.READY));
            while (true) {
                int n = in.read(buffer, 0, buffer.length); // one read per turn: see rogue-player.md section 7.2
                if (n > 0) {
                    received += n;
                } else if (n < 0) {
                    endOfStream(received, buffer.length);
                }
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

    /**
     * End of stream: the binary replays its buffer (rogue-player.md 7.2), which is the last message only when the
     * stream held whole messages; otherwise the input was not a world's.
     */
    private static void endOfStream(long received, int size) throws MalformedMessageException {
        int offset = (int) Math.min(received, Integer.MAX_VALUE);
        if (received == 0) {
            throw new MalformedMessageException("end of stream before any player_message", offset);
        }
        if (received < size) {
            throw new MalformedMessageException("end of stream after " + received + " of " + size
                    + " bytes of the first player_message", offset);
        }
        if (received % size != 0) {
            throw new MalformedMessageException("end of stream after " + received % size + " of " + size
                    + " bytes of a player_message", offset);
        }
    }
}
