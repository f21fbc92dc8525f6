package io.github.retrokit.rogue.transport;

import io.github.retrokit.rogue.posix.Posix;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** What a test can count: this JVM's child processes (zombies included) and its open descriptors. */
public final class ProcessHygiene {

    private ProcessHygiene() {
    }

    /** Pids of this JVM's children in the process table, from /proc/[pid]/stat (zombies included). */
    public static List<String> children() throws IOException {
        String self = Long.toString(ProcessHandle.current().pid());
        List<String> found = new ArrayList<>();
        try (Stream<Path> entries = Files.list(Path.of("/proc"))) {
            for (Path p : (Iterable<Path>) entries::iterator) {
                String name = p.getFileName().toString();
                if (!name.chars().allMatch(Character::isDigit)) {
                    continue;
                }
                try {
                    String stat = Files.readString(p.resolve("stat"));
                    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    if (fields[1].equals(self)) {
                        found.add(name + " (state " + fields[0] + ")");
                    }
                } catch (IOException gone) {
                    // exited while we looked
                }
            }
        }
        return found;
    }

    /** For @AfterEach: every child this JVM started has been reaped. */
    public static void assertNoChildren() throws IOException {
        org.junit.jupiter.api.Assertions.assertEquals(List.of(), children(), "children of the JVM (zombies included)");
    }

    public static int openDescriptors() {
        return Posix.openDescriptors().size();
    }
}
