package io.github.retrokit.rogue.monster;

import io.github.retrokit.rogue.wire.FrameReader;
import io.github.retrokit.rogue.wire.MalformedMessageException;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.TruncatedMessageException;
import io.github.retrokit.rogue.wire.WireFormat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/**
 * A {@link RogueMonster} as a process talks: mr_ready first, then one 12-byte response (a single write) per
 * 24-byte message read from the world, until game over, death or end of input.
 */
public final class MonsterProgram {

    /** Ended normally: game over, dead, or the world closed the socket between messages. */
    public static final int EXIT_OK = 0;
    /** A write failed because nobody reads any more: 128 + SIGPIPE (the CLI then dies of SIGPIPE itself). */
    public static final int EXIT_BROKEN_PIPE = 141;

    private final RogueMonster monster;
    private final WireFormat wire = WireFormat.course();

    /**
     * The loop around one monster.
     *
     * @param monster its decisions
     */
    public MonsterProgram(RogueMonster monster) {
        this.monster = monster;
    }

    /**
     * Plays until the end.
     *
     * @param in the world's messages (the socket, as stdin)
     * @param out the responses (the socket, as stdout)
     * @return the exit status: {@link #EXIT_OK} or {@link #EXIT_BROKEN_PIPE}
     * @throws MalformedMessageException at end of stream inside a message; its offset is the stream's byte count
     */
    public int run(InputStream in, OutputStream out) throws MalformedMessageException {
        FrameReader reader = new FrameReader("monster_message", WireFormat.MONSTER_MESSAGE_SIZE);
        long messages = 0;
        try {
            out.write(wire.bytes(MonsterResponse.READY));
            while (reader.readFully(in::read)) {
                MonsterMessage message = wire.decodeMonsterMessage(reader.take());
                messages++;
                Optional<MonsterResponse> reply = monster.onMessage(message);
                if (reply.isEmpty()) {
                    return EXIT_OK;
                }
                out.write(wire.bytes(reply.get()));
                if (reply.get() instanceof MonsterResponse.Dead) {
                    return EXIT_OK;
                }
            }
            return EXIT_OK;
        } catch (TruncatedMessageException e) {
            long offset = messages * WireFormat.MONSTER_MESSAGE_SIZE + e.offset();
            throw new MalformedMessageException("end of stream after " + e.offset() + " of " + e.expected()
                    + " bytes of a monster_message", (int) Math.min(offset, Integer.MAX_VALUE));
        } catch (IOException e) {
            return EXIT_BROKEN_PIPE;
        }
    }
}
