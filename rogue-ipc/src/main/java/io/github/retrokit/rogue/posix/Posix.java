package io.github.retrokit.rogue.posix;

import io.github.retrokit.rogue.jnr.RogueLibc;

import jnr.ffi.LastError;
import jnr.ffi.LibraryLoader;
import jnr.ffi.Memory;
import jnr.ffi.Pointer;
import jnr.ffi.Runtime;
import jnr.ffi.byref.IntByReference;
import jnr.posix.POSIX;
import jnr.posix.POSIXFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Our thin, typed layer over JNR-POSIX (and a few libc calls it lacks), for Linux x86-64: every failure is a
 * {@link PosixException} naming the call and errno. Stateless apart from the loaded bindings; thread-safe.
 */
public final class Posix {

    // Linux x86-64 values.
    static final int AF_UNIX = 1;
    static final int SOCK_STREAM = 1;
    static final int SOCK_CLOEXEC = 0x80000;
    static final int F_GETFL = 3;
    static final int F_SETFL = 4;
    static final int O_WRONLY = 1;
    static final int O_CREAT = 0x40;
    static final int O_APPEND = 0x400;
    static final int O_NONBLOCK = 0x800;
    static final int MSG_DONTWAIT = 0x40;
    static final int MSG_NOSIGNAL = 0x4000;
    static final int WNOHANG = 1;
    static final int P_PID = 1;
    static final int WEXITED = 4;
    static final int WNOWAIT = 0x01000000;
    /** sizeof(siginfo_t); si_pid is the int at offset 16 on x86-64. */
    private static final int SIGINFO_SIZE = 128;
    private static final int SI_PID_OFFSET = 16;
    public static final int SIGKILL = 9;
    public static final int SIGPIPE = 13;
    private static final long SIG_DFL = 0;
    private static final long SIG_ERR = -1;
    public static final int SHUT_RD = 0, SHUT_WR = 1, SHUT_RDWR = 2;
    public static final short POLLIN = 0x1, POLLOUT = 0x4;
    static final int EINTR = 4, EAGAIN = 11, EPIPE = 32, ECONNRESET = 104, ECHILD = 10;
    /** sizeof(posix_spawn_file_actions_t) is 80 on glibc x86-64; allocate with room to spare. */
    private static final int FILE_ACTIONS_SIZE = 256;

    private static final class Holder {
        static final Posix INSTANCE = new Posix();
    }

    private final POSIX posix;
    private final RogueLibc libc;
    private final Runtime runtime;

    private Posix() {
        this.posix = POSIXFactory.getNativePOSIX();
        this.libc = LibraryLoader.create(RogueLibc.class).load("c");
        this.runtime = Runtime.getRuntime(libc);
    }

    /** The bindings, loaded on first use. */
    public static Posix get() {
        return Holder.INSTANCE;
    }

    /** {@code socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)}: neither end leaks into any spawned program. */
    public SocketPair socketPair() throws PosixException {
        int[] fds = new int[2];
        if (posix.libc().socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
            throw failure("socketpair", posix.errno());
        }
        return new SocketPair(fds[0], fds[1]);
    }

    /**
     * {@code posix_spawn} with file actions: optional chdir, dup2 of the stdio descriptor onto 0 and 1, stderr
     * redirected if asked, then every descriptor from 3 up closed. Like {@code execv} (what the course's C worlds
     * call), the program is a path, never searched on PATH: {@code monster} and {@code ./monster} both name the
     * file in the child's working directory.
     *
     * @return the child's pid
     * @throws PosixException naming "posix_spawn(program)" and the errno posix_spawn returned
     */
    public int spawn(SpawnRequest request) throws PosixException {
        Pointer actions = Memory.allocateDirect(runtime, FILE_ACTIONS_SIZE);
        check("posix_spawn_file_actions_init", libc.posix_spawn_file_actions_init(actions));
        try {
            addFileActions(actions, request);
            String[] argv = new String[request.arguments().size() + 2];
            argv[0] = request.program();
            for (int i = 0; i < request.arguments().size(); i++) {
                argv[i + 1] = request.arguments().get(i);
            }
            IntByReference pid = new IntByReference();
            int error = libc.posix_spawn(pid, request.program(), actions, null, argv, environment(request.environment()));
            if (error != 0) {
                throw failure("posix_spawn(" + request.program() + ")", error);
            }
            return pid.intValue();
        } finally {
            libc.posix_spawn_file_actions_destroy(actions);
        }
    }

