package io.github.retrokit.crobots.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.codegen.RobotCompiler;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The versioned .cr format: round trips, and a clear message for every kind of bad file. */
class RobotFileTest {
    private static RobotProgram sniper() throws IOException {
        try (InputStream in = RobotFileTest.class.getResourceAsStream("/robots/sniper.r")) {
            return new RobotCompiler().compile("sniper.r", new String(in.readAllBytes(), StandardCharsets.ISO_8859_1))
                    .programOrThrow();
        }
    }

    private static String failure(byte[] bytes) {
        return assertThrows(RobotFileException.class, () -> RobotFile.fromBytes(bytes, "bad.cr")).getMessage();
    }

    @Test
    void saveAndLoadGiveTheSameProgram(@TempDir Path dir) throws IOException {
        RobotProgram p = sniper();
        Path file = dir.resolve("sniper.cr");
        RobotFile.save(p, file);
        assertEquals(p, RobotFile.load(file));
        byte[] bytes = Files.readAllBytes(file);
        assertEquals("RKCR", new String(bytes, 0, 4, StandardCharsets.US_ASCII));
        assertEquals(RobotFile.VERSION, ByteBuffer.wrap(bytes, 4, 2).getShort());
    }

    @Test
    void aForeignFileIsNotAcceptedAsARobot() {
        assertEquals("bad.cr: not a compiled CRobots robot (no \"RKCR\" signature)",
                failure("main() { }\n".getBytes(StandardCharsets.US_ASCII)));
        assertEquals("bad.cr: not a compiled CRobots robot (no \"RKCR\" signature)", failure(new byte[0]));
    }

    @Test
    void anotherVersionIsRefusedByNumber() throws IOException {
        byte[] bytes = RobotFile.toBytes(sniper());
        bytes[5] = 2;
        assertEquals("bad.cr: unsupported compiled-robot version 2 (this build reads version 1)", failure(bytes));
    }

    @Test
    void everyTruncationIsReportedAsSuch() throws IOException {
        byte[] bytes = RobotFile.toBytes(sniper());
        for (int length = 6; length < bytes.length; length += 7) {
            String message = failure(Arrays.copyOf(bytes, length));
            assertTrue(message.startsWith("bad.cr: truncated") || message.startsWith("bad.cr: corrupt"), message);
        }
    }

    @Test
    void aFlippedByteFailsTheChecksum() throws IOException {
        byte[] bytes = RobotFile.toBytes(sniper());
        bytes[bytes.length / 2] ^= 0x10;
        assertEquals("bad.cr: corrupt compiled robot (checksum mismatch)", failure(bytes));
    }

    @Test
    void aWellFramedFileWithABadOperandIsRefusedNamingTheInstruction() throws IOException {
        RobotProgram p = sniper();
        byte[] bytes = RobotFile.toBytes(p);
        // the last instruction (retsub) is the last 11 payload bytes before the CRC; make it a branch to 5000
        int insn = bytes.length - 4 - 11;
        bytes[insn] = (byte) Opcode.BRANCH.code();
        ByteBuffer.wrap(bytes, insn + 3, 8).putLong(5000);
        resign(bytes);
        assertEquals("bad.cr: invalid compiled robot: instruction 511 (BRANCH): branch target 5000 outside 0..1000",
                failure(bytes));
        bytes[insn] = 42;
        resign(bytes);
        assertEquals("bad.cr: invalid compiled robot: instruction 511 has unknown opcode 42", failure(bytes));
    }

    @Test
    void aProgramWithoutMainIsRefused() {
        RobotProgram p = new RobotProgram("f.r", List.of(Instruction.constant(1), Instruction.retsub()),
                List.of(new FunctionHeader("f", 0, 0, 0, List.of())), List.of("f"), List.of("f"), 1000);
        assertEquals("bad.cr: invalid compiled robot: no 'main' function", failure(RobotFile.toBytes(p)));
    }

    @Test
    void randomBytesAfterAValidHeaderNeverEscapeAsAnotherException() {
        java.util.Random random = new java.util.Random(7);
        for (int n = 0; n < 2000; n++) {
            byte[] payload = new byte[random.nextInt(120)];
            random.nextBytes(payload);
            ByteBuffer b = ByteBuffer.allocate(14 + payload.length);
            b.put("RKCR".getBytes(StandardCharsets.US_ASCII)).putShort((short) 1).putInt(payload.length).put(payload);
            CRC32 crc = new CRC32();
            crc.update(payload);
            b.putInt((int) crc.getValue());
            failure(b.array());
        }
    }

    private static void resign(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 10, bytes.length - 14);
        ByteBuffer.wrap(bytes, bytes.length - 4, 4).putInt((int) crc.getValue());
    }
}
