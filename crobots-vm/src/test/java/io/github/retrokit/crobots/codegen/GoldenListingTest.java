package io.github.retrokit.crobots.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The original compiler's {@code -c} listings (addresses normalised) reproduced line for line. */
class GoldenListingTest {
    /** The sample robots are shared with the arena tests in {@code /robots}; listings and fixtures live in {@code /compiler}. */
    static String resource(String name) throws IOException {
        String folder = name.endsWith(".r") && !name.contains("/") ? "/robots/" : "/compiler/";
        try (InputStream in = GoldenListingTest.class.getResourceAsStream(folder + name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sniper", "turret"})
    void listingMatchesTheOriginalLineForLine(String robot) throws IOException {
        CompileResult result = new RobotCompiler().compile(robot + ".r", resource(robot + ".r"));
        String expected = resource(robot + ".listing.txt");
        assertTrue(result.ok(), () -> result.diagnostics().toString());
        String[] want = expected.split("\n", -1);
        String[] got = result.listing().split("\n", -1);
        for (int i = 0; i < Math.min(want.length, got.length); i++) {
            int line = i + 1;
            assertEquals(want[i], got[i], () -> robot + " listing line " + line);
        }
        assertEquals(expected, result.listing());
    }
}