    private void addFileActions(Pointer actions, SpawnRequest request) throws PosixException {
        if (request.workingDirectory() != null) {
            check("posix_spawn_file_actions_addchdir_np",
                    libc.posix_spawn_file_actions_addchdir_np(actions, request.workingDirectory().toString()));
        }
        check("posix_spawn_file_actions_adddup2", libc.posix_spawn_file_actions_adddup2(actions, request.stdioFd(), 0));
        check("posix_spawn_file_actions_adddup2", libc.posix_spawn_file_actions_adddup2(actions, request.stdioFd(), 1));
        if (request.stderrFile() != null) {
            check("posix_spawn_file_actions_addopen", libc.posix_spawn_file_actions_addopen(actions, 2,
                    request.stderrFile().toString(), O_WRONLY | O_CREAT | O_APPEND, 0644));
        }
        try {
            check("posix_spawn_file_actions_addclosefrom_np", libc.posix_spawn_file_actions_addclosefrom_np(actions, 3));
        } catch (UnsatisfiedLinkError oldGlibc) {
            for (int fd : openDescriptors()) {
                if (fd > 2) {
                    check("posix_spawn_file_actions_addclose", libc.posix_spawn_file_actions_addclose(actions, fd));
                }
            }
        }
    }

    private static String[] environment(Map<String, String> environment) {
        String[] envp = new String[environment.size() + 1];
        int i = 0;
        for (Map.Entry<String, String> e : environment.entrySet()) {
            envp[i++] = e.getKey() + "=" + e.getValue();
        }
        return envp;
    }

    /**
     * {@code waitpid(pid, &status, noHang ? WNOHANG : 0)}, retried on EINTR.
     *
     * @return the decoded status, or null when noHang and the child is still running
     */
    public ExitStatus waitpid(int pid, boolean noHang) throws PosixException {
        int[] status = new int[1];
        while (true) {
            int result = posix.waitpid(pid, status, noHang ? WNOHANG : 0);
            if (result == pid) {
                return ExitStatus.decode(status[0]);
            }
            if (result == 0) {
                return null;
            }
            int errno = posix.errno();
            if (errno != EINTR) {
                throw failure("waitpid(" + pid + ")", errno);
            }
        }
    }

    /**
     * Whether the child {@code pid} has ended, without reaping it ({@code waitid} with WNOWAIT | WNOHANG): a later
     * {@link #waitpid} still collects its status.
     */
    public boolean hasEnded(int pid) throws PosixException {
        while (true) {
            byte[] info = new byte[SIGINFO_SIZE];
            if (libc.waitid(P_PID, pid, info, WEXITED | WNOHANG | WNOWAIT) == 0) {
                return java.nio.ByteBuffer.wrap(info).order(java.nio.ByteOrder.nativeOrder()).getInt(SI_PID_OFFSET) != 0;
            }
            int errno = errno();
            if (errno != EINTR) {
                throw failure("waitid(" + pid + ")", errno);
            }
        }
    }

    public void kill(int pid, int signal) throws PosixException {
        if (posix.kill(pid, signal) != 0) {
            throw failure("kill(" + pid + ", " + signal + ")", posix.errno());
        }
    }

    /**
     * Restores the default action of {@code signal} and sends it to this process, so the process ends the way a C
     * program would (e.g. a write to a closed socket: killed by SIGPIPE, which HotSpot otherwise ignores). When the
     * default action is to terminate, this does not return in practice.
     */
    public void raiseWithDefaultAction(int signal) throws PosixException {
        if (libc.signal(signal, SIG_DFL) == SIG_ERR) {
            throw failure("signal(" + signal + ", SIG_DFL)", errno());
        }
        kill(posix.getpid(), signal);
    }

