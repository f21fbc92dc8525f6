/**
 * How the world talks to its children: {@link io.github.retrokit.rogue.transport.ProcessTransport} starts them as
 * processes over socketpairs (the course's fork/socketpair/dup2/exec, by posix_spawn);
 * {@link io.github.retrokit.rogue.transport.InProcessTransport} runs them as Java objects. Either gives the world one
 * {@link io.github.retrokit.rogue.transport.Peer} per child, with deadlines, and an
 * {@link io.github.retrokit.rogue.transport.ExitReport} when it ends.
 */
package io.github.retrokit.rogue.transport;
