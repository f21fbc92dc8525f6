/**
 * The Austerity card game (CSSE2310 2018 assignment 3): rules, strategies, the text protocol, in-process games and
 * tournaments, and the course's hub and player programs.
 *
 * <p>Exported: {@code rules} (cards, decks, tokens, legality, the authoritative game state), {@code strategy}
 * (the {@link io.github.retrokit.austerity.strategy.Strategy} SPI and the built-in players), {@code game}
 * (in-process games and tournaments), {@code protocol} (the message codec and the hub's output lines),
 * {@code hub} (the hub, embedded) and {@code player} (a player program on any streams). The POSIX glue
 * ({@code posix}) and the command line ({@code cli}) are internal; {@code jnr} is exported only because jnr-ffi
 * must implement its C library binding from outside the module.
 *
 * <p>The in-process engine needs no native library. Only the hub binds the C library (through jnr-ffi, an
 * optional dependency): to run a hub on the module path add {@code jnr-ffi} and {@code jnr-constants} and
 * {@code --add-modules org.jnrproject.ffi,org.jnrproject.constants}.
 */
module io.github.retrokit.austerity {
    requires static org.jnrproject.ffi;
    requires static org.jnrproject.constants;
    requires jdk.unsupported;

    exports io.github.retrokit.austerity.rules;
    exports io.github.retrokit.austerity.strategy;
    exports io.github.retrokit.austerity.game;
    exports io.github.retrokit.austerity.protocol;
    exports io.github.retrokit.austerity.hub;
    exports io.github.retrokit.austerity.player;

    // Not API: jnr-ffi implements AusterityLibc in an unnamed module, which can only implement an exported interface.
    exports io.github.retrokit.austerity.jnr;

    uses io.github.retrokit.austerity.strategy.StrategyProvider;
}
