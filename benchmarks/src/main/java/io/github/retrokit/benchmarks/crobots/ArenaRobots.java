package io.github.retrokit.benchmarks.crobots;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Robot sources the CRobots benchmarks fight with: the sample robots of {@code examples/crobots} (packaged
 * into the benchmarks jar under {@code /robots}); sniper, turret, pacer and rover are the four-robot field
 * of {@code benchmarks/compare-crobots.sh}.
 */
final class ArenaRobots {

    private ArenaRobots() {
    }

    static final String TURRET = source("turret.r");

    static final String PACER = source("pacer.r");

    static final String SNIPER = source("sniper.r");

    static final String ROVER = source("rover.r");

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
