package io.github.retrokit.austerity.posix;

import io.github.retrokit.austerity.jnr.AusterityLibc;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
import jnr.constants.platform.Errno;
import jnr.ffi.LastError;
import jnr.ffi.LibraryLoader;
import jnr.ffi.Memory;
import jnr.ffi.Pointer;
import jnr.ffi.Runtime;
import jnr.ffi.byref.IntByReference;

/**
 * A thin typed layer over the C library (Linux): every call mirrors C, and every failure is a
 * {@link PosixException} naming the call and its errno. Stateless apart from the immutable binding, so
 * any number of hubs may share it across threads.
 */
public final class Posix {
    public static final int SIGINT = 2;
    public static final int SIGKILL = 9;
    public static final int SIGPIPE = 13;
    public static final int SIGTERM = 15;

    /** poll(2) event bits (identical on every Linux architecture). */
    public static final short POLLIN = 0x001;
    public static final short POLLOUT = 0x004;
    public static final short POLLERR = 0x008;
    public static final short POLLHUP = 0x010;
    public static final short POLLNVAL = 0x020;

    private static final int O_WRONLY = 01;
    private static final int O_NONBLOCK = 04000;
    private static final int O_CLOEXEC = 02000000;
    private static final int F_GETFD = 1;
    private static final int F_SETFD = 2;
    private static final int F_GETFL = 3;
    private static final int F_SETFL = 4;
    private static final int FD_CLOEXEC = 1;
    /** The first descriptor a child must not inherit (0-2 are its stdin, stdout, stderr). */
    private static final int FIRST_PRIVATE_FD = 3;
    private static final Path OPEN_FDS = Path.of("/proc/self/fd");
    private static final int WNOHANG = 1;
    /** Where {@code short events} sits in the int holding {events, revents}: the low half on little-endian machines. */
    private static final int EVENTS_SHIFT = ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN ? 0 : 16;
    private static final long SIG_DFL = 0;
    private static final long SIG_ERR = -1;
    private static final short POSIX_SPAWN_SETSIGDEF = 0x04;
    private static final short POSIX_SPAWN_SETSIGMASK = 0x08;
    /** Generous upper bounds of glibc's opaque posix_spawn types and sigset_t (80, 336 and 128 bytes on x86-64). */
    private static final int OPAQUE_BYTES = 512;

    private static final class Holder {
        static final AusterityLibc LIBC = LibraryLoader.create(AusterityLibc.class).load("c");
        static final Posix INSTANCE = new Posix(LIBC, hasCloseFrom(LIBC));
    }

    private final AusterityLibc libc;
    private final Runtime runtime;
    private final boolean closeFrom;

    private Posix(AusterityLibc libc, boolean closeFrom) {
        this.libc = libc;
        this.runtime = Runtime.getRuntime(libc);
        this.closeFrom = closeFrom;
    }

    /** The binding to this process's C library (loaded on first use). */
    public static Posix get() {
        return Holder.INSTANCE;
    }

    /**
     * The same binding closing the child's other descriptors one by one as on a C library older than glibc 2.34
     * (no {@code posix_spawn_file_actions_addclosefrom_np}); for tests of that path.
     */
    static Posix withoutCloseFrom() {
        return new Posix(Holder.LIBC, false);
    }

    /** True when this C library has {@code posix_spawn_file_actions_addclosefrom_np} (glibc 2.34+). */
    public boolean hasCloseFrom() {
        return closeFrom;
    }

    private static boolean hasCloseFrom(AusterityLibc libc) {
        Pointer actions = Memory.allocateDirect(Runtime.getRuntime(libc), OPAQUE_BYTES);
        if (libc.posix_spawn_file_actions_init(actions) != 0) {
            return false;
        }
        try {
            return libc.posix_spawn_file_actions_addclosefrom_np(actions, FIRST_PRIVATE_FD) == 0;
        } catch (LinkageError missing) {
            return false;
        } finally {
            libc.posix_spawn_file_actions_destroy(actions);
        }
    }

    /** {@code pipe2(fds, O_CLOEXEC)}: neither end leaks into any child. */
    public Pipe pipe() throws PosixException {
        int[] fds = new int[2];
        if (libc.pipe2(fds, O_CLOEXEC) != 0) {
            throw failure("pipe2");
        }
        return new Pipe(fds[0], fds[1]);
    }

    /**
     * {@code posix_spawnp}: starts {@code request.argv()} found on PATH, with fds 0/1/2 wired as requested,
     * every other descriptor closed, all signals unblocked and at their default action. Like {@code execvp}, a
     * file the kernel cannot execute (ENOEXEC: a script without {@code #!}) is run by {@code /bin/sh}.
     *
     * @return the child's pid
     * @throws PosixException with the error posix_spawnp returned (ENOENT, EACCES, ...); glibc reports a
     *                        failed exec this way too, so a program that cannot start never becomes a pid
     */
    public int spawnp(SpawnRequest request) throws PosixException {
        List<String> argv = request.argv();
        try {
            return spawn(request, argv);
        } catch (PosixException e) {
            Optional<Path> script = e.errno() == Errno.ENOEXEC.intValue() ? onPath(request.program()) : Optional.empty();
            if (script.isEmpty()) {
                throw e;
            }
            List<String> shell = new ArrayList<>(List.of("/bin/sh", script.get().toString()));
            shell.addAll(argv.subList(1, argv.size()));
            return spawn(request, shell);
        }
    }

