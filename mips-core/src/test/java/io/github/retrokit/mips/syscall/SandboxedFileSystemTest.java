package io.github.retrokit.mips.syscall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SandboxedFileSystemTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"../x.txt", "a/../../x.txt", "/etc/passwd", ""})
    void namesLeavingTheDirectoryAreRefused(String name) throws IOException {
        Path root = Files.createDirectories(dir.resolve("root"));
        SandboxedFileSystem files = new SandboxedFileSystem(root);
        assertThrows(IOException.class, () -> files.openRead(name));
        assertThrows(IOException.class, () -> files.openWrite(name.isEmpty() ? "" : name, false));
    }

    @Test
    void symbolicLinkOutOfTheDirectoryIsRefused() throws IOException {
        Path root = Files.createDirectories(dir.resolve("root"));
        Files.writeString(dir.resolve("secret.txt"), "x");
        Files.createSymbolicLink(root.resolve("link.txt"), dir.resolve("secret.txt"));
        assertThrows(IOException.class, () -> new SandboxedFileSystem(root).openRead("link.txt"));
    }

    @Test
    void subdirectoriesAndUnconfinedAccessWork() throws IOException {
        Path root = Files.createDirectories(dir.resolve("root/sub"));
        Files.writeString(root.resolve("f.txt"), "ok");
        SandboxedFileSystem confined = new SandboxedFileSystem(dir.resolve("root"));
        assertEquals("ok", new String(confined.openRead("sub/./f.txt").readAllBytes()));
        try (OutputStream out = new SandboxedFileSystem(root, false).openWrite("../../escaped.txt", false)) {
            out.write('!');
        }
        assertEquals("!", Files.readString(dir.resolve("escaped.txt")));
    }

    @Test
    void fileTableFillsTheLowestFreeSlotUpTo32() {
        SandboxedFileSystem files = new SandboxedFileSystem(dir);
        FileTable table = new FileTable();
        for (int fd = 3; fd < FileTable.SIZE; fd++) {
            assertEquals(fd, table.open(files, "f" + fd, FileTable.WRITE));
        }
        assertEquals(-1, table.open(files, "one-too-many", FileTable.WRITE));
        table.close(7);
        assertEquals(7, table.open(files, "again", FileTable.APPEND));
        table.close();
    }
}
