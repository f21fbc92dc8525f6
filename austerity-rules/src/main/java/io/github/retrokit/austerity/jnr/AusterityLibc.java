package io.github.retrokit.austerity.jnr;

import jnr.ffi.Pointer;
import jnr.ffi.annotations.In;
import jnr.ffi.annotations.Out;
import jnr.ffi.annotations.SaveError;
import jnr.ffi.byref.IntByReference;

/**
 * The few C library calls the hub needs, declared exactly as in C (glibc, Linux). jnr-posix's own
 * {@code posix_spawnp} wrapper drops the error number and cannot close every other descriptor, so the
 * spawn family, {@code pipe2} and {@code poll} are bound here directly through jnr-ffi (which jnr-posix is
 * built on). Not API: public and exported only because jnr-ffi generates its implementation in an unnamed module
 * of its own class loader; the hub calls it through its internal POSIX layer, which turns every failure into an
 * exception naming the call and errno. Each method is the C function of the same name; a negative or -1 result
 * is a failure (the spawn family returns the error number instead).
 */
public interface AusterityLibc {
    /**
     * {@code int posix_spawnp(pid_t *pid, const char *file, fa, attr, char *const argv[], char *const envp[])}.
     *
     * @param pid receives the child's process id
     * @param file the program, looked up on PATH
     * @param fileActions a {@code posix_spawn_file_actions_t}
     * @param attr a {@code posix_spawnattr_t}
     * @param argv the arguments, program name first, null-terminated
     * @param envp the environment, null-terminated
     * @return 0 on success, else the error number
     */
    int posix_spawnp(@Out IntByReference pid, @In CharSequence file, Pointer fileActions, Pointer attr,
                     @In CharSequence[] argv, @In CharSequence[] envp);

    /**
     * {@code posix_spawn_file_actions_init}.
     *
     * @param fileActions a {@code posix_spawn_file_actions_t}
     * @return 0 on success, else the error number
     */
    int posix_spawn_file_actions_init(Pointer fileActions);

    /**
     * {@code posix_spawn_file_actions_destroy}.
     *
     * @param fileActions a {@code posix_spawn_file_actions_t}
     * @return 0 on success, else the error number
     */
    int posix_spawn_file_actions_destroy(Pointer fileActions);

    /**
     * {@code posix_spawn_file_actions_adddup2}: the child gets {@code fd} as {@code newFd}.
     *
     * @param fileActions a {@code posix_spawn_file_actions_t}
     * @param fd the descriptor
     * @param newFd its number in the child
     * @return 0 on success, else the error number
     */
    int posix_spawn_file_actions_adddup2(Pointer fileActions, int fd, int newFd);

    /**
     * {@code posix_spawn_file_actions_addopen}: the child opens {@code path} as {@code fd}.
     *
     * @param fileActions a {@code posix_spawn_file_actions_t}
     * @param fd the descriptor in the child
     * @param path the file
     * @param flags the {@code open} flags
     * @param mode the mode of a created file
     * @return 0 on success, else the error number
     */
    int posix_spawn_file_actions_addopen(Pointer fileActions, int fd, @In CharSequence path, int flags, int mode);

    /**
     * {@code posix_spawn_file_actions_addclose}: the child closes {@code fd}.
     *
     * @param fileActions a {@code posix_spawn_file_actions_t}
     * @param fd the descriptor
     * @return 0 on success, else the error number
     */
    int posix_spawn_file_actions_addclose(Pointer fileActions, int fd);

    /**
     * glibc 2.34+: close every descriptor from {@code lowFd} up in the child. Older C libraries lack the symbol
     * (calling it then throws {@link UnsatisfiedLinkError}); the caller falls back to one addclose per open descriptor.
     *
     * @param fileActions a {@code posix_spawn_file_actions_t}
     * @param lowFd the lowest descriptor closed
     * @return 0 on success, else the error number
     */
    int posix_spawn_file_actions_addclosefrom_np(Pointer fileActions, int lowFd);

    /**
     * {@code posix_spawnattr_init}.
     *
     * @param attr a {@code posix_spawnattr_t}
     * @return 0 on success, else the error number
     */
    int posix_spawnattr_init(Pointer attr);

    /**
     * {@code posix_spawnattr_destroy}.
     *
     * @param attr a {@code posix_spawnattr_t}
     * @return 0 on success, else the error number
     */
    int posix_spawnattr_destroy(Pointer attr);

