package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.wire.WireFormat;

import java.time.Duration;
import java.util.Objects;

/**
 * How a game is run.
 *
 * @param responseTimeout how long the world waits for a child's response (each turn, and for ready); also the
 *                        grace a child gets to exit before it is killed
 * @param wire the message layout (MONSTER_LIMIT)
 * @param observer trace and diagnostics
 */
public record GameOptions(Duration responseTimeout, WireFormat wire, GameObserver observer) {

    /** Generous: children that are JVMs may take seconds to start on a loaded machine. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    public GameOptions {
        Objects.requireNonNull(responseTimeout, "responseTimeout");
        if (responseTimeout.isNegative() || responseTimeout.isZero()) {
            throw new IllegalArgumentException("response timeout must be positive, got " + responseTimeout);
        }
        Objects.requireNonNull(wire, "wire");
        Objects.requireNonNull(observer, "observer");
    }

    public static GameOptions defaults() {
        return new GameOptions(DEFAULT_TIMEOUT, WireFormat.course(), GameObserver.NONE);
    }

    public GameOptions withTimeout(Duration timeout) {
        return new GameOptions(timeout, wire, observer);
    }

    public GameOptions withObserver(GameObserver newObserver) {
        return new GameOptions(responseTimeout, wire, newObserver);
    }

    public GameOptions withWire(WireFormat newWire) {
        return new GameOptions(responseTimeout, newWire, observer);
    }
}