    /** A plain close(2): unlike a channel's close it does not shut the socket down for the child. */
    public void close(int fd) throws PosixException {
        if (posix.libc().close(fd) != 0) {
            throw failure("close(" + fd + ")", posix.errno());
        }
    }

    public void shutdown(int fd, int how) throws PosixException {
        if (libc.shutdown(fd, how) != 0) {
            throw failure("shutdown(" + fd + ")", errno());
        }
    }

    /** Sets O_NONBLOCK on this descriptor's file description (the child's end of a socketpair is a separate one). */
    public void setNonBlocking(int fd) throws PosixException {
        int flags = posix.libc().fcntl(fd, F_GETFL, 0);
        if (flags < 0 || posix.libc().fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0) {
            throw failure("fcntl(" + fd + ", O_NONBLOCK)", posix.errno());
        }
    }

    /**
     * One read(2) into {@code into[offset..offset+length)}.
     *
     * @return bytes read; 0 when a non-blocking descriptor has nothing now; -1 at end of stream (also for a
     *         connection reset by the peer)
     */
    public int read(int fd, byte[] into, int offset, int length) throws PosixException {
        byte[] chunk = offset == 0 ? into : new byte[length];
        while (true) {
            long n = libc.read(fd, chunk, length);
            if (n > 0) {
                if (chunk != into) {
                    System.arraycopy(chunk, 0, into, offset, (int) n);
                }
                return (int) n;
            }
            if (n == 0) {
                return -1;
            }
            int errno = errno();
            if (errno == EAGAIN) {
                return 0;
            }
            if (errno == ECONNRESET) {
                return -1;
            }
            if (errno != EINTR) {
                throw failure("read(" + fd + ")", errno);
            }
        }
    }

    /**
     * One send(2) with MSG_NOSIGNAL | MSG_DONTWAIT (a dead peer gives EPIPE, never SIGPIPE).
     *
     * @return bytes sent, 0 when the socket buffer is full
     * @throws PosixException with errno EPIPE or ECONNRESET when the peer is gone
     */
    public int send(int fd, byte[] bytes, int offset, int length) throws PosixException {
        byte[] chunk = offset == 0 ? bytes : java.util.Arrays.copyOfRange(bytes, offset, offset + length);
        while (true) {
            long n = libc.send(fd, chunk, length, MSG_NOSIGNAL | MSG_DONTWAIT);
            if (n >= 0) {
                return (int) n;
            }
            int errno = errno();
            if (errno == EAGAIN) {
                return 0;
            }
            if (errno != EINTR) {
                throw failure("send(" + fd + ")", errno);
            }
        }
    }

    /**
     * poll(2) on one descriptor.
     *
     * @return true when it is ready for {@code events}, or has hung up or failed (a read will then say so)
     */
    public boolean poll(int fd, short events, int timeoutMillis) throws PosixException {
        int[] pollFd = {fd, events & 0xffff};
        while (true) {
            int n = libc.poll(pollFd, 1, timeoutMillis);
            if (n >= 0) {
                return n > 0 && (pollFd[1] >>> 16) != 0;
            }
            int errno = errno();
            if (errno != EINTR) {
                throw failure("poll(" + fd + ")", errno);
            }
        }
    }

    /** The descriptors this process has open now (from /proc/self/fd), without the one used to list them. */
    public static List<Integer> openDescriptors() {
        List<Integer> fds = new ArrayList<>();
        try (Stream<Path> entries = Files.list(Path.of("/proc/self/fd"))) {
            entries.forEach(p -> fds.add(Integer.parseInt(p.getFileName().toString())));
        } catch (IOException e) {
            return fds;
        }
        fds.removeIf(fd -> !Files.exists(Path.of("/proc/self/fd/" + fd)));
        return fds;
    }

    private int errno() {
        return LastError.getLastError(runtime);
    }

    private void check(String call, int result) throws PosixException {
        if (result != 0) {
            throw failure(call, result > 0 ? result : errno());
        }
    }

    private PosixException failure(String call, int errno) {
        return new PosixException(call, errno, posix.strerror(errno));
    }
}
