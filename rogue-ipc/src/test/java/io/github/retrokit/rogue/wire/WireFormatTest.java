package io.github.retrokit.rogue.wire;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WireFormatTest {

    private final WireFormat wire = WireFormat.course();

    @ParameterizedTest(name = "MONSTER_LIMIT {0}: player_message {1} bytes, player_response {2} bytes")
    @CsvSource({"20, 180, 84", "1, 28, 12", "2, 36, 12", "3, 44, 16", "4, 52, 20"})
    void sizesFollowFromTheMonsterLimit(int limit, int messageSize, int responseSize) {
        WireFormat w = WireFormat.withMonsterLimit(limit);
        assertEquals(messageSize, w.playerMessageSize());
        assertEquals(responseSize, w.playerResponseSize());
        assertEquals(24, WireFormat.MONSTER_MESSAGE_SIZE);
        assertEquals(12, WireFormat.MONSTER_RESPONSE_SIZE);
    }

    @Test
    void monsterMessageLayout() {
        byte[] b = wire.bytes(new MonsterMessage(new Coordinate(1, 2), 3, new Coordinate(-4, 5), true));
        assertArrayEquals(bytes(ints(1, 2, 3, -4, 5, 1)), b, "fields @0,@4,@8,@12,@16, bool @20 then 3 zero bytes");
    }

    @Test
    void monsterResponseLayout() {
        assertArrayEquals(bytes(ints(0, 0, 0)), wire.bytes(MonsterResponse.READY));
        assertArrayEquals(bytes(ints(1, 7, -8)), wire.bytes(new MonsterResponse.Move(new Coordinate(7, -8))));
        assertArrayEquals(bytes(ints(2, 6, 0)), wire.bytes(new MonsterResponse.Attack(6)));
        assertArrayEquals(bytes(ints(3, 0, 0)), wire.bytes(MonsterResponse.DEAD));
    }

    @Test
    void playerMessageLayout() {
        PlayerMessage m = PlayerMessage.of(new Coordinate(3, 3), 6, List.of(new Coordinate(1, 1), new Coordinate(3, 5)),
                true);
        int[] words = new int[45];
        words[0] = 3;
        words[1] = 3;
        words[2] = 6;
        words[3] = 2;
        words[4] = 1;
        words[5] = 1;
        words[6] = 3;
        words[7] = 5;
        words[44] = 1; // game_over byte @176, padding zero
        assertArrayEquals(bytes(words), wire.bytes(m));
    }

    @Test
    void playerResponseLayout() {
        int[] attacked = new int[20];
        attacked[1] = 7;
        attacked[19] = 9;
        int[] words = new int[21];
        words[0] = 2;
        words[2] = 7;
        words[20] = 9;
        assertArrayEquals(bytes(words), wire.bytes(new PlayerResponse.Attack(attacked)));
        int[] move = new int[21];
        move[0] = 1;
        move[1] = 4;
        move[2] = 5;
        assertArrayEquals(bytes(move), wire.bytes(new PlayerResponse.Move(new Coordinate(4, 5))));
        assertArrayEquals(new byte[84], wire.bytes(PlayerResponse.READY));
    }

    @Test
    void anyNonzeroBoolByteIsTrueAndPaddingIsIgnored() {
        byte[] monster = bytes(ints(0, 0, 0, 0, 0, 0));
        monster[20] = 2;
        monster[21] = (byte) 0xff;
        assertTrue(wire.decodeMonsterMessage(le(monster)).gameOver());
        byte[] player = new byte[180];
        player[176] = (byte) 0x80;
        player[177] = (byte) 0xff;
        assertTrue(wire.decodePlayerMessage(le(player)).gameOver());
        player[176] = 0;
        assertEquals(false, wire.decodePlayerMessage(le(player)).gameOver());
    }

    @Test
    void unusedUnionBytesAreIgnoredOnRead() throws Exception {
        assertEquals(MonsterResponse.DEAD, wire.decodeMonsterResponse(le(bytes(ints(3, 99, -1)))));
        assertEquals(new MonsterResponse.Attack(5), wire.decodeMonsterResponse(le(bytes(ints(2, 5, 77)))));
    }

    @ParameterizedTest(name = "type {0} is rejected at byte offset 0")
    @CsvSource({"4", "-1", "1515870810"})
    void unknownTypesAreTypedErrorsWithTheOffset(int type) {
        MalformedMessageException e = assertThrows(MalformedMessageException.class,
                () -> wire.decodeMonsterResponse(le(bytes(ints(type, 0, 0)))));
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains("unknown monster_response type " + type), e.getMessage());
        int[] words = new int[21];
        words[0] = type;
        MalformedMessageException p = assertThrows(MalformedMessageException.class,
                () -> wire.decodePlayerResponse(le(bytes(words))));
        assertEquals(0, p.offset());
    }

    @Test
    void playerMessageCountIsKeptAndTheListIsClamped() {
        byte[] b = wire.bytes(new PlayerMessage(Coordinate.ORIGIN, 0, -1, List.of(), false));
        assertEquals(-1, wire.decodePlayerMessage(le(b)).aliveMonsterCount());
        assertEquals(List.of(), wire.decodePlayerMessage(le(b)).monsterCoordinates());
        ByteBuffer big = le(new byte[180]);
        big.putInt(12, 1000);
        assertEquals(20, wire.decodePlayerMessage(big).monsterCoordinates().size());
    }

    @Test
    void encodingMoreThanTheLimitIsRefused() {
        WireFormat two = WireFormat.withMonsterLimit(2);
        List<Coordinate> three = List.of(Coordinate.ORIGIN, Coordinate.ORIGIN, Coordinate.ORIGIN);
        assertThrows(IllegalArgumentException.class, () -> two.bytes(PlayerMessage.of(Coordinate.ORIGIN, 0, three, false)));
        assertThrows(IllegalArgumentException.class, () -> two.bytes(new PlayerResponse.Attack(new int[3])));
        assertThrows(IllegalArgumentException.class, () -> WireFormat.withMonsterLimit(0));
    }

    // ---- properties: decode(encode(x)) == x and encode(decode(bytes)) keeps every meaningful byte ----

    @Test
    void roundTripsOfRandomMessages() throws Exception {
        Random random = new Random(334);
        for (int limit : new int[] {1, 3, 20}) {
            WireFormat w = WireFormat.withMonsterLimit(limit);
            for (int i = 0; i < 3000; i++) {
                MonsterMessage mm = new MonsterMessage(coordinate(random), random.nextInt(), coordinate(random),
                        random.nextBoolean());
                assertEquals(mm, w.decodeMonsterMessage(le(w.bytes(mm))));
                MonsterResponse mr = monsterResponse(random);
                assertEquals(mr, w.decodeMonsterResponse(le(w.bytes(mr))));
                PlayerMessage pm = playerMessage(random, limit);
                assertEquals(pm, w.decodePlayerMessage(le(w.bytes(pm))));
                PlayerResponse pr = playerResponse(random, limit);
                assertEquals(pr, w.decodePlayerResponse(le(w.bytes(pr))));
            }
        }
    }

    @Test
    void fuzzedBytesDecodeOrFailWithATypedError() {
        Random random = new Random(2021);
        for (int i = 0; i < 20000; i++) {
            byte[] monster = new byte[12];
            byte[] player = new byte[84];
            random.nextBytes(monster);
            random.nextBytes(player);
            if (random.nextBoolean()) {
                monster[0] = (byte) random.nextInt(5);
                monster[1] = monster[2] = monster[3] = 0;
                player[0] = (byte) random.nextInt(5);
                player[1] = player[2] = player[3] = 0;
            }
            assertDecodesOrFailsAtOffsetZero(() -> wire.decodeMonsterResponse(le(monster)));
            assertDecodesOrFailsAtOffsetZero(() -> wire.decodePlayerResponse(le(player)));
            byte[] message = new byte[180];
            random.nextBytes(message);
            PlayerMessage decoded = wire.decodePlayerMessage(le(message));
            assertTrue(decoded.monsterCoordinates().size() <= 20);
        }
    }

    /** Framing is the caller's job: a buffer short of a whole message is a typed error naming both sizes. */
    @ParameterizedTest(name = "{0}: {1} bytes needed")
    @CsvSource({"monster_message, 24", "monster_response, 12", "player_message, 180", "player_response, 84"})
    void aShortBufferIsATypedErrorNamingTheSizesAndIsLeftAsItWas(String struct, int size) {
        for (int have = 0; have < size; have++) {
            ByteBuffer in = ByteBuffer.allocate(have + 3).position(3);
            BufferTooShortException e = assertThrows(BufferTooShortException.class, () -> decode(struct, in));
            assertEquals("a " + struct + " needs " + size + " bytes, the buffer has " + have + " left", e.getMessage());
            assertEquals(struct, e.struct());
            assertEquals(size, e.needed());
            assertEquals(have, e.remaining());
            assertEquals(3, in.position(), "nothing consumed");
            ByteBuffer out = ByteBuffer.allocate(have);
            assertEquals(size, assertThrows(BufferTooShortException.class, () -> encode(struct, out)).needed());
        }
        ByteBuffer whole = ByteBuffer.allocate(size + 5).position(5);
        assertDoesNotThrow(() -> decode(struct, whole));
        assertEquals(5, whole.position(), "a decoder leaves the position where it was");
    }

    private Object decode(String struct, ByteBuffer in) throws MalformedMessageException {
        switch (struct) {
            case "monster_message": return wire.decodeMonsterMessage(in);
            case "monster_response": return wire.decodeMonsterResponse(in);
            case "player_message": return wire.decodePlayerMessage(in);
            default: return wire.decodePlayerResponse(in);
        }
    }

    private void encode(String struct, ByteBuffer out) {
        switch (struct) {
            case "monster_message" -> wire.encode(new MonsterMessage(Coordinate.ORIGIN, 0, Coordinate.ORIGIN, false), out);
            case "monster_response" -> wire.encode(MonsterResponse.DEAD, out);
            case "player_message" -> wire.encode(PlayerMessage.of(Coordinate.ORIGIN, 0, List.of(), false), out);
            default -> wire.encode(PlayerResponse.DEAD, out);
        }
    }

    private interface Decode {
        Object run() throws MalformedMessageException;
    }

    private static void assertDecodesOrFailsAtOffsetZero(Decode decode) {
        try {
            Object decoded = decode.run();
            assertTrue(decoded instanceof MonsterResponse || decoded instanceof PlayerResponse);
        } catch (MalformedMessageException e) {
            assertEquals(0, e.offset(), "only the type word can be wrong");
        }
    }

    private static Coordinate coordinate(Random r) {
        return new Coordinate(r.nextInt(), r.nextInt());
    }

    private static MonsterResponse monsterResponse(Random r) {
        switch (r.nextInt(4)) {
            case 0: return MonsterResponse.READY;
            case 1: return new MonsterResponse.Move(coordinate(r));
            case 2: return new MonsterResponse.Attack(r.nextInt());
            default: return MonsterResponse.DEAD;
        }
    }

    private static PlayerMessage playerMessage(Random r, int limit) {
        List<Coordinate> monsters = new ArrayList<>();
        int count = r.nextInt(limit + 1);
        for (int i = 0; i < count; i++) {
            monsters.add(coordinate(r));
        }
        return PlayerMessage.of(coordinate(r), r.nextInt(), monsters, r.nextBoolean());
    }

    private static PlayerResponse playerResponse(Random r, int limit) {
        switch (r.nextInt(4)) {
            case 0: return PlayerResponse.READY;
            case 1: return new PlayerResponse.Move(coordinate(r));
            case 2: {
                int[] attacked = new int[limit];
                for (int i = 0; i < limit; i++) {
                    attacked[i] = r.nextBoolean() ? 0 : r.nextInt();
                }
                return new PlayerResponse.Attack(attacked);
            }
            default: return PlayerResponse.DEAD;
        }
    }

    static int[] ints(int... values) {
        return values;
    }

    static byte[] bytes(int[] words) {
        ByteBuffer b = ByteBuffer.allocate(words.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int w : words) {
            b.putInt(w);
        }
        return b.array();
    }

    static ByteBuffer le(byte[] bytes) {
        return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }
}
