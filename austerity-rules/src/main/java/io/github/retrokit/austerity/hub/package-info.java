/**
 * The course's hub ({@code austerity}), embedded: {@link io.github.retrokit.austerity.hub.Hub} starts the player
 * programs as processes, plays one game over their pipes and ends with a
 * {@link io.github.retrokit.austerity.hub.HubExit}. It never exits the JVM and binds the C library (jnr-ffi) only
 * once its deck is read.
 */
package io.github.retrokit.austerity.hub;