    /** The file {@code execvp} would run for {@code program}: itself if it has a slash, else the first executable on PATH. */
    static Optional<Path> onPath(String program) {
        if (program.contains("/")) {
            return Optional.of(Path.of(program));
        }
        String path = Objects.requireNonNullElse(System.getenv("PATH"), "/bin:/usr/bin");
        for (String dir : path.split(":", -1)) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private int spawn(SpawnRequest request, List<String> argv) throws PosixException {
        Pointer actions = Memory.allocateDirect(runtime, OPAQUE_BYTES);
        Pointer attr = Memory.allocateDirect(runtime, OPAQUE_BYTES);
        check("posix_spawn_file_actions_init", libc.posix_spawn_file_actions_init(actions));
        try {
            check("posix_spawnattr_init", libc.posix_spawnattr_init(attr));
            try {
                addFileActions(actions, request);
                resetSignals(attr);
                IntByReference pid = new IntByReference();
                int err = libc.posix_spawnp(pid, argv.get(0), actions, attr, argv.toArray(String[]::new),
                        request.environmentBlock());
                check("posix_spawnp(" + request.program() + ")", err);
                return pid.intValue();
            } finally {
                libc.posix_spawnattr_destroy(attr);
            }
        } finally {
            libc.posix_spawn_file_actions_destroy(actions);
        }
    }

    private void addFileActions(Pointer actions, SpawnRequest request) throws PosixException {
        check("posix_spawn_file_actions_adddup2", libc.posix_spawn_file_actions_adddup2(actions, request.stdinFd(), 0));
        check("posix_spawn_file_actions_adddup2", libc.posix_spawn_file_actions_adddup2(actions, request.stdoutFd(), 1));
        if (request.stderrFd() == SpawnRequest.DEV_NULL) {
            check("posix_spawn_file_actions_addopen(/dev/null)",
                    libc.posix_spawn_file_actions_addopen(actions, 2, "/dev/null", O_WRONLY, 0));
        } else {
            check("posix_spawn_file_actions_adddup2", libc.posix_spawn_file_actions_adddup2(actions, request.stderrFd(), 2));
        }
        if (closeFrom) {
            check("posix_spawn_file_actions_addclosefrom_np",
                    libc.posix_spawn_file_actions_addclosefrom_np(actions, FIRST_PRIVATE_FD));
        } else {
            for (int fd : openDescriptors()) {
                check("posix_spawn_file_actions_addclose(" + fd + ")", libc.posix_spawn_file_actions_addclose(actions, fd));
            }
        }
    }

    /**
     * This process's descriptors from 3 up, as listed in {@code /proc/self/fd} (the listing's own descriptor
     * included: closing it in the child fails with EBADF, which posix_spawn ignores for a close action). The
     * close actions run after the dup2s, so the pipe ends wired to 0 and 1 are closed under their old numbers too.
     */
    private static List<Integer> openDescriptors() {
        try (Stream<Path> fds = Files.list(OPEN_FDS)) {
            return fds.map(fd -> Integer.parseInt(fd.getFileName().toString())).filter(fd -> fd >= FIRST_PRIVATE_FD).toList();
        } catch (IOException | UncheckedIOException e) {
            // No /proc: every descriptor this library opens is close-on-exec anyway.
            return List.of();
        }
    }

    private void resetSignals(Pointer attr) throws PosixException {
        Pointer none = Memory.allocateDirect(runtime, OPAQUE_BYTES);
        Pointer all = Memory.allocateDirect(runtime, OPAQUE_BYTES);
        libc.sigemptyset(none);
        libc.sigfillset(all);
        check("posix_spawnattr_setsigmask", libc.posix_spawnattr_setsigmask(attr, none));
        check("posix_spawnattr_setsigdefault", libc.posix_spawnattr_setsigdefault(attr, all));
        check("posix_spawnattr_setflags",
                libc.posix_spawnattr_setflags(attr, (short) (POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)));
    }

    /** {@code waitpid(pid, &status, 0)}, retried on EINTR. */
    public ExitStatus waitFor(int pid) throws PosixException {
        return waitpid(pid, 0).orElseThrow();
    }

    /** {@code waitpid(pid, &status, WNOHANG)}: empty while the child still runs. */
    public Optional<ExitStatus> tryWait(int pid) throws PosixException {
        return waitpid(pid, WNOHANG);
    }

    private Optional<ExitStatus> waitpid(int pid, int options) throws PosixException {
        int[] status = new int[1];
        while (true) {
            int r = libc.waitpid(pid, status, options);
            if (r == pid) {
                return Optional.of(ExitStatus.decode(status[0]));
            }
            if (r == 0) {
                return Optional.empty();
            }
            int errno = errno();
            if (errno != Errno.EINTR.intValue()) {
                throw new PosixException("waitpid(" + pid + ")", errno);
            }
        }
    }

    /** {@code kill(pid, signal)}. */
    public void kill(int pid, int signal) throws PosixException {
        if (libc.kill(pid, signal) != 0) {
            throw failure("kill(" + pid + ", " + signal + ")");
        }
    }

    /**
     * {@code signal(signal, SIG_DFL)}: undoes an inherited "ignore" (a shell starts background jobs with
     * SIGINT ignored, and the JVM then refuses to handle it), so that a handler can be installed.
     */
    public void restoreDefaultAction(int signal) throws PosixException {
        if (libc.signal(signal, SIG_DFL) == SIG_ERR) {
            throw failure("signal(" + signal + ", SIG_DFL)");
        }
    }

    /** {@code close(fd)}. */
    public void close(int fd) throws PosixException {
        if (libc.close(fd) != 0) {
            throw failure("close(" + fd + ")");
        }
    }

    /** Sets or clears FD_CLOEXEC on {@code fd} (tests make an inheritable descriptor with it). */
    void setCloseOnExec(int fd, boolean on) throws PosixException {
        int flags = libc.fcntl(fd, F_GETFD, 0);
        if (flags < 0 || libc.fcntl(fd, F_SETFD, on ? flags | FD_CLOEXEC : flags & ~FD_CLOEXEC) < 0) {
            throw failure("fcntl(" + fd + ", F_SETFD)");
        }
    }

    /** Sets or clears O_NONBLOCK on {@code fd}. */
    public void setNonBlocking(int fd, boolean on) throws PosixException {
        int flags = libc.fcntl(fd, F_GETFL, 0);
        if (flags < 0) {
            throw failure("fcntl(" + fd + ", F_GETFL)");
        }
        int wanted = on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK;
        if (libc.fcntl(fd, F_SETFL, wanted) < 0) {
            throw failure("fcntl(" + fd + ", F_SETFL)");
        }
    }

    /**
     * {@code read(fd, buffer, buffer.length)}, retried on EINTR.
     *
     * @return bytes read (0 at end of file), or -1 when a non-blocking fd has nothing (EAGAIN)
     */
    public int read(int fd, byte[] buffer) throws PosixException {
        return transfer("read(" + fd + ")", () -> libc.read(fd, buffer, buffer.length));
    }

    /**
     * {@code write(fd, bytes + offset, length)}, retried on EINTR.
     *
     * @return bytes written, or -1 when a non-blocking fd is full (EAGAIN)
     * @throws PosixException for EPIPE (reader gone) and every other error
     */
    public int write(int fd, byte[] bytes, int offset, int length) throws PosixException {
        byte[] chunk = offset == 0 && length == bytes.length ? bytes : Arrays.copyOfRange(bytes, offset, offset + length);
        return transfer("write(" + fd + ")", () -> libc.write(fd, chunk, length));
    }

    /** Runs a read or write until it is not interrupted: its count, -1 for EAGAIN, or the error. */
    private int transfer(String call, LongSupplier io) throws PosixException {
        while (true) {
            long n = io.getAsLong();
            if (n >= 0) {
                return (int) n;
            }
            int errno = errno();
            if (errno == Errno.EAGAIN.intValue()) {
                return -1;
            }
            if (errno != Errno.EINTR.intValue()) {
                throw new PosixException(call, errno);
            }
        }
    }

    /**
     * {@code poll} on the given descriptors; EINTR counts as "nothing ready".
     *
     * @param timeoutMillis -1 waits forever
     * @return each descriptor's {@code revents}, in the order given
     */
    public short[] poll(int[] fds, short[] events, int timeoutMillis) throws PosixException {
        int[] set = new int[2 * fds.length];
        for (int i = 0; i < fds.length; i++) {
            set[2 * i] = fds[i];
            set[2 * i + 1] = (events[i] & 0xffff) << EVENTS_SHIFT;
        }
        short[] revents = new short[fds.length];
        if (libc.poll(set, fds.length, timeoutMillis) < 0) {
            int errno = errno();
            if (errno == Errno.EINTR.intValue()) {
                return revents;
            }
            throw new PosixException("poll", errno);
        }
        for (int i = 0; i < fds.length; i++) {
            revents[i] = (short) (set[2 * i + 1] >>> (16 - EVENTS_SHIFT));
        }
        return revents;
    }

    private int errno() {
        return LastError.getLastError(runtime);
    }

    private PosixException failure(String call) {
        return new PosixException(call, errno());
    }

    private static void check(String call, int result) throws PosixException {
        if (result != 0) {
            throw new PosixException(call, result);
        }
    }
}
