package io.github.retrokit.rogue.jnr;

import jnr.ffi.Pointer;
import jnr.ffi.annotations.In;
import jnr.ffi.annotations.Out;
import jnr.ffi.byref.IntByReference;

/**
 * Not for use by applications: the binding of the libc calls that jnr-posix does not offer in the form needed
 * (posix_spawn returning its error number, which jnr-posix's wrappers drop; the glibc file actions
 * closefrom/chdir; poll; read at an offset; send with flags; shutdown; waitid; signal). jnr-ffi implements this
 * interface at run time with a class of its own in an unnamed module, which may only implement an interface of an
 * exported package: that is the only reason this package is exported. Call nothing here; the process transport
 * ({@code io.github.retrokit.rogue.transport.ProcessTransport}) is the API over it.
 */
public interface RogueLibc {

    /**
     * posix_spawn(3).
     *
     * @param pid receives the child's pid
     * @param path the program, as execv takes it
     * @param fileActions a posix_spawn_file_actions_t
     * @param attributes a posix_spawnattr_t, or null
     * @param argv the arguments, program name first, null-terminated
     * @param envp the environment, null-terminated
     * @return 0, or an error number
     */
    int posix_spawn(@Out IntByReference pid, String path, Pointer fileActions, Pointer attributes,
                    @In String[] argv, @In String[] envp);

    /**
     * posix_spawn_file_actions_init(3).
     *
     * @param fileActions the actions to initialise
     * @return 0, or an error number
     */
    int posix_spawn_file_actions_init(Pointer fileActions);

    /**
     * posix_spawn_file_actions_destroy(3).
     *
     * @param fileActions the actions to free
     * @return 0, or an error number
     */
    int posix_spawn_file_actions_destroy(Pointer fileActions);

    /**
     * posix_spawn_file_actions_adddup2(3).
     *
     * @param fileActions the actions
     * @param fd the descriptor to copy
     * @param newFd where the copy goes
     * @return 0, or an error number
     */
    int posix_spawn_file_actions_adddup2(Pointer fileActions, int fd, int newFd);

    /**
     * posix_spawn_file_actions_addclose(3).
     *
     * @param fileActions the actions
     * @param fd the descriptor to close
     * @return 0, or an error number
     */
    int posix_spawn_file_actions_addclose(Pointer fileActions, int fd);

    /**
     * posix_spawn_file_actions_addopen(3).
     *
     * @param fileActions the actions
     * @param fd the descriptor the file gets
     * @param path the file
     * @param flags open(2) flags
     * @param mode the mode of a created file
     * @return 0, or an error number
     */
    int posix_spawn_file_actions_addopen(Pointer fileActions, int fd, String path, int flags, int mode);

    /**
     * posix_spawn_file_actions_addclosefrom_np(3), glibc 2.34.
     *
     * @param fileActions the actions
     * @param from the lowest descriptor to close
     * @return 0, or an error number
     */
    int posix_spawn_file_actions_addclosefrom_np(Pointer fileActions, int from);

    /**
     * posix_spawn_file_actions_addchdir_np(3), glibc 2.29.
     *
     * @param fileActions the actions
     * @param path the child's working directory
     * @return 0, or an error number
     */
    int posix_spawn_file_actions_addchdir_np(Pointer fileActions, String path);

    /**
     * poll(2).
     *
     * @param pollFds struct pollfd entries as ints: fd, then events and revents as two shorts
     * @param count the number of entries
     * @param timeoutMillis the most milliseconds to wait, -1 for ever
     * @return the number of ready entries, 0 on timeout, -1 on error
     */
    int poll(@In @Out int[] pollFds, long count, int timeoutMillis);

    /**
     * read(2).
     *
     * @param fd the descriptor
     * @param buffer where the bytes go
     * @param count the most bytes to read
     * @return the bytes read, 0 at end of stream, -1 on error
     */
    long read(int fd, @Out byte[] buffer, long count);

    /**
     * send(2).
     *
     * @param fd the socket
     * @param buffer the bytes
     * @param length how many to send
     * @param flags e.g. MSG_NOSIGNAL | MSG_DONTWAIT
     * @return the bytes sent, -1 on error
     */
    long send(int fd, @In byte[] buffer, long length, int flags);

    /**
     * shutdown(2).
     *
     * @param fd the socket
     * @param how SHUT_RD, SHUT_WR or SHUT_RDWR
     * @return 0, or -1 on error
     */
    int shutdown(int fd, int how);

    /**
     * {@code waitid(idtype, id, infop, options)}.
     *
     * @param idtype P_PID, ...
     * @param id the pid
     * @param info receives the 128-byte siginfo_t
     * @param options WEXITED, WNOHANG, WNOWAIT, ...
     * @return 0, or -1 on error
     */
    int waitid(int idtype, int id, @Out byte[] info, int options);

    /**
     * {@code signal(signum, handler)}.
     *
     * @param signum the signal
     * @param handler 0 for SIG_DFL
     * @return the old handler (-1 is SIG_ERR)
     */
    long signal(int signum, long handler);
}
