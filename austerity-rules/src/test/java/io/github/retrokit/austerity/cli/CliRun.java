package io.github.retrokit.austerity.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** One in-process run of {@link Main#run} with captured streams. */
record CliRun(int status, String stdout, String stderr) {

    static CliRun of(String command, String... args) {
        return withInput("", command, args);
    }

    static CliRun withInput(String input, String command, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new ByteArrayInputStream(input.getBytes(StandardCharsets.ISO_8859_1)),
                new PrintStream(out, true, StandardCharsets.ISO_8859_1), new PrintStream(err, true, StandardCharsets.ISO_8859_1));
        int status = Main.run(command, Arrays.asList(args), console, new Interrupts());
        return new CliRun(status, out.toString(StandardCharsets.ISO_8859_1), err.toString(StandardCharsets.ISO_8859_1));
    }
}
