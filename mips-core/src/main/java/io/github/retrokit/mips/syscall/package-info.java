/**
 * The syscall SPI and MARS's services: a {@link io.github.retrokit.mips.syscall.Syscall} gets a
 * {@link io.github.retrokit.mips.syscall.SyscallContext} (registers, checked memory access, console, files,
 * random streams, clock) and is registered by number in a {@link io.github.retrokit.mips.syscall.SyscallRegistry};
 * the console ({@link io.github.retrokit.mips.syscall.MipsConsole}) and the file system
 * ({@link io.github.retrokit.mips.syscall.MipsFileSystem}) are pluggable.
 */
package io.github.retrokit.mips.syscall;
