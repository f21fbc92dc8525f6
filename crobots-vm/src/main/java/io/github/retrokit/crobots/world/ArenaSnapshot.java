package io.github.retrokit.crobots.world;

import java.util.List;

/**
 * An immutable picture of the arena after a round: what observers and views receive.
 *
 * @param cycles   the match's cycle counter (a multiple of 15)
 * @param round    rounds executed since the match started
 * @param robots   every slot in use, in slot order
 * @param missiles every missile that is flying or exploding
 * @param events   what happened since the previous snapshot of the match (or since its start), in order
 */
public record ArenaSnapshot(long cycles, long round, List<RobotView> robots, List<MissileView> missiles,
                            List<ArenaEvent> events) {

    public ArenaSnapshot {
        robots = List.copyOf(robots);
        missiles = List.copyOf(missiles);
        events = List.copyOf(events);
    }

    /** One robot; positions in clicks. */
    public record RobotView(int slot, boolean alive, int x, int y, int heading, int speed, int damage,
                            int scan, int reload) {
    }

    /** One missile in flight or exploding; {@code count} is the explosion's remaining counter. */
    public record MissileView(int robot, int slot, boolean exploding, int x, int y, int count) {
    }
}
