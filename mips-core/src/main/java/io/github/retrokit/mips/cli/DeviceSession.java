package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.device.BitmapDisplay;
import io.github.retrokit.mips.device.HalfBlocks;
import io.github.retrokit.mips.device.Png;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.RunResult;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/** One run with devices: frames of the bitmap display while it runs, the terminal restored at the end. */
final class DeviceSession {
    private final Machine machine;
    private final DeviceOptions options;
    private final TerminalMode terminal;
    private int[] shown;
    private int frameNumber;

    DeviceSession(Machine machine, DeviceOptions options, TerminalMode terminal) {
        this.machine = machine;
        this.options = options;
        this.terminal = terminal;
    }

    /** Runs the program to its end, drawing frames every {@code --bitmap-every} instructions. */
    RunResult run(PrintStream err) {
        try {
            BitmapDisplay bitmap = options.bitmap;
            if (bitmap == null || options.frames == null && !options.live) {
                return machine.run();
            }
            if (options.live) {
                err.print("\033[2J");
            }
            RunResult result = machine.runFor(options.every);
            while (!result.isFinal()) {
                frame(bitmap, err);
                result = machine.runFor(options.every);
            }
            frame(bitmap, err);
            return result;
        } finally {
            if (terminal != null) {
                terminal.close();
            }
        }
    }

    private void frame(BitmapDisplay bitmap, PrintStream err) {
        int[] units = bitmap.frame(machine::readWord);
        if (Arrays.equals(units, shown)) {
            return;
        }
        shown = units;
        if (options.live) {
            err.print(HalfBlocks.render(units, bitmap.columns(), bitmap.rows()));
            err.flush();
        }
        if (options.frames != null) {
            frameNumber++;
            write(options.frames.resolve(String.format(Locale.US, "frame-%05d.png", frameNumber)), bitmap, units);
        }
    }

    /** Writes the final picture if {@code --bitmap-png} asked for it. */
    void finish() {
        if (options.bitmap != null && options.png != null) {
            write(options.png, options.bitmap, options.bitmap.frame(machine::readWord));
        }
    }

    private static void write(Path file, BitmapDisplay bitmap, int[] units) {
        try {
            Files.write(file, Png.encode(bitmap.pixels(units), bitmap.displayWidth(), bitmap.displayHeight()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write '" + file + "'", e);
        }
    }
}
