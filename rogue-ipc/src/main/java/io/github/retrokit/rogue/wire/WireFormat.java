package io.github.retrokit.rogue.wire;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The course's {@code message.h} on x86-64 gcc (little-endian, 4-byte enums, 1-byte bool padded to 4), for one
 * MONSTER_LIMIT. Encoders write a whole message (padding zero) into a buffer; decoders read one whole
 * message from a buffer. Both work at the buffer's position and leave it unchanged. Stateless and thread-safe;
 * framing (short reads) is {@link FrameReader}'s job: every encoder and decoder throws a
 * {@link BufferTooShortException} (unchecked, naming the struct and both sizes) when the buffer has fewer bytes left
 * than the whole message takes, and touches nothing.
 */
public final class WireFormat {

    /** MONSTER_LIMIT in the course's message.h. */
    public static final int DEFAULT_MONSTER_LIMIT = 20;
    /** The largest MONSTER_LIMIT a wire format accepts (a player_message is then about 8 MB). */
    public static final int MAX_MONSTER_LIMIT = 1_000_000;

    /** Response type values shared by mr_* and pr_*. */
    public static final int READY = 0, MOVE = 1, ATTACK = 2, DEAD = 3;

    /** sizeof(monster_message). */
    public static final int MONSTER_MESSAGE_SIZE = 24;
    /** sizeof(monster_response). */
    public static final int MONSTER_RESPONSE_SIZE = 12;

    private static final int GAME_OVER_OFFSET_IN_MONSTER_MESSAGE = 20;
    private static final int MONSTERS_OFFSET = 16;

    private static final WireFormat COURSE = new WireFormat(DEFAULT_MONSTER_LIMIT);

    private final int monsterLimit;

    private WireFormat(int monsterLimit) {
        this.monsterLimit = monsterLimit;
    }

    /**
     * The layout for the course's MONSTER_LIMIT of 20.
     *
     * @return 180-byte player messages, 84-byte player responses
     */
    public static WireFormat course() {
        return COURSE;
    }

    /**
     * The layout for another MONSTER_LIMIT.
     *
     * @param monsterLimit at least 1, at most {@link #MAX_MONSTER_LIMIT}
     * @return the layout
     */
    public static WireFormat withMonsterLimit(int monsterLimit) {
        if (monsterLimit < 1 || monsterLimit > MAX_MONSTER_LIMIT) {
            throw new IllegalArgumentException("MONSTER_LIMIT must be between 1 and " + MAX_MONSTER_LIMIT + ", got " + monsterLimit);
        }
        return monsterLimit == DEFAULT_MONSTER_LIMIT ? COURSE : new WireFormat(monsterLimit);
    }

    /**
     * This layout's MONSTER_LIMIT.
     *
     * @return the length of the monster arrays
     */
    public int monsterLimit() {
        return monsterLimit;
    }

    /**
     * sizeof(player_message).
     *
     * @return 16 + 8*limit + bool, padded to 4
     */
    public int playerMessageSize() {
        return gameOverOffsetInPlayerMessage() + 4;
    }

    /**
     * sizeof(player_response).
     *
     * @return the enum plus the larger union member (coordinate or int[limit])
     */
    public int playerResponseSize() {
        return 4 + Math.max(8, 4 * monsterLimit);
    }

    private int gameOverOffsetInPlayerMessage() {
        return MONSTERS_OFFSET + 8 * monsterLimit;
    }

    /**
     * A buffer as every encoder and decoder here expects.
     *
     * @param size its capacity in bytes
     * @return a little-endian heap buffer
     */
    public static ByteBuffer buffer(int size) {
        return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    }

    // ---- monster_message ----

    /**
     * Writes one monster_message at {@code out}'s position and advances it.
     *
     * @param m the message
     * @param out where it goes
     * @throws BufferTooShortException when {@code out} has fewer than 24 bytes left
     */
    public void encode(MonsterMessage m, ByteBuffer out) {
        ByteBuffer b = window(out, "monster_message", MONSTER_MESSAGE_SIZE);
        put(b, 0, m.newPosition());
        b.putInt(8, m.damage());
        put(b, 12, m.playerCoordinate());
        b.putInt(GAME_OVER_OFFSET_IN_MONSTER_MESSAGE, m.gameOver() ? 1 : 0);
    }

