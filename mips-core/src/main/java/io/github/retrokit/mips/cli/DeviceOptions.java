package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.device.AnsiDisplay;
import io.github.retrokit.mips.device.BitmapDisplay;
import io.github.retrokit.mips.device.KeyboardDisplay;
import io.github.retrokit.mips.device.KeySource;
import io.github.retrokit.mips.device.QueuedKeys;
import io.github.retrokit.mips.device.StreamKeys;
import io.github.retrokit.mips.run.Machine;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * The device options of {@code run}: {@code --mmio} (MARS's keyboard and display on the terminal) and the
 * bitmap display ({@code --bitmap WxH[:unit][@base]} with {@code --bitmap-png}, {@code --bitmap-frames},
 * {@code --bitmap-every}, {@code --bitmap-live}).
 */
final class DeviceOptions {
    static final Set<String> NAMES = Set.of("--mmio", "--bitmap", "--bitmap-png", "--bitmap-frames",
            "--bitmap-every", "--bitmap-live");
    static final String HELP = String.join("\n",
            "  --mmio                MARS's Keyboard and Display MMIO device (0xffff0000-0xffff000f) on the",
            "                        terminal: standard input is the keyboard (a terminal in character mode,",
            "                        restored at exit), the display prints to standard output [Tools menu]",
            "  --bitmap WxH[:U][@B]  MARS's Bitmap Display: W x H pixels, units of U or UWxUH pixels (1),",
            "                        base B = global, gp, static (default), heap, mmio or its address [Tools]",
            "  --bitmap-png FILE     write the display as a PNG when the program ends",
            "  --bitmap-frames DIR   write frame-00001.png ... whenever the picture changed, every --bitmap-every",
            "  --bitmap-every N      instructions between frames (default 100000)",
            "  --bitmap-live         draw the display on standard error (24-bit colour, half blocks)");

    boolean mmio;
    BitmapDisplay bitmap;
    Path png;
    Path frames;
    long every = 100_000;
    boolean live;

    /** Parses the device option at {@code args[i]}; returns the index of its last word. */
    int parse(String[] args, int i) throws UsageException {
        String option = args[i];
        switch (option) {
            case "--mmio" -> mmio = true;
            case "--bitmap-live" -> live = true;
            default -> {
                if (i + 1 >= args.length) {
                    throw new UsageException(option + " needs a value");
                }
                String value = args[++i];
                switch (option) {
                    case "--bitmap" -> bitmap = bitmap(value);
                    case "--bitmap-png" -> png = Path.of(value);
                    case "--bitmap-frames" -> frames = Path.of(value);
                    default -> every = every(value);
                }
            }
        }
        return i;
    }

    private static BitmapDisplay bitmap(String value) throws UsageException {
        try {
            return BitmapDisplay.parse(value);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage().endsWith("is not WxH[:unit][@base]")
                    ? "--bitmap needs WxH[:unit][@base], not '" + value + "'"
                    : "--bitmap: " + e.getMessage());
        }
    }

    private static long every(String value) throws UsageException {
        return RunOptionValues.within(value, 1, Long.MAX_VALUE)
                .orElseThrow(() -> new UsageException("--bitmap-every needs a number from 1 up, not '" + value + "'"));
    }

    /** Checks the combination once all options are read. */
    void check() throws UsageException {
        boolean output = png != null || frames != null || live;
        if (bitmap == null && output) {
            throw new UsageException("--bitmap-png, --bitmap-frames and --bitmap-live need --bitmap WxH");
        }
        if (bitmap != null && !output) {
            throw new UsageException("--bitmap needs --bitmap-png FILE, --bitmap-frames DIR or --bitmap-live");
        }
        if (bitmap != null && mmio && Integer.compareUnsigned(bitmap.base(), KeyboardDisplay.LAST) <= 0
                && Integer.compareUnsigned(bitmap.lastAddress(), KeyboardDisplay.RECEIVER_CONTROL) >= 0) {
            throw new UsageException("--bitmap at 0xffff0000 overlaps the --mmio registers");
        }
        if (frames != null && !Files.isDirectory(frames)) {
            throw new UsageException("--bitmap-frames needs a directory, not '" + frames + "'");
        }
    }

    /** Standard input for the console syscalls: none when the keyboard device owns it. */
    InputStream consoleInput(InputStream in) {
        return mmio ? InputStream.nullInputStream() : in;
    }

    /** Maps the devices on {@code machine}; the keyboard reads {@code in} (a terminal in character mode). */
    DeviceSession attach(Machine machine, InputStream in, boolean interactive) {
        TerminalMode terminal = null;
        if (mmio) {
            KeySource keys;
            if (interactive && (terminal = TerminalMode.characterMode()).active()) {
                keys = typedKeys(in);
            } else {
                keys = new StreamKeys(in);
            }
            KeyboardDisplay device = new KeyboardDisplay(keys, new AnsiDisplay(machine.syscallContext()::print));
            machine.mapDevice(KeyboardDisplay.RECEIVER_CONTROL, KeyboardDisplay.LAST, device);
        }
        return new DeviceSession(machine, this, terminal);
    }

    /** Keys typed on a terminal, read by a daemon thread so the program runs on while nobody types. */
    private static KeySource typedKeys(InputStream in) {
        QueuedKeys keys = new QueuedKeys();
        Thread reader = new Thread(() -> {
            try {
                for (int b = in.read(); b >= 0; b = in.read()) {
                    keys.type(b);
                }
            } catch (IOException e) {
                // the terminal went away: no more keys
            }
            keys.end();
        }, "mmio-keyboard");
        reader.setDaemon(true);
        reader.start();
        return keys;
    }
}
