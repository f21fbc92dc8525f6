package io.github.retrokit.austerity.posix;

import jnr.ffi.Pointer;
import jnr.ffi.annotations.In;
import jnr.ffi.annotations.Out;
import jnr.ffi.annotations.SaveError;
import jnr.ffi.byref.IntByReference;

/**
 * The few C library calls the hub needs, declared exactly as in C (glibc, Linux). jnr-posix's own
 * {@code posix_spawnp} wrapper drops the error number and cannot close every other descriptor, so the
 * spawn family, {@code pipe2} and {@code poll} are bound here directly through jnr-ffi (which jnr-posix is
 * built on). Public only because jnr-ffi generates its implementation in another class loader; use
 * {@link Posix}, which turns every failure into a {@link PosixException} with the call and errno.
 */
public interface Libc {
    /** {@code int posix_spawnp(pid_t *pid, const char *file, fa, attr, char *const argv[], char *const envp[])}. */
    int posix_spawnp(@Out IntByReference pid, @In CharSequence file, Pointer fileActions, Pointer attr,
                     @In CharSequence[] argv, @In CharSequence[] envp);

    int posix_spawn_file_actions_init(Pointer fileActions);

    int posix_spawn_file_actions_destroy(Pointer fileActions);

    int posix_spawn_file_actions_adddup2(Pointer fileActions, int fd, int newFd);

    int posix_spawn_file_actions_addopen(Pointer fileActions, int fd, @In CharSequence path, int flags, int mode);

    int posix_spawn_file_actions_addclose(Pointer fileActions, int fd);

    /**
     * glibc 2.34+: close every descriptor from {@code lowFd} up in the child. Older C libraries lack the symbol
     * (calling it then throws {@link UnsatisfiedLinkError}); {@link Posix} falls back to one addclose per open descriptor.
     */
    int posix_spawn_file_actions_addclosefrom_np(Pointer fileActions, int lowFd);

    int posix_spawnattr_init(Pointer attr);

    int posix_spawnattr_destroy(Pointer attr);

    int posix_spawnattr_setflags(Pointer attr, short flags);

    int posix_spawnattr_setsigmask(Pointer attr, Pointer sigset);

    int posix_spawnattr_setsigdefault(Pointer attr, Pointer sigset);

    int sigemptyset(Pointer sigset);

    int sigfillset(Pointer sigset);

    @SaveError
    int pipe2(@Out int[] fds, int flags);

    @SaveError
    int fcntl(int fd, int cmd, int arg);

    @SaveError
    int close(int fd);

    @SaveError
    long read(int fd, @Out byte[] buffer, long count);

    @SaveError
    long write(int fd, @In byte[] buffer, long count);

    /**
     * {@code int poll(struct pollfd *fds, nfds_t nfds, int timeout)}; a pollfd {int fd; short events, revents} is
     * passed as two ints: the fd, then events and revents (their halves depend on the byte order).
     */
    @SaveError
    int poll(@In @Out int[] fds, long nfds, int timeoutMillis);

    @SaveError
    int waitpid(int pid, @Out int[] status, int options);

    @SaveError
    int kill(int pid, int signal);

    /** {@code sighandler_t signal(int signum, sighandler_t handler)}; the handler is a pointer-sized value. */
    @SaveError
    long signal(int signum, long handler);
}
