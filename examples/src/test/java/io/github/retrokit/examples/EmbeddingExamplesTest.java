package io.github.retrokit.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each embedding example, run as a user runs it, finishes and prints the result it exists to show. */
class EmbeddingExamplesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            mips.EmbeddedMachine      | word result:  1987
            crobots.RobotDuel         | rank  robot
            rogue.RogueInProcess      | REACHED after 11 turns
            austerity.AusterityDemo   | games 10000 (seed 2018)
            """)
    void runsToItsResult(String example, String expected) throws Exception {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                "io.github.retrokit.examples." + example));
        builder.redirectErrorStream(true);
        builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), example + " did not finish");
        assertEquals(0, process.exitValue(), out);
        assertTrue(out.contains(expected), example + " printed:\n" + out);
    }
}
