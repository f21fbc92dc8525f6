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

    /** This JVM's open descriptors, each with what it refers to ({@code 7 -> pipe:[1234]}), for a failure's message. */
    public static List<String> describedDescriptors() {
        List<String> described = new ArrayList<>();
        for (int fd : Posix.openDescriptors()) {
            try {
                described.add(fd + " -> " + Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)));
            } catch (IOException closed) {
                // closed while we looked
            }
        }
        return described;
    }

    /**
     * Asserts that the JVM holds {@code expected} descriptors again, allowing up to five seconds for threads that
     * are still closing what they used (a leak stays and fails); the message lists every descriptor it holds.
     */
    public static void assertDescriptorsBackTo(int expected) throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (openDescriptors() != expected && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        org.junit.jupiter.api.Assertions.assertEquals(expected, openDescriptors(),
                () -> "the JVM's open descriptors, now: " + describedDescriptors());
    }
}
