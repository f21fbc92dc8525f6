package io.github.retrokit.mips.syscall;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * MARS's table of 32 file descriptors. Slots 0-2 are standard input, output and error; a new file gets
 * the lowest free slot, so the first one is 3. Quirks kept from MARS: a name that is already open cannot
 * be opened again, and a failed open still occupies its slot and name until that descriptor is closed.
 */
public final class FileTable implements Closeable {
    /** MARS's table size. */
    public static final int SIZE = 32;
    /** Flag 0: read only. */
    public static final int READ = 0;
    /** Flag 1: write, create, truncate. */
    public static final int WRITE = 1;
    /** Flag 9: write, create, append. */
    public static final int APPEND = 9;

    private final String[] names = new String[SIZE];
    private final int[] flags = new int[SIZE];
    private final Closeable[] streams = new Closeable[SIZE];

    /** A table with only the three standard streams open. */
    public FileTable() {
        names[0] = "STDIN";
        names[1] = "STDOUT";
        names[2] = "STDERR";
        flags[1] = WRITE;
        flags[2] = WRITE;
    }

    /**
     * Syscall 13: the new descriptor, or -1.
     *
     * @param files the source files
     * @param name the name
     * @param flag 0 read, 1 write (create or truncate), 9 append
     * @return syscall 13: the new descriptor, or -1
     */
    public int open(MipsFileSystem files, String name, int flag) {
        for (String open : names) {
            if (name.equals(open)) {
                return -1;
            }
        }
        if (flag != READ && flag != WRITE && flag != APPEND) {
            return -1;
        }
        int fd = 0;
        while (fd < SIZE && names[fd] != null) {
            fd++;
        }
        if (fd == SIZE) {
            return -1;
        }
        names[fd] = name;
        flags[fd] = flag;
        try {
            streams[fd] = flag == READ ? files.openRead(name) : files.openWrite(name, flag == APPEND);
            return fd;
        } catch (IOException | RuntimeException e) {
            return -1; // MARS quirk: the slot and its name stay taken
        }
    }

    /**
     * The stream to read {@code fd} from, or null if it is not open for reading (fd 0 is the console).
     *
     * @param fd the file descriptor
     * @return the stream to read {@code fd} from, or null if it is not open for reading (fd 0 is the console)
     */
    public InputStream reader(int fd) {
        if (fd <= 0 || fd >= SIZE || names[fd] == null || flags[fd] != READ) {
            return null;
        }
        return (InputStream) streams[fd];
    }

    /**
     * The stream to write {@code fd} to, or null if it is not open for writing (fds 1, 2 are the console).
     *
     * @param fd the file descriptor
     * @return the stream to write {@code fd} to, or null if it is not open for writing (fds 1, 2 are the console)
     */
    public OutputStream writer(int fd) {
        if (fd <= 2 || fd >= SIZE || names[fd] == null || (flags[fd] & WRITE) == 0) {
            return null;
        }
        return (OutputStream) streams[fd];
    }

    /**
     * True if {@code fd} is open for reading (standard input included).
     *
     * @param fd the file descriptor
     * @return true if {@code fd} is open for reading (standard input included)
     */
    public boolean readable(int fd) {
        return fd >= 0 && fd < SIZE && names[fd] != null && flags[fd] == READ;
    }

    /**
     * True if {@code fd} is open for writing (standard output and error included).
     *
     * @param fd the file descriptor
     * @return true if {@code fd} is open for writing (standard output and error included)
     */
    public boolean writable(int fd) {
        return fd >= 0 && fd < SIZE && names[fd] != null && (flags[fd] & WRITE) != 0;
    }

    /**
     * Syscall 16: closes {@code fd}; descriptors 0-2 and unknown ones are ignored.
     *
     * @param fd the file descriptor
     */
    public void close(int fd) {
        if (fd <= 2 || fd >= SIZE) {
            return;
        }
        Closeable stream = streams[fd];
        names[fd] = null;
        flags[fd] = 0;
        streams[fd] = null;
        closeQuietly(stream);
    }

    /** Closes every file the program left open. */
    @Override
    public void close() {
        for (int fd = 3; fd < SIZE; fd++) {
            close(fd);
        }
    }

    private static void closeQuietly(Closeable stream) {
        if (stream != null) {
            try {
                stream.close();
            } catch (IOException e) {
                // nothing the program could do about it either
            }
        }
    }
}
