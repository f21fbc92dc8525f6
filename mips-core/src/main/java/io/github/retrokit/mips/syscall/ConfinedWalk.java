package io.github.retrokit.mips.syscall;

import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * Opens a name below a root directory without ever leaving it: the walk goes one component at a time
 * through open directory handles ({@code openat} with {@code O_NOFOLLOW} underneath), so a symbolic link
 * — in any component or at the end, dangling or not, there before the program started or made while it
 * runs — is only followed by reading it and walking its target the same way; a target outside the root,
 * or {@code ..} above it, is refused. Swapping a component for a link between two steps makes the open
 * fail, never escape.
 */
final class ConfinedWalk implements AutoCloseable {
    /** Links followed at most in one name (Linux's limit). */
    private static final int MAX_LINKS = 40;

    private final Path root;
    private final Deque<SecureDirectoryStream<Path>> handles = new ArrayDeque<>();
    private final Deque<Path> paths = new ArrayDeque<>();
    private final Deque<String> todo = new ArrayDeque<>();
    private int links;

    private ConfinedWalk(Path root) {
        this.root = root;
    }

    /**
     * Opens {@code name} (relative to {@code root}, or absolute inside it) with {@code options}.
     *
     * @throws IOException if it leaves the root, does not exist (when not created) or cannot be opened
     */
    static SeekableByteChannel open(Path root, String name, Set<OpenOption> options) throws IOException {
        try (ConfinedWalk walk = new ConfinedWalk(root)) {
            return walk.run(name, options);
        }
    }

    private SeekableByteChannel run(String name, Set<OpenOption> options) throws IOException {
        DirectoryStream<Path> top = Files.newDirectoryStream(root);
        if (!(top instanceof SecureDirectoryStream<Path> secure)) {
            top.close();
            throw new IOException("this system cannot confine file names to a directory");
        }
        handles.push(secure);
        paths.push(root);
        enqueue(name, name);
        Set<OpenOption> noFollow = new HashSet<>(options);
        noFollow.add(LinkOption.NOFOLLOW_LINKS);
        while (!todo.isEmpty()) {
            String part = todo.pollFirst();
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..")) {
                up(name);
                continue;
            }
            Path child = Path.of(part);
            BasicFileAttributes attributes = attributes(child);
            if (attributes != null && attributes.isSymbolicLink()) {
                follow(name, paths.peek().resolve(part));
            } else if (todo.stream().anyMatch(p -> !p.isEmpty() && !p.equals("."))) {
                handles.push(handles.peek().newDirectoryStream(child, LinkOption.NOFOLLOW_LINKS));
                paths.push(paths.peek().resolve(part));
            } else {
                return handles.peek().newByteChannel(child, noFollow);
            }
        }
        throw new IOException("'" + name + "' does not name a file");
    }

    /** Puts the components of {@code path} before the rest of the walk; an absolute path restarts at the root. */
    private void enqueue(String path, String name) throws IOException {
        if (path.isEmpty()) {
            throw new IOException("empty file name");
        }
        if (path.indexOf('\0') >= 0) {
            throw new IOException("invalid file name '" + name + "'");
        }
        String rest = path;
        if (path.startsWith("/")) {
            Path absolute;
            try {
                absolute = Path.of(path).normalize();
            } catch (InvalidPathException e) {
                throw new IOException("invalid file name '" + name + "'", e);
            }
            if (!absolute.startsWith(root)) {
                throw outside(name);
            }
            while (handles.size() > 1) {
                closeTop();
            }
            rest = root.relativize(absolute).toString();
        }
        String[] parts = rest.split("/", -1);
        for (int i = parts.length - 1; i >= 0; i--) {
            todo.addFirst(parts[i]);
        }
    }

    private void up(String name) throws IOException {
        if (handles.size() == 1) {
            throw outside(name);
        }
        closeTop();
    }

    private void follow(String name, Path link) throws IOException {
        if (++links > MAX_LINKS) {
            throw new IOException("'" + name + "': too many levels of symbolic links");
        }
        enqueue(Files.readSymbolicLink(link).toString(), name);
    }

    private BasicFileAttributes attributes(Path child) throws IOException {
        try {
            return handles.peek().getFileAttributeView(child, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
                    .readAttributes();
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    private IOException outside(String name) {
        return new IOException("'" + name + "' leads outside the working directory " + root);
    }

    private void closeTop() throws IOException {
        paths.pop();
        handles.pop().close();
    }

    @Override
    public void close() throws IOException {
        while (!handles.isEmpty()) {
            closeTop();
        }
    }
}
