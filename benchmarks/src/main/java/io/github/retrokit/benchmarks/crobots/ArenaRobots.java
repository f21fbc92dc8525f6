package io.github.retrokit.benchmarks.crobots;

import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.vm.ProgramCode;
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

    /**
     * The four-robot field (sniper, turret, pacer, rover, in that order) compiled and prepared: in the
     * interpreter loop only, or translated to JVM code at once.
     */
    static ProgramCode[] fourRobotField(boolean translate) {
        RobotCompiler compiler = new RobotCompiler();
        String[] names = {"sniper.r", "turret.r", "pacer.r", "rover.r"};
        String[] sources = {SNIPER, TURRET, PACER, ROVER};
        ProgramCode[] code = new ProgramCode[sources.length];
        for (int i = 0; i < code.length; i++) {
            var program = compiler.compile(names[i], sources[i]).programOrThrow();
            code[i] = translate ? ProgramCode.translatedAfter(program, 0) : ProgramCode.interpreted(program);
        }
        return code;
    }

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
