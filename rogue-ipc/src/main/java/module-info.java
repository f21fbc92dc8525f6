/**
 * The "Rogue Pipes" game world, its monster and player, byte-compatible with the course's C programs.
 *
 * <p>Exported: {@code wire} (the C structs of {@code message.h} and their codec), {@code transport} (children as
 * processes over socketpairs, or as objects in this JVM), {@code monster} and {@code player} (the decision
 * procedures and their stdin/stdout loops), {@code world} (the input format, the game, the maps). The POSIX glue
 * ({@code posix}) and the command line ({@code cli}) are internal; {@code jnr} is exported only because jnr-ffi
 * must implement its libc binding from outside the module.
 */
module io.github.retrokit.rogue {
    requires org.slf4j;
    requires org.jnrproject.ffi;
    requires org.jnrproject.posix;
    requires jdk.unsupported; // sun.misc.Signal: the CLI children reset SIGINT/SIGTERM/SIGHUP to their defaults

    exports io.github.retrokit.rogue.wire;
    exports io.github.retrokit.rogue.transport;
    exports io.github.retrokit.rogue.monster;
    exports io.github.retrokit.rogue.player;
    exports io.github.retrokit.rogue.world;
    // Not API: jnr-ffi implements RogueLibc in an unnamed module, which can only implement an exported interface.
    exports io.github.retrokit.rogue.jnr;
}
