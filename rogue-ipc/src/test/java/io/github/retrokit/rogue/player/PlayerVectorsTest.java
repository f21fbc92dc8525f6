package io.github.retrokit.rogue.player;

import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.WireFormat;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The sample player against every test vector of rogue-player.md (which the course's binary passes), through
 * {@link PlayerProgram}: one read per turn with the exact chunks the vector describes.
 */
class PlayerVectorsTest {

    private static final WireFormat WIRE = WireFormat.course();

    record Step(byte[] chunk, String reaction) {
    }

    record Vector(String name, List<String> arguments, List<Step> steps) {
    }

    @TestFactory
    List<DynamicTest> everyVectorOfTheSpec() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Vector v : load()) {
            tests.add(DynamicTest.dynamicTest(v.name() + " player " + String.join(" ", v.arguments()), () -> check(v)));
        }
        assertEquals(27, tests.size(), "C1, C4 and V1..V25");
        return tests;
    }

    private static void check(Vector v) throws Exception {
        ScriptedInput in = new ScriptedInput(v.steps());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Integer status;
        try {
            status = new PlayerProgram(SamplePlayer.fromArguments(v.arguments(), 20), WIRE).run(in, out);
        } catch (ScriptEnd stillPlaying) {
            status = null;
        }
        String last = v.steps().get(v.steps().size() - 1).reaction();
        boolean exits = last.equals("EXIT") || last.equals("DEAD");
        List<String> expected = new ArrayList<>(List.of("READY"));
        for (Step s : v.steps()) {
            if (!s.reaction().equals("EXIT")) {
                expected.add(s.reaction());
            }
        }
        assertEquals(expected, decode(out.toByteArray()), v.name());
        assertEquals(exits ? Integer.valueOf(0) : null, status, v.name() + " exit status (null: still playing)");
        assertEquals(v.steps().size() + (exits ? 0 : 1), in.reads, v.name() + ": one read per message");
    }

    /** Each read() returns the next chunk (null chunk: end of stream). */
    private static final class ScriptedInput extends InputStream {
        private final List<Step> steps;
        int reads;

        ScriptedInput(List<Step> steps) {
            this.steps = steps;
        }

        @Override
        public int read() {
            throw new UnsupportedOperationException("the player reads whole buffers");
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (reads >= steps.size()) {
                reads++;
                throw new ScriptEnd();
            }
            byte[] chunk = steps.get(reads++).chunk();
            if (chunk == null) {
                return -1;
            }
            System.arraycopy(chunk, 0, b, off, chunk.length);
            return chunk.length;
        }
    }

    /** The script is over while the player still wants to play. */
    private static final class ScriptEnd extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }

    private static List<String> decode(byte[] bytes) {
        List<String> replies = new ArrayList<>();
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0, bytes.length % 84, "whole 84-byte responses");
        while (b.hasRemaining()) {
            int[] w = new int[21];
            for (int i = 0; i < 21; i++) {
                w[i] = b.getInt();
            }
            replies.add(describe(w));
        }
        return replies;
    }

    private static String describe(int[] w) {
        switch (w[0]) {
            case 0: return Arrays.stream(w).allMatch(x -> x == 0) ? "READY" : "READY with content";
            case 1: return Arrays.stream(w, 3, 21).allMatch(x -> x == 0) ? "MOVE " + w[1] + " " + w[2] : "MOVE junk";
            case 2: {
                int last = 21;
                while (last > 1 && w[last - 1] == 0) {
                    last--;
                }
                StringBuilder s = new StringBuilder("ATTACK");
                for (int i = 1; i < last; i++) {
                    s.append(' ').append(w[i]);
                }
                return s.toString();
            }
            case 3: return Arrays.stream(w, 1, 21).allMatch(x -> x == 0) ? "DEAD" : "DEAD with content";
            default: return "TYPE " + w[0];
        }
    }

    // ---- the vector file ----

    private static List<Vector> load() throws IOException {
        List<Vector> vectors = new ArrayList<>();
        String text;
        try (InputStream in = PlayerVectorsTest.class.getResourceAsStream("/rogue/player-vectors.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
        Vector current = null;
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (line.contains("|")) {
                String[] parts = line.split("\\|");
                current = new Vector(parts[0].trim(), List.of(parts[1].trim().split(" ")), new ArrayList<>());
                vectors.add(current);
            } else {
                String[] parts = line.split("=>");
                current.steps().add(new Step(chunk(parts[0].trim()), parts[1].trim()));
            }
        }
        return vectors;
    }

    private static byte[] chunk(String spec) {
        if (spec.equals("EOF")) {
            return null;
        }
        if (spec.startsWith("RAW100 ")) {
            return Arrays.copyOfRange(message(spec.substring(7)), 0, 100);
        }
        if (spec.startsWith("RAWTAIL80 ")) {
            return Arrays.copyOfRange(message(spec.substring(10)), 100, 180);
        }
        return message(spec);
    }

    private static byte[] message(String spec) {
        Coordinate pos = Coordinate.ORIGIN;
        int damage = 0;
        Integer count = null;
        List<Coordinate> monsters = new ArrayList<>();
        int gameOver = 0;
        String pad = "";
        for (String field : spec.split(" ")) {
            String[] kv = field.split("=");
            switch (kv[0]) {
                case "pos": pos = coordinate(kv[1]); break;
                case "dmg": damage = Integer.parseInt(kv[1]); break;
                case "count": count = Integer.parseInt(kv[1]); break;
                case "mons":
                    for (String c : kv[1].split(";")) {
                        monsters.add(coordinate(c));
                    }
                    break;
                case "go": gameOver = Integer.parseInt(kv[1]); break;
                case "pad": pad = kv[1]; break;
                default: throw new IllegalArgumentException("unknown field " + field);
            }
        }
        byte[] bytes = WIRE.bytes(new PlayerMessage(pos, damage, count == null ? monsters.size() : count, monsters,
                false));
        bytes[176] = (byte) gameOver;
        for (int i = 0; i < pad.length() / 2; i++) {
            bytes[177 + i] = (byte) Integer.parseInt(pad.substring(2 * i, 2 * i + 2), 16);
        }
        return bytes;
    }

    private static Coordinate coordinate(String xy) {
        String[] p = xy.split(",");
        return new Coordinate(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
    }
}
