package io.github.retrokit.crobots.program;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UTFDataFormatException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Saves and loads compiled robots ({@code .cr} files). Format version 1, all integers big-endian, strings
 * as Java modified UTF-8 with a 2-byte length ({@link DataOutputStream#writeUTF}):
 * <pre>
 *   magic    4 bytes  "RKCR"
 *   version  u16      1
 *   length   u32      payload length N
 *   payload  N bytes
 *   crc      u32      CRC-32 of the payload
 * payload:
 *   name (string), code limit (u16),
 *   externals: count (u16) + names, function table: count (u16) + names,
 *   functions: count (u16) + per function: name, first instruction (u16), parameter count (u16),
 *              local count (u16), local names: count (u16) + names,
 *   code: count (u16) + per instruction: opcode (u8), operator code (u16, 0 = none), operand (s64)
 * </pre>
 * Loading checks magic, version, length, checksum, every operand ({@link RobotProgram}'s checks) and that
 * {@code main} is defined, and fails with a {@link RobotFileException} naming the input and the problem.
 */
public final class RobotFile {
    /** The format version this build writes and reads. */
    public static final int VERSION = 1;
    private static final byte[] MAGIC = "RKCR".getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_PAYLOAD = 1 << 22;

    private RobotFile() {
    }

    /**
     * Writes {@code program} to {@code out} in the format above.
     *
     * @param program the program
     * @param out     where to write (not closed)
     * @throws IOException when {@code out} fails
     */
    public static void write(RobotProgram program, OutputStream out) throws IOException {
        byte[] payload = payload(program);
        CRC32 crc = new CRC32();
        crc.update(payload);
        DataOutputStream data = new DataOutputStream(out);
        data.write(MAGIC);
        data.writeShort(VERSION);
        data.writeInt(payload.length);
        data.write(payload);
        data.writeInt((int) crc.getValue());
        data.flush();
    }

    /**
     * The file's bytes.
     *
     * @param program the program
     * @return the bytes {@link #save} would write
     */
    public static byte[] toBytes(RobotProgram program) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            write(program, out);
        } catch (IOException e) {
            throw new IllegalStateException("in-memory write failed", e);
        }
        return out.toByteArray();
    }

    /**
     * Reads one program from the file's bytes.
     *
     * @param bytes a whole {@code .cr} file
     * @param what  names the input in error messages (usually the file name)
     * @return the program
     * @throws RobotFileException when the bytes are not a valid compiled robot
     */
    public static RobotProgram fromBytes(byte[] bytes, String what) throws RobotFileException {
        try {
            return read(new ByteArrayInputStream(bytes), what);
        } catch (RobotFileException e) {
            throw e;
        } catch (IOException e) {
            throw new RobotFileException(what + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads one program.
     *
     * @param in   the file's bytes (read to the end of the program, not closed)
     * @param what names the input in error messages (usually the file name)
     * @return the program
     * @throws RobotFileException when the bytes are not a valid compiled robot
     * @throws IOException        when {@code in} fails
     */
    public static RobotProgram read(InputStream in, String what) throws IOException {
        DataInputStream data = new DataInputStream(in);
        byte[] magic = new byte[MAGIC.length];
        int got = data.readNBytes(magic, 0, magic.length);
        if (got < magic.length || !java.util.Arrays.equals(magic, MAGIC)) {
            throw new RobotFileException(what + ": not a compiled CRobots robot (no \"RKCR\" signature)");
        }
        try {
            int version = data.readUnsignedShort();
            if (version != VERSION) {
                throw new RobotFileException(what + ": unsupported compiled-robot version " + version
                        + " (this build reads version " + VERSION + ")");
            }
            int length = data.readInt();
            if (length < 0 || length > MAX_PAYLOAD) {
                throw new RobotFileException(what + ": corrupt compiled robot (payload length " + length + ")");
            }
            byte[] payload = new byte[length];
            data.readFully(payload);
            long stored = data.readInt() & 0xFFFFFFFFL;
            CRC32 crc = new CRC32();
            crc.update(payload);
            if (crc.getValue() != stored) {
                throw new RobotFileException(what + ": corrupt compiled robot (checksum mismatch)");
            }
            return parse(payload, what);
        } catch (EOFException e) {
            throw new RobotFileException(what + ": truncated compiled robot", e);
        }
    }

    /**
     * Writes {@code program} to {@code file}, replacing it atomically where the file system allows.
     *
     * @param program the program
     * @param file    the {@code .cr} file
     * @throws IOException when the file cannot be written
     */
    public static void save(RobotProgram program, Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, ".robot", ".tmp");
        try {
            Files.write(tmp, toBytes(program));
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Loads a program from {@code file}.
     *
     * @param file a {@code .cr} file
     * @return the program
     * @throws RobotFileException naming the file and the problem when it is not a valid compiled robot
     * @throws IOException        when the file cannot be read
     */
    public static RobotProgram load(Path file) throws IOException {
        return fromBytes(Files.readAllBytes(file), file.toString());
    }

    private static byte[] payload(RobotProgram p) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeUTF(p.name());
            out.writeShort(p.codeLimit());
            names(out, p.externals());
            names(out, p.functionTable());
            out.writeShort(p.functions().size());
            for (FunctionHeader f : p.functions()) {
                out.writeUTF(f.name());
                out.writeShort(f.firstInstruction());
                out.writeShort(f.parameterCount());
                out.writeShort(f.localCount());
                names(out, f.locals());
            }
            out.writeShort(p.codeSize());
            for (Instruction insn : p.code()) {
                out.writeByte(insn.opcode().code());
                out.writeShort(insn.operator() == null ? 0 : insn.operator().code());
                out.writeLong(insn.operand());
            }
        } catch (IOException e) {
            throw new IllegalStateException("in-memory write failed", e);
        }
        return bytes.toByteArray();
    }

    private static void names(DataOutputStream out, List<String> names) throws IOException {
        out.writeShort(names.size());
        for (String n : names) {
            out.writeUTF(n);
        }
    }

    private static RobotProgram parse(byte[] payload, String what) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload));
        try {
            String name = in.readUTF();
            int codeLimit = in.readUnsignedShort();
            List<String> externals = names(in);
            List<String> table = names(in);
            int functionCount = in.readUnsignedShort();
            List<FunctionHeader> functions = new ArrayList<>();
            for (int i = 0; i < functionCount; i++) {
                functions.add(new FunctionHeader(in.readUTF(), in.readUnsignedShort(), in.readUnsignedShort(),
                        in.readUnsignedShort(), names(in)));
            }
            List<Instruction> code = instructions(in, what);
            if (in.available() > 0) {
                throw new RobotFileException(what + ": corrupt compiled robot (" + in.available() + " bytes after the code)");
            }
            RobotProgram program = new RobotProgram(name, code, functions, table, externals, codeLimit);
            if (program.findFunction("main") == null) {
                throw new RobotFileException(what + ": invalid compiled robot: no 'main' function");
            }
            return program;
        } catch (EOFException | UTFDataFormatException e) {
            throw new RobotFileException(what + ": corrupt compiled robot (malformed payload)", e);
        } catch (IllegalArgumentException e) {
            throw new RobotFileException(what + ": invalid compiled robot: " + e.getMessage(), e);
        }
    }

    private static List<Instruction> instructions(DataInputStream in, String what) throws IOException {
        int count = in.readUnsignedShort();
        List<Instruction> code = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int opcodeValue = in.readUnsignedByte();
            int operatorCode = in.readUnsignedShort();
            long operand = in.readLong();
            Opcode opcode = Opcode.fromCode(opcodeValue);
            Operator operator = operatorCode == 0 ? null : Operator.fromCode(operatorCode);
            if (opcode == null || (operatorCode != 0 && operator == null)) {
                throw new RobotFileException(what + ": invalid compiled robot: instruction " + i + " has unknown "
                        + (opcode == null ? "opcode " + opcodeValue : "operator " + operatorCode));
            }
            code.add(new Instruction(opcode, operand, operator));
        }
        return code;
    }

    private static List<String> names(DataInputStream in) throws IOException {
        int count = in.readUnsignedShort();
        if (count > RobotProgram.MAX_SYMBOLS * 4) {
            throw new EOFException("name count " + count);
        }
        List<String> names = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            names.add(in.readUTF());
        }
        return names;
    }
}
