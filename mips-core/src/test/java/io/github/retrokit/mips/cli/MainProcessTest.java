package io.github.retrokit.mips.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real {@code main}: exit statuses reach the shell and standard input is the program's. */
class MainProcessTest {
    @TempDir
    Path dir;

    private record Result(int status, String out) { }

    private Result spawn(String stdin, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(false).start();
        process.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "finished");
        return new Result(process.exitValue(), out);
    }

    @Test
    void marsExitCodeOfSyscall17AndAbsoluteFileNamesLikeMars() throws Exception {
        CliTestSupport.copyFixtures(dir);
        Result exit = spawn("", "mars", "nc", "exit.asm");
        assertEquals(7, exit.status());
        assertEquals("\n", exit.out());
        Result error = spawn("", "mars", "nc", "se3", "overflow.asm");
        assertEquals(3, error.status());
        assertTrue(error.out().startsWith("Error in " + dir.toRealPath().resolve("overflow.asm")
                + " line 4: Runtime exception at 0x00400008"), error.out());
    }

    @Test
    void closedStandardInputIsTheEndOfInputNotTheBytesOfAJvmFile() throws Exception {
        CliTestSupport.copyFixtures(dir);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder("/bin/sh", "-c", "exec \"$0\" -cp \"$1\" \"$2\" run echo.asm <&-",
                java, System.getProperty("java.class.path"), Main.class.getName())
                .directory(dir.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "finished");
        assertTrue(err.contains("end of input reached (syscall 5)"), err);
        assertEquals(6, process.exitValue());
    }

    @Test
    void runReadsStandardInput() throws Exception {
        CliTestSupport.copyFixtures(dir);
        Result echo = spawn("50\n", "run", "echo.asm");
        assertEquals(0, echo.status());
        assertEquals("100", echo.out());
    }
}
