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

    int posix_spawn(@Out IntByReference pid, String path, Pointer fileActions, Pointer attributes,
                    @In String[] argv, @In String[] envp);

    int posix_spawn_file_actions_init(Pointer fileActions);

    int posix_spawn_file_actions_destroy(Pointer fileActions);

    int posix_spawn_file_actions_adddup2(Pointer fileActions, int fd, int newFd);

    int posix_spawn_file_actions_addclose(Pointer fileActions, int fd);

    int posix_spawn_file_actions_addopen(Pointer fileActions, int fd, String path, int flags, int mode);

    int posix_spawn_file_actions_addclosefrom_np(Pointer fileActions, int from);

    int posix_spawn_file_actions_addchdir_np(Pointer fileActions, String path);

    int poll(@In @Out int[] pollFds, long count, int timeoutMillis);

    long read(int fd, @Out byte[] buffer, long count);

    long send(int fd, @In byte[] buffer, long length, int flags);

    int shutdown(int fd, int how);

    /** {@code waitid(idtype, id, infop, options)}; {@code info} receives the 128-byte siginfo_t. */
    int waitid(int idtype, int id, @Out byte[] info, int options);

    /** {@code signal(signum, handler)}; handler 0 is SIG_DFL. Returns the old handler (-1 is SIG_ERR). */
    long signal(int signum, long handler);
}
