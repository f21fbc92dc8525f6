package io.github.retrokit.austerity.hub;

import io.github.retrokit.austerity.posix.ExitStatus;
import java.util.Optional;

/** The hub's shutdown report line for one player, as the spec words it. */
final class PlayerReport {
    private PlayerReport() {
    }

    /**
     * Nothing for a normal exit with status 0; {@code Player X ended with status N} for another exit status;
     * {@code Player X shutdown after receiving signal N} for a signal.
     */
    static Optional<String> line(char letter, ExitStatus status) {
        if (status instanceof ExitStatus.Exited exited) {
            return exited.code() == 0 ? Optional.empty()
                    : Optional.of("Player " + letter + " ended with status " + exited.code());
        }
        return Optional.of("Player " + letter + " shutdown after receiving signal " + ((ExitStatus.Signaled) status).signal());
    }
}