    /**
     * Accepts any 24 bytes: every 24 bytes are some monster_message (any nonzero bool byte is true).
     *
     * @param in the bytes, from its position, which advances
     * @return the message
     * @throws BufferTooShortException when {@code in} has fewer than 24 bytes left
     */
    public MonsterMessage decodeMonsterMessage(ByteBuffer in) {
        ByteBuffer b = window(in, "monster_message", MONSTER_MESSAGE_SIZE);
        return new MonsterMessage(coordinate(b, 0), b.getInt(8), coordinate(b, 12),
                b.get(GAME_OVER_OFFSET_IN_MONSTER_MESSAGE) != 0);
    }

    // ---- monster_response ----

    /**
     * Writes one monster_response at {@code out}'s position and advances it.
     *
     * @param r the response
     * @param out where it goes
     * @throws BufferTooShortException when {@code out} has fewer than 12 bytes left
     */
    public void encode(MonsterResponse r, ByteBuffer out) {
        ByteBuffer b = window(out, "monster_response", MONSTER_RESPONSE_SIZE);
        zero(b, MONSTER_RESPONSE_SIZE);
        b.putInt(0, r.type());
        if (r instanceof MonsterResponse.Move move) {
            put(b, 4, move.to());
        } else if (r instanceof MonsterResponse.Attack attack) {
            b.putInt(4, attack.damage());
        }
    }

    /**
     * Reads one monster_response.
     *
     * @param in the bytes, from its position, which advances
     * @return the response
     * @throws MalformedMessageException when the type is not one of mr_ready, mr_move, mr_attack, mr_dead (offset 0)
     * @throws BufferTooShortException when {@code in} has fewer than 12 bytes left
     */
    public MonsterResponse decodeMonsterResponse(ByteBuffer in) throws MalformedMessageException {
        ByteBuffer b = window(in, "monster_response", MONSTER_RESPONSE_SIZE);
        switch (b.getInt(0)) {
            case READY: return MonsterResponse.READY;
            case MOVE: return new MonsterResponse.Move(coordinate(b, 4));
            case ATTACK: return new MonsterResponse.Attack(b.getInt(4));
            case DEAD: return MonsterResponse.DEAD;
            default: throw unknownType("monster_response", b.getInt(0));
        }
    }

    // ---- player_message ----

    /**
     * Writes one player_message at {@code out}'s position and advances it.
     *
     * @param m the message
     * @param out where it goes
     * @throws IllegalArgumentException when the message lists more monsters than MONSTER_LIMIT
     * @throws BufferTooShortException when {@code out} has fewer than {@link #playerMessageSize()} bytes left
     */
    public void encode(PlayerMessage m, ByteBuffer out) {
        List<Coordinate> monsters = m.monsterCoordinates();
        if (monsters.size() > monsterLimit) {
            throw new IllegalArgumentException(monsters.size() + " monster coordinates exceed MONSTER_LIMIT "
                    + monsterLimit);
        }
        ByteBuffer b = window(out, "player_message", playerMessageSize());
        zero(b, playerMessageSize());
        put(b, 0, m.newPosition());
        b.putInt(8, m.totalDamage());
        b.putInt(12, m.aliveMonsterCount());
        for (int i = 0; i < monsters.size(); i++) {
            put(b, MONSTERS_OFFSET + 8 * i, monsters.get(i));
        }
        b.put(gameOverOffsetInPlayerMessage(), (byte) (m.gameOver() ? 1 : 0));
    }

    /**
     * Accepts any {@link #playerMessageSize()} bytes: reads {@code clamp(alive_monster_count, 0, limit)}
     * coordinates; the count itself is kept as sent.
     *
     * @param in the bytes, from its position, which advances
     * @return the message
     * @throws BufferTooShortException when {@code in} has fewer than {@link #playerMessageSize()} bytes left
     */
    public PlayerMessage decodePlayerMessage(ByteBuffer in) {
        ByteBuffer b = window(in, "player_message", playerMessageSize());
        int count = b.getInt(12);
        int listed = Math.max(0, Math.min(count, monsterLimit));
        List<Coordinate> monsters = new ArrayList<>(listed);
        for (int i = 0; i < listed; i++) {
            monsters.add(coordinate(b, MONSTERS_OFFSET + 8 * i));
        }
        return new PlayerMessage(coordinate(b, 0), b.getInt(8), count, monsters,
                b.get(gameOverOffsetInPlayerMessage()) != 0);
    }

    // ---- player_response ----

