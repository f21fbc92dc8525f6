package io.github.retrokit.mips.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The layout of a C-like struct in guest memory, for preparing arguments and reading results:
 * <pre>{@code
 * Struct player = Struct.of("row:u8", "col:u8", "health:s8", "coins:u8");
 * memory.writeStruct(0x10010000, player, Map.of("row", 3, "col", 2, "health", 10, "coins", 0));
 * Map<String, Integer> back = memory.readStruct(0x10010000, player);
 * }</pre>
 * Field types: {@code u8 s8 u16 s16 u32 s32}; fields follow each other with no padding.
 */
public final class Struct {
    /** One field: name, byte offset, size in bytes and signedness. */
    public record Field(String name, int offset, int size, boolean signed) {
    }

    private final List<Field> fields;
    private final int size;

    private Struct(List<Field> fields, int size) {
        this.fields = List.copyOf(fields);
        this.size = size;
    }

    /**
     * Builds a struct from {@code name:type} specifications, in memory order.
     *
     * @param specs the specifications
     * @return the struct
     */
    public static Struct of(String... specs) {
        List<Field> fields = new ArrayList<>();
        int offset = 0;
        for (String spec : specs) {
            int colon = spec.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("struct field '" + spec + "' is not name:type");
            }
            String type = spec.substring(colon + 1);
            int bytes = switch (type) {
                case "u8", "s8" -> 1;
                case "u16", "s16" -> 2;
                case "u32", "s32" -> 4;
                default -> throw new IllegalArgumentException("struct field '" + spec + "' has unknown type " + type);
            };
            fields.add(new Field(spec.substring(0, colon), offset, bytes, type.startsWith("s")));
            offset += bytes;
        }
        return new Struct(fields, offset);
    }

    /** {@return the fields, in memory order} */
    public List<Field> fields() { return fields; }

    /** {@return total size in bytes} */
    public int size() { return size; }

    void write(GuestMemory memory, int address, Map<String, Integer> values) {
        for (String name : values.keySet()) {
            field(name);
        }
        for (Field f : fields) {
            Integer v = values.get(f.name());
            if (v != null) {
                memory.writeSized(address + f.offset(), f.size(), v);
            }
        }
    }

    Map<String, Integer> read(GuestMemory memory, int address) {
        Map<String, Integer> values = new LinkedHashMap<>();
        for (Field f : fields) {
            int raw = memory.readSized(address + f.offset(), f.size());
            int shift = 32 - 8 * f.size();
            values.put(f.name(), f.signed() ? (raw << shift) >> shift : raw);
        }
        return values;
    }

    private Field field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("struct has no field " + name));
    }
}
