package io.github.retrokit.benchmarks.crobots;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Robot sources the CRobots benchmarks fight with: the reference test robots turret.r and pacer.r,
 * read from {@code examples/crobots} (packaged into the benchmarks jar under {@code /robots}).
 */
final class ArenaRobots {

    private ArenaRobots() {
    }

    static final String TURRET = source("turret.r");

    static final String PACER = source("pacer.r");

    private static String source(String name) {
        try (InputStream in = ArenaRobots.class.getResourceAsStream("/robots/" + name)) {
            if (in == null) {
                throw new IllegalStateException("robot " + name + " is not in the benchmarks jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
