package io.github.retrokit.crobots.match;

/**
 * One robot at the end of a match.
 *
 * @param slot     0-based slot (the report prints slot + 1)
 * @param name     the printed name
 * @param survived alive when the match ended
 * @param damage   0..100
 */
public record RobotResult(int slot, String name, boolean survived, int damage) {
}
