package io.github.retrokit.mips.device;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.syscall.StreamConsole;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Machines with devices for the device tests. */
final class DeviceTestSupport {
    private DeviceTestSupport() { }

    static String resource(String name) throws IOException {
        try (InputStream in = DeviceTestSupport.class.getResourceAsStream("/device/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource device/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static ProgramImage assemble(String name) throws Exception {
        return new Assembler().assemble(name, resource(name));
    }

    /** A display that records what it was sent, as text: characters, {@code <clear>}, {@code <at c,r>}. */
    static final class RecordingDisplay implements DisplaySink {
        final StringBuilder text = new StringBuilder();

        @Override
        public void character(int c) { text.append((char) c); }

        @Override
        public void moveCursor(int column, int row) { text.append("<at ").append(column).append(',').append(row).append('>'); }

        @Override
        public void clear() { text.append("<clear>"); }
    }

    /** A machine running {@code program} with the keyboard/display device fed {@code keys}. */
    static final class Rig {
        final Machine machine;
        final KeyboardDisplay device;
        final RecordingDisplay display = new RecordingDisplay();
        final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Rig(String program, KeySource keys, boolean translate) throws Exception {
            this(program, keys, translate, KeyboardDisplay.DEFAULT_DELAY);
        }

        Rig(String program, KeySource keys, boolean translate, int delay) throws Exception {
            machine = Machine.load(assemble(program), MachineOptions.defaults().withTranslation(translate)
                    .withConsole(new StreamConsole(new ByteArrayInputStream(new byte[0]),
                            new PrintStream(out, true, StandardCharsets.UTF_8), System.err)));
            device = new KeyboardDisplay(keys, display, delay);
            machine.mapDevice(KeyboardDisplay.RECEIVER_CONTROL, KeyboardDisplay.LAST, device);
        }

        String output() { return out.toString(StandardCharsets.UTF_8); }
    }

    static KeySource keys(String text) {
        return new StreamKeys(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)));
    }
}
