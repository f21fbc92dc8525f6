package io.github.retrokit.rogue.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Our {@code player} and {@code monster} processes die of SIGINT, SIGTERM and SIGHUP at once, as the C children do:
 * the C harness (a world over a socketpair) sends the signal and then, without waiting, the next message. The
 * wait status is WIFSIGNALED with that signal (not the JVM's exit status 128+N), and the message is never
 * answered. Run as a bare {@code java} command (main resets the JVM's handlers) and with {@code -Xrs}, as
 * {@code ./retrokit} starts the children.
 */
class ChildSignalsTest {

    @ParameterizedTest(name = "our {0} dies of signal {2} at once (JVM options ''{3}'')")
    @CsvSource({
        "monster, 10 2 1 2, 2, ''", "monster, 10 2 1 2, 15, ''", "monster, 10 2 1 2, 1, ''",
        "monster, 10 2 1 2, 15, -Xrs",
        "player, 6 0 3 1 0, 2, ''", "player, 6 0 3 1 0, 15, ''", "player, 6 0 3 1 0, 1, ''",
        "player, 6 0 3 1 0, 2, -Xrs"})
    void ourChildDiesOfTheSignalBeforeTheNextMessage(String kind, String args, int signal, String jvmOptions)
            throws Exception {
        List<String> command = new ArrayList<>(List.of(CPrograms.binaries().resolve("harness").toString(), kind));
        List<String> java = new ArrayList<>(CPrograms.javaCommand());
        if (!jvmOptions.isEmpty()) {
            java.add(1, jvmOptions);
        }
        command.addAll(java);
        command.add(kind);
        command.addAll(List.of(args.split(" ")));
        String nextMessage = kind.equals("monster") ? "1 1 0 5 5 0" : "6 6 0 0 0";
        assertEquals("READY\nEOF\nSIGNAL " + signal + "\n",
                ProcessGamesTest.run(command, "~" + signal + "\n" + nextMessage + "\n"));
    }
}
