package io.github.retrokit.mips.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code mips call} as a real process through the CLI entry point, the way ./retrokit runs it. */
class CallProcessTest {

    @Test
    void mainDispatchesCallAndExitsWithItsStatus() throws Exception {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        Process p = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                "io.github.retrokit.mips.cli.Main", "call", CallCommandTest.FIXTURE, "--label", "clobbers_s0",
                "--args", "9", "--random-fill", "11"))
                .redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "mips call did not finish");
        assertEquals(1, p.exitValue(), out);
        assertEquals(CallHarnessTest.resource("clobbers_s0.txt"), out);
    }
}
