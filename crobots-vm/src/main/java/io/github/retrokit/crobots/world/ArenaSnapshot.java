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

    /**
     * Copies the lists.
     *
     * @param cycles   the match's cycle counter (a multiple of 15)
     * @param round    rounds executed since the match started
     * @param robots   every slot in use, in slot order
     * @param missiles every missile that is flying or exploding
     * @param events   what happened since the previous snapshot of the match (or since its start), in order
     */
    public ArenaSnapshot {
        robots = List.copyOf(robots);
        missiles = List.copyOf(missiles);
        events = List.copyOf(events);
    }

    /**
     * One robot.
     *
     * @param slot    0-based arena slot
     * @param alive   not dead
     * @param x       position in clicks (1/10 m), 0 to 9999
     * @param y       position in clicks, 0 to 9999
     * @param heading the direction it drives, degrees 0 to 359 (0 east, counter-clockwise)
     * @param speed   its speed, 0 to 100 (percent)
     * @param damage  0 to 100
     * @param scan    the direction of its last scan, degrees
     * @param reload  the cannon's reload counter: it can fire again once this is 0
     */
    public record RobotView(int slot, boolean alive, int x, int y, int heading, int speed, int damage,
                            int scan, int reload) {
    }

    /**
     * One missile in flight or exploding.
     *
     * @param robot     the slot of the robot that fired it
     * @param slot      the missile's slot (each robot has two)
     * @param exploding true while it explodes
     * @param x         position in clicks
     * @param y         position in clicks
     * @param count     the explosion's remaining counter
     */
    public record MissileView(int robot, int slot, boolean exploding, int x, int y, int count) {
    }
}
