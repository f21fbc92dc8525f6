package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.CliTestSupport.Outcome;
import io.github.retrokit.mips.device.HalfBlocks;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --mmio} and {@code run --bitmap ...}: devices from the command line, piped input, PNG files. */
class DeviceCommandTest {
    @TempDir
    Path dir;

    private Path program(String name) throws IOException {
        Path file = dir.resolve(name);
        try (InputStream in = getClass().getResourceAsStream("/device/" + name)) {
            Files.write(file, in.readAllBytes());
        }
        return file;
    }

    /** The picture bitmap-gradient.asm draws: unit (x, y) red 32x, green 32y, blue 255 where x + y is odd. */
    private static int expectedUnit(int x, int y) {
        return (32 * x) << 16 | (32 * y) << 8 | ((x + y) % 2 == 1 ? 0xff : 0);
    }

    @Test
    void mmioEchoesPipedKeysThroughTheDisplay() throws IOException {
        program("echo-poll.asm");
        Outcome outcome = CliTestSupport.run(dir, "hello q", "run", "--mmio", "<dir>/echo-poll.asm");
        assertEquals(new Outcome(0, "hello q", ""), outcome);
    }

    @Test
    void mmioStopsAProgramStillPollingWhenThePipedInputEnded() throws IOException {
        program("echo-poll.asm");
        Outcome outcome = CliTestSupport.run(dir, "ab", "run", "--mmio", "<dir>/echo-poll.asm");
        assertEquals(new Outcome(5, "ab", "retrokit mips run: keyboard input ended and the program kept waiting "
                + "for a key (pc 0x00400008)\n"), outcome);
    }

    @Test
    void mmioDrivesTheInterruptHandler() throws IOException {
        program("keyboard-interrupt.asm");
        Outcome outcome = CliTestSupport.run(dir, "MIPS!", "run", "--mmio", "<dir>/keyboard-interrupt.asm");
        assertEquals(new Outcome(0, "MIPS!", ""), outcome);
    }

    @Test
    void bitmapPngIsThePictureDrawnPixelForPixel() throws IOException {
        program("bitmap-gradient.asm");
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--bitmap", "64x64:8", "--bitmap-png", "<dir>/out.png",
                "<dir>/bitmap-gradient.asm");
        assertEquals(new Outcome(0, "", ""), outcome);
        byte[] png = Files.readAllBytes(dir.resolve("out.png"));
        assertArrayEquals(CliTestSupport.resourceBytes("/device/bitmap-gradient.png"), png);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(64, image.getWidth());
        assertEquals(64, image.getHeight());
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                assertEquals(expectedUnit(x / 8, y / 8), image.getRGB(x, y) & 0xffffff, "pixel " + x + "," + y);
            }
        }
    }

    @Test
    void bitmapFramesAreWrittenWhenThePictureChanges() throws IOException {
        program("bitmap-gradient.asm");
        Path frames = Files.createDirectory(dir.resolve("frames"));
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--bitmap", "64x64:8@static", "--bitmap-frames",
                "<dir>/frames", "--bitmap-every", "200", "<dir>/bitmap-gradient.asm");
        assertEquals(0, outcome.status());
        List<Path> written;
        try (Stream<Path> files = Files.list(frames)) {
            written = files.sorted().toList();
        }
        assertTrue(written.size() > 3, "one frame per 200 instructions while drawing: " + written);
        assertEquals("frame-00001.png", written.get(0).getFileName().toString());
        assertArrayEquals(CliTestSupport.resourceBytes("/device/bitmap-gradient.png"),
                Files.readAllBytes(written.get(written.size() - 1)));
    }

    @Test
    void bitmapLiveDrawsHalfBlocksOnStandardError() throws IOException {
        program("bitmap-gradient.asm");
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--bitmap", "8x8", "--bitmap-live",
                "<dir>/bitmap-gradient.asm");
        int[] units = new int[64];
        for (int i = 0; i < 64; i++) {
            units[i] = expectedUnit(i % 8, i / 8);
        }
        assertEquals(0, outcome.status());
        assertTrue(outcome.err().startsWith("\033[2J\033[H"));
        assertTrue(outcome.err().endsWith(HalfBlocks.render(units, 8, 8)));
    }

    @Test
    void badDeviceOptionsAreUsageErrors() throws IOException {
        program("bitmap-gradient.asm");
        assertEquals(new Outcome(2, "", "retrokit mips run: --bitmap needs --bitmap-png FILE, --bitmap-frames DIR or "
                + "--bitmap-live\ntry 'retrokit mips run --help'\n"),
                CliTestSupport.run(dir, "", "run", "--bitmap", "64x64", "<dir>/bitmap-gradient.asm"));
        assertEquals(new Outcome(2, "", "retrokit mips run: --bitmap: the display (64x60) must be a whole number of "
                + "units (8x8)\ntry 'retrokit mips run --help'\n"),
                CliTestSupport.run(dir, "", "run", "--bitmap", "64x60:8", "--bitmap-live", "<dir>/bitmap-gradient.asm"));
        assertEquals(new Outcome(2, "", "retrokit mips run: --bitmap: base address 0x10010004 is not one of MARS's "
                + "0x10000000, 0x10008000, 0x10010000, 0x10040000, 0xffff0000\ntry 'retrokit mips run --help'\n"),
                CliTestSupport.run(dir, "", "run", "--bitmap", "8x8@0x10010004", "--bitmap-live",
                        "<dir>/bitmap-gradient.asm"));
        assertEquals(new Outcome(2, "", "retrokit mips run: --bitmap at 0xffff0000 overlaps the --mmio registers\n"
                + "try 'retrokit mips run --help'\n"),
                CliTestSupport.run(dir, "", "run", "--mmio", "--bitmap", "8x8@mmio", "--bitmap-live",
                        "<dir>/bitmap-gradient.asm"));
    }

    @Test
    void aPngThatCannotBeWrittenIsExitStatus3() throws IOException {
        program("bitmap-gradient.asm");
        Outcome outcome = CliTestSupport.run(dir, "", "run", "--bitmap", "64x64:8", "--bitmap-png",
                "<dir>/missing/out.png", "<dir>/bitmap-gradient.asm");
        assertEquals(3, outcome.status());
        assertEquals("retrokit mips run: cannot write '<dir>/missing/out.png': <dir>/missing/out.png\n", outcome.err());
    }
}