    /**
     * Writes one player_response at {@code out}'s position and advances it.
     *
     * @param r the response
     * @param out where it goes
     * @throws IllegalArgumentException when an attack has more entries than MONSTER_LIMIT
     * @throws BufferTooShortException when {@code out} has fewer than {@link #playerResponseSize()} bytes left
     */
    public void encode(PlayerResponse r, ByteBuffer out) {
        ByteBuffer b = window(out, "player_response", playerResponseSize());
        zero(b, playerResponseSize());
        b.putInt(0, r.type());
        if (r instanceof PlayerResponse.Move move) {
            put(b, 4, move.to());
        } else if (r instanceof PlayerResponse.Attack attack) {
            int[] attacked = attack.attacked();
            if (attacked.length > monsterLimit) {
                throw new IllegalArgumentException(attacked.length + " attack entries exceed MONSTER_LIMIT "
                        + monsterLimit);
            }
            for (int i = 0; i < attacked.length; i++) {
                b.putInt(4 + 4 * i, attacked[i]);
            }
        }
    }

    /**
     * Reads one player_response; an attack decodes to an array of exactly MONSTER_LIMIT entries.
     *
     * @param in the bytes, from its position, which advances
     * @return the response
     * @throws MalformedMessageException when the type is not one of pr_ready, pr_move, pr_attack, pr_dead (offset 0)
     * @throws BufferTooShortException when {@code in} has fewer than {@link #playerResponseSize()} bytes left
     */
    public PlayerResponse decodePlayerResponse(ByteBuffer in) throws MalformedMessageException {
        ByteBuffer b = window(in, "player_response", playerResponseSize());
        switch (b.getInt(0)) {
            case READY: return PlayerResponse.READY;
            case MOVE: return new PlayerResponse.Move(coordinate(b, 4));
            case ATTACK: {
                int[] attacked = new int[monsterLimit];
                for (int i = 0; i < monsterLimit; i++) {
                    attacked[i] = b.getInt(4 + 4 * i);
                }
                return new PlayerResponse.Attack(attacked);
            }
            case DEAD: return PlayerResponse.DEAD;
            default: throw unknownType("player_response", b.getInt(0));
        }
    }

    // ---- convenience: whole messages as byte arrays ----

    /**
     * One message as the bytes a single write sends.
     *
     * @param m the message
     * @return its 24 bytes
     */
    public byte[] bytes(MonsterMessage m) {
        ByteBuffer b = buffer(MONSTER_MESSAGE_SIZE);
        encode(m, b);
        return b.array();
    }

    /**
     * One response as the bytes a single write sends.
     *
     * @param r the response
     * @return its 12 bytes
     */
    public byte[] bytes(MonsterResponse r) {
        ByteBuffer b = buffer(MONSTER_RESPONSE_SIZE);
        encode(r, b);
        return b.array();
    }

    /**
     * One message as the bytes a single write sends.
     *
     * @param m the message
     * @return its {@link #playerMessageSize()} bytes
     */
    public byte[] bytes(PlayerMessage m) {
        ByteBuffer b = buffer(playerMessageSize());
        encode(m, b);
        return b.array();
    }

    /**
     * One response as the bytes a single write sends.
     *
     * @param r the response
     * @return its {@link #playerResponseSize()} bytes
     */
    public byte[] bytes(PlayerResponse r) {
        ByteBuffer b = buffer(playerResponseSize());
        encode(r, b);
        return b.array();
    }

    // ---- helpers ----

    /** A little-endian view of the next {@code size} bytes of {@code buf}, indexed from 0. */
    private static ByteBuffer window(ByteBuffer buf, String struct, int size) {
        if (buf.remaining() < size) {
            throw new BufferTooShortException(struct, size, buf.remaining());
        }
        return buf.slice(buf.position(), size).order(ByteOrder.LITTLE_ENDIAN);
    }

    private static void zero(ByteBuffer b, int size) {
        for (int i = 0; i + 4 <= size; i += 4) {
            b.putInt(i, 0);
        }
    }

    private static void put(ByteBuffer b, int offset, Coordinate c) {
        b.putInt(offset, c.x());
        b.putInt(offset + 4, c.y());
    }

    private static Coordinate coordinate(ByteBuffer b, int offset) {
        return new Coordinate(b.getInt(offset), b.getInt(offset + 4));
    }

    private static MalformedMessageException unknownType(String struct, int type) {
        return new MalformedMessageException("unknown " + struct + " type " + type + " (expected 0 ready, 1 move, "
                + "2 attack or 3 dead)", 0);
    }
}
