package io.github.retrokit.mips.harness;

import io.github.retrokit.mips.memory.Memory;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The caller's view of the machine's memory: prepare arguments before a call and read results back.
 * These are host accesses: no alignment or segment checks, not reported as program writes.
 */
public final class GuestMemory {
    private final Memory memory;

    GuestMemory(Memory memory) {
        this.memory = memory;
    }

    /**
     * Writes {@code bytes} from {@code address} (no checks, no listeners).
     *
     * @param address the first address
     * @param bytes the bytes
     */
    public void writeBytes(int address, byte[] bytes) {
        memory.pokeBytes(address, bytes);
    }

    /**
     * Reads bytes from memory.
     *
     * @param address the first address
     * @param length how many bytes
     * @return the bytes
     */
    public byte[] readBytes(int address, int length) {
        return memory.peekBytes(address, length);
    }

    /**
     * Writes one byte.
     *
     * @param address the address
     * @param value the byte (its low 8 bits)
     */
    public void writeByte(int address, int value) {
        memory.pokeByte(address, value);
    }

    /**
     * The byte at {@code address}, 0-255.
     *
     * @param address the address
     * @return the byte at {@code address}, 0-255
     */
    public int readUnsignedByte(int address) {
        return memory.peekByte(address) & 0xff;
    }

    /**
     * The byte at {@code address}, sign-extended.
     *
     * @param address the address
     * @return the byte at {@code address}, sign-extended
     */
    public int readByte(int address) {
        return (byte) memory.peekByte(address);
    }

    /**
     * Writes a halfword, little-endian.
     *
     * @param address the address (even)
     * @param value the halfword (its low 16 bits)
     */
    public void writeHalf(int address, int value) {
        memory.pokeHalf(address, value);
    }

    /**
     * The halfword at {@code address}, 0-65535.
     *
     * @param address the address
     * @return the halfword at {@code address}, 0-65535
     */
    public int readHalf(int address) {
        return memory.peekHalf(address) & 0xffff;
    }

    /**
     * Writes a word, little-endian.
     *
     * @param address the address (a multiple of 4)
     * @param value the word
     */
    public void writeWord(int address, int value) {
        memory.pokeWord(address, value);
    }

    /**
     * Reads a word, little-endian.
     *
     * @param address the address (a multiple of 4)
     * @return the word
     */
    public int readWord(int address) {
        return memory.peekWord(address);
    }

    /**
     * Writes {@code text} (ISO-8859-1) and a terminating NUL; returns the address after the NUL.
     *
     * @param address the address
     * @param text the text
     * @return the address after the NUL
     */
    public int writeAsciiz(int address, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        memory.pokeBytes(address, bytes);
        memory.pokeByte(address + bytes.length, 0);
        return address + bytes.length + 1;
    }

    /**
     * The NUL-terminated string at {@code address} (at most {@code max} bytes are read).
     *
     * @param address the address
     * @param max the most
     * @return the NUL-terminated string at {@code address} (at most {@code max} bytes are read)
     */
    public String readAsciiz(int address, int max) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < max; i++) {
            int b = readUnsignedByte(address + i);
            if (b == 0) {
                break;
            }
            out.append((char) b);
        }
        return out.toString();
    }

    /**
     * Writes the named fields of {@code struct} at {@code address}; fields not named are left alone.
     *
     * @param address the address
     * @param struct the struct layout
     * @param values the values
     */
    public void writeStruct(int address, Struct struct, Map<String, Integer> values) {
        struct.write(this, address, values);
    }

    /**
     * Reads every field of {@code struct} at {@code address}, in layout order.
     *
     * @param address the address
     * @param struct the struct layout
     * @return each field's value by name, in layout order
     */
    public Map<String, Integer> readStruct(int address, Struct struct) {
        return struct.read(this, address);
    }

    void writeSized(int address, int size, int value) {
        switch (size) {
            case 1 -> writeByte(address, value);
            case 2 -> writeHalf(address, value);
            default -> writeWord(address, value);
        }
    }

    int readSized(int address, int size) {
        return switch (size) {
            case 1 -> readUnsignedByte(address);
            case 2 -> readHalf(address);
            default -> readWord(address);
        };
    }
}
