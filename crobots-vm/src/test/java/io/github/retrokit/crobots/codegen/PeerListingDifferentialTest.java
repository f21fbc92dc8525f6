package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Differential test against the original CRobots 1.1 binary: random robots ({@link OddRobots} in each
 * {@link RobotProfile}, and token soup) and every robot shipped in the repository, compiled with
 * {@code crobots -c} by both, listings compared byte for byte after the original's code addresses (pointers)
 * are turned into instruction indexes. Skipped when the peer is absent (it is not part of the project:
 * {@code ../shared/peers/crobots/crobots}, or the path in {@code -Dcrobots.peer=}).
 * {@code -Dcrobots.peerRobots=N} sets how many robots of each profile (default 40; thousands take a minute),
 * {@code -Dcrobots.peerSeed=S} the first seed, {@code -Dcrobots.peerProfiles=BYTES,SOUP} the profiles (default
 * all). A robot the original crashes on is skipped (counted).
 *
 * <pre>mvn -B -q verify -pl crobots-vm -Dtest=PeerListingDifferentialTest -Dcrobots.peerRobots=3000</pre>
 */
class PeerListingDifferentialTest {
    private static final Pattern ADDRESS_LINE = Pattern.compile("(?m)^(\\d{6,})(?= : )");
    private static final Pattern BRANCH = Pattern.compile("(?m)(branch  )(\\d{6,})$");
    private static final Pattern INDEX_LINE = Pattern.compile(
            "(?m)^ *(\\d+)(?= : (nop|fetch|store|const|binop|fcall|retsub|branch|chop|frame)( |$))");
    private static final Pattern UTILIZATION = Pattern.compile("Code utilization: -?\\d+%   \\((\\d+) / (\\d+)\\)");
    private static final String TOKENS = "main(){}int long if else while return break ; , = + - * / % < > <= >= == "
            + "!= && || ! ~ & | ^ << >> ++ -- += -= %= /* */ ** 0 12 999999999999999999999 a b_c dir scan drive "
            + "(d+1) 5(1) \t\n\n\r#'$\u00e8\u00f3\u00f5\u000b\f int; long\u00f5int \u00ff \u00ff\u00ff /*\u0000 yy{";

    @TempDir
    Path dir;

    static Path peer() {
        String configured = System.getProperty("crobots.peer");
        for (String p : configured != null ? List.of(configured)
                : List.of("../../shared/peers/crobots/crobots", "../shared/peers/crobots/crobots")) {
            if (Files.isExecutable(Path.of(p))) {
                return Path.of(p).toAbsolutePath();
            }
        }
        return null;
    }

    @Test
    void listingsMatchTheOriginalOnRandomRobots() throws Exception {
        Path peer = peer();
        assumeTrue(peer != null, "the original CRobots binary is not here");
        int count = Integer.getInteger("crobots.peerRobots", 40);
        long seed = Long.getLong("crobots.peerSeed", 1);
        List<String> kinds = new ArrayList<>();
        for (String k : System.getProperty("crobots.peerProfiles", "all").split(",")) {
            if (k.equals("all")) {
                Arrays.stream(RobotProfile.values()).map(Enum::name).forEach(kinds::add);
                kinds.add("SOUP");
            } else {
                kinds.add(k.trim().toUpperCase(Locale.ROOT));
            }
        }
        List<String> failures = new ArrayList<>();
        StringBuilder report = new StringBuilder();
        for (String kind : kinds) {
            int differ = failures.size();
            int crashed = 0;
            for (long s = seed; s < seed + count; s++) {
                String source = kind.equals("SOUP") ? soup(s) : new OddRobots(s, RobotProfile.valueOf(kind)).robot();
                String name = kind.toLowerCase(Locale.ROOT) + s + ".r";
                crashed += compare(peer, name, source, failures) ? 0 : 1;
            }
            report.append(String.format("  %-9s seeds %d..%d: %d robots, %d differ, %d excluded%n",
                    kind, seed, seed + count - 1, count, failures.size() - differ, crashed));
        }
        System.out.printf("peer listing differential: %d robots, %d differ%n%s", count * kinds.size(), failures.size(),
                report);
        assertTrue(failures.isEmpty(), () -> failures.size() + " listings differ (robots and the original's "
                + "listings saved in target/): " + failures);
    }