    /**
     * {@code posix_spawnattr_setflags}.
     *
     * @param attr a {@code posix_spawnattr_t}
     * @param flags the {@code POSIX_SPAWN_*} flags
     * @return 0 on success, else the error number
     */
    int posix_spawnattr_setflags(Pointer attr, short flags);

    /**
     * {@code posix_spawnattr_setsigmask}: the child's signal mask.
     *
     * @param attr a {@code posix_spawnattr_t}
     * @param sigset a {@code sigset_t}
     * @return 0 on success, else the error number
     */
    int posix_spawnattr_setsigmask(Pointer attr, Pointer sigset);

    /**
     * {@code posix_spawnattr_setsigdefault}: the signals reset to their default action in the child.
     *
     * @param attr a {@code posix_spawnattr_t}
     * @param sigset a {@code sigset_t}
     * @return 0 on success, else the error number
     */
    int posix_spawnattr_setsigdefault(Pointer attr, Pointer sigset);

    /**
     * {@code sigemptyset}.
     *
     * @param sigset a {@code sigset_t}
     * @return 0 on success, else -1 with errno set
     */
    int sigemptyset(Pointer sigset);

    /**
     * {@code sigfillset}.
     *
     * @param sigset a {@code sigset_t}
     * @return 0 on success, else -1 with errno set
     */
    int sigfillset(Pointer sigset);

    /**
     * {@code int pipe2(int fds[2], int flags)}.
     *
     * @param fds receives the read end, then the write end
     * @param flags {@code O_CLOEXEC}, {@code O_NONBLOCK}
     * @return 0 on success, else -1 with errno set
     */
    @SaveError
    int pipe2(@Out int[] fds, int flags);

    /**
     * {@code int fcntl(int fd, int cmd, int arg)}.
     *
     * @param fd the descriptor
     * @param cmd the command
     * @param arg its argument
     * @return the command's result, or -1 with errno set
     */
    @SaveError
    int fcntl(int fd, int cmd, int arg);

    /**
     * {@code int close(int fd)}.
     *
     * @param fd the descriptor
     * @return 0 on success, else -1 with errno set
     */
    @SaveError
    int close(int fd);

    /**
     * {@code ssize_t read(int fd, void *buf, size_t count)}.
     *
     * @param fd the descriptor
     * @param buffer receives the bytes
     * @param count at most this many bytes
     * @return the bytes read, 0 at end of file, or -1 with errno set
     */
    @SaveError
    long read(int fd, @Out byte[] buffer, long count);

    /**
     * {@code ssize_t write(int fd, const void *buf, size_t count)}.
     *
     * @param fd the descriptor
     * @param buffer the bytes
     * @param count how many of them
     * @return the bytes written, or -1 with errno set
     */
    @SaveError
    long write(int fd, @In byte[] buffer, long count);

    /**
     * {@code int poll(struct pollfd *fds, nfds_t nfds, int timeout)}; a pollfd {int fd; short events, revents} is
     * passed as two ints: the fd, then events and revents (their halves depend on the byte order).
     *
     * @param fds two ints per pollfd
     * @param nfds the number of pollfds
     * @param timeoutMillis milliseconds to wait, -1 for ever
     * @return the number of ready descriptors, 0 on timeout, or -1 with errno set
     */
    @SaveError
    int poll(@In @Out int[] fds, long nfds, int timeoutMillis);

    /**
     * {@code pid_t waitpid(pid_t pid, int *status, int options)}.
     *
     * @param pid the child
     * @param status receives the wait status
     * @param options {@code WNOHANG} or 0
     * @return the child's id, 0 if it has not changed state (with {@code WNOHANG}), or -1 with errno set
     */
    @SaveError
    int waitpid(int pid, @Out int[] status, int options);

    /**
     * {@code int kill(pid_t pid, int sig)}.
     *
     * @param pid the process
     * @param signal the signal number
     * @return 0 on success, else -1 with errno set
     */
    @SaveError
    int kill(int pid, int signal);

    /**
     * {@code sighandler_t signal(int signum, sighandler_t handler)}; the handler is a pointer-sized value.
     *
     * @param signum the signal number
     * @param handler {@code SIG_DFL} (0), {@code SIG_IGN} (1) or a function pointer
     * @return the previous handler, or {@code SIG_ERR} (-1) with errno set
     */
    @SaveError
    long signal(int signum, long handler);
}
