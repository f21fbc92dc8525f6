/**
 * Debugging with time travel: {@link io.github.retrokit.mips.debug.TimeTravel} records a run so that any earlier
 * instruction can be revisited exactly; {@link io.github.retrokit.mips.debug.Debugger} adds breakpoints,
 * watchpoints and gdb-like stepping forwards and backwards on top of it.
 */
package io.github.retrokit.mips.debug;
