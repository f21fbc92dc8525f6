package io.github.retrokit.mips.device;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.DeflaterOutputStream;

/** Encodes 8-bit RGB pictures as PNG (signature, IHDR, one zlib IDAT, IEND); the same pixels, the same bytes. */
public final class Png {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private Png() { }

    /**
     * The PNG of a {@code width x height} picture of {@code 0xRRGGBB} pixels, row by row.
     *
     * @param rgb the colour, 0xRRGGBB
     * @param width the width
     * @param height the height
     * @return the PNG of a {@code width x height} picture of {@code 0xRRGGBB} pixels, row by row
     */
    public static byte[] encode(int[] rgb, int width, int height) {
        try {
            ByteArrayOutputStream file = new ByteArrayOutputStream();
            file.write(SIGNATURE);
            ByteArrayOutputStream header = new ByteArrayOutputStream();
            DataOutputStream h = new DataOutputStream(header);
            h.writeInt(width);
            h.writeInt(height);
            h.write(new byte[] {8, 2, 0, 0, 0}); // 8 bits, truecolour, deflate, no filter method, no interlace
            chunk(file, "IHDR", header.toByteArray());
            ByteArrayOutputStream data = new ByteArrayOutputStream();
            try (DeflaterOutputStream z = new DeflaterOutputStream(data)) {
                byte[] row = new byte[1 + 3 * width];
                for (int y = 0; y < height; y++) {
                    for (int x = 0; x < width; x++) {
                        int p = rgb[y * width + x];
                        row[1 + 3 * x] = (byte) (p >>> 16);
                        row[2 + 3 * x] = (byte) (p >>> 8);
                        row[3 + 3 * x] = (byte) p;
                    }
                    z.write(row);
                }
            }
            chunk(file, "IDAT", data.toByteArray());
            chunk(file, "IEND", new byte[0]);
            return file.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // in-memory streams do not fail
        }
    }

    private static void chunk(ByteArrayOutputStream file, String type, byte[] body) throws IOException {
        DataOutputStream out = new DataOutputStream(file);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeInt(body.length);
        out.write(name);
        out.write(body);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(body);
        out.writeInt((int) crc.getValue());
    }
}