    /** Every robot shipped in the repository (test resources, examples) lists as the original lists it. */
    @Test
    void listingsMatchTheOriginalOnTheShippedRobots() throws Exception {
        Path peer = peer();
        assumeTrue(peer != null, "the original CRobots binary is not here");
        List<Path> robots = new ArrayList<>();
        for (Path root : List.of(Path.of("src/test/resources"), Path.of("../examples/crobots"))) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> files = Files.walk(root)) {
                    files.filter(f -> f.toString().endsWith(".r")).sorted().forEach(robots::add);
                }
            }
        }
        List<String> failures = new ArrayList<>();
        int crashed = 0;
        for (Path robot : robots) {
            String source = new String(Files.readAllBytes(robot), StandardCharsets.ISO_8859_1);
            crashed += compare(peer, robot.getFileName().toString(), source, failures) ? 0 : 1;
        }
        System.out.printf("peer listing differential: %d shipped robots, %d differ, %d excluded%n",
                robots.size(), failures.size(), crashed);
        assertTrue(robots.size() > 20, "robots found: " + robots.size());
        assertTrue(failures.isEmpty(), () -> "listings differ: " + failures);
    }

    /**
     * Compiles {@code source} with both compilers; a difference is added to {@code failures}, with the robot
     * and the original's listing saved in target/. False when the original crashed.
     */
    private boolean compare(Path peer, String name, String source, List<String> failures)
            throws IOException, InterruptedException {
        Files.write(dir.resolve(name), source.getBytes(StandardCharsets.ISO_8859_1));
        String theirs = runPeer(peer, name);
        if (theirs == null) {
            return false;
        }
        String ours = new RobotCompiler().compile(name, source).listing();
        if (!normalise(theirs, ours).equals(ours)) {
            failures.add(name);
            Files.writeString(Path.of("target", name + ".peer.txt"), normalise(theirs, ours), StandardCharsets.ISO_8859_1);
            Files.write(Path.of("target", name), source.getBytes(StandardCharsets.ISO_8859_1));
        }
        return true;
    }

    /** Random tokens and bytes: mostly syntax errors, with their carets. */
    static String soup(long seed) {
        java.util.Random random = new java.util.Random(seed);
        String[] tokens = TOKENS.split(" ");
        StringBuilder out = new StringBuilder(random.nextBoolean() ? "main() {\n" : "");
        int n = random.nextInt(60);
        for (int i = 0; i < n; i++) {
            out.append(tokens[random.nextInt(tokens.length)]).append(random.nextInt(3) == 0 ? "" : " ");
        }
        return out.toString();
    }

    /**
     * The peer's stdout for {@code -c name}, run in the robots' folder; null when it crashed or wrote past its
     * code array (a code overflow on the branch of an if or while: more than 100% code utilization), where we
     * report {@code instruction space exceeded} instead (docs/compiler.md).
     */
    private String runPeer(Path peer, String name) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(peer.toString(), "-c", name).directory(dir.toFile())
                .redirectInput(new File("/dev/null")).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return null;
        }
        String listing = new String(out, StandardCharsets.ISO_8859_1);
        Matcher used = UTILIZATION.matcher(listing);
        boolean pastCode = used.find() && Long.parseLong(used.group(1)) > Long.parseLong(used.group(2));
        return p.exitValue() == 0 && !pastCode ? listing : null;
    }

    /**
     * The peer's listing with its code addresses as indexes: the lowest address printed is taken as the
     * first index our listing prints (both count from the first code address; a top-level initializer puts
     * code before the first function).
     */
    static String normalise(String theirs, String ours) {
        Matcher a = ADDRESS_LINE.matcher(theirs);
        long base = Long.MAX_VALUE;
        while (a.find()) {
            base = Math.min(base, Long.parseLong(a.group(1)));
        }
        if (base == Long.MAX_VALUE) {
            return theirs;
        }
        Matcher i = INDEX_LINE.matcher(ours);
        long first = i.find() ? Long.parseLong(i.group(1)) : 0;
        long b = base;
        String lines = ADDRESS_LINE.matcher(theirs).replaceAll(
                m -> String.format("%5d", (Long.parseLong(m.group(1)) - b) / 16 + first));
        return BRANCH.matcher(lines).replaceAll(
                m -> m.group(1) + ((Long.parseLong(m.group(2)) - b) / 16 + first));
    }
}
