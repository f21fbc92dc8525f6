package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.vm.Readings;
import io.github.retrokit.crobots.world.ArenaSnapshot;

/**
 * One robot slot's physical state, in the original's units: positions in clicks (10 per metre), speeds in
 * percent, headings in degrees. Plain mutable state owned by one {@link Arena}; observers see
 * {@link ArenaSnapshot}s instead; its public methods only read. Damage, speed and the position in metres
 * ({@code x / 10}, {@code y / 10}, set with x and y; what scan, loc_x and loc_y read) are kept in
 * {@code readings}, which the robot's VM reads directly in its batches ({@code RobotIntrinsics.readings()}).
 */
public final class Robot {

    /** Missile slots per robot. */
    public static final int MISSILES = 2;

    /** The arena whose {@link Arena#live} holds this robot's status, and this robot's bit in it. */
    private final Arena arena;
    private final int bit;
    int x;
    int y;
    int orgX;
    int orgY;
    int range;
    int accel;
    int dSpeed;
    int heading;
    int dHeading;
    int scan;
    int reload;
    final Missile[] missiles = {new Missile(), new Missile()};
    /** Damage, speed and the position in metres: package-private, never handed out but to this robot's VM. */
    final Readings readings = new Readings();

    Robot(Arena arena, int slot) {
        this.arena = arena;
        this.bit = 1 << slot;
    }

    /** The original's init_robot: everything zero, the robot DEAD, its missiles AVAIL. */
    void init() {
        setActive(false);
        Readings v = readings;
        x = y = v.metreX = v.metreY = orgX = orgY = range = 0;
        v.speed = accel = dSpeed = heading = dHeading = 0;
        v.damage = scan = reload = 0;
        for (Missile m : missiles) {
            m.state = Missile.State.AVAIL;
        }
    }

    /** Places the robot at a position (clicks) that is also its motion origin. */
    void placeAt(int clickX, int clickY) {
        moveTo(clickX, clickY);
        orgX = clickX;
        orgY = clickY;
    }

    /** Moves the robot to a position in clicks (its metres with it). */
    void moveTo(int clickX, int clickY) {
        x = clickX;
        y = clickY;
        readings.metreX = FastDivision.div10(clickX);
        readings.metreY = FastDivision.div10(clickY);
    }

    /** The original's status: ACTIVE (true) or DEAD. */
    public boolean active() {
        return (arena.live & bit) != 0;
    }

    void setActive(boolean on) {
        arena.live = on ? arena.live | bit : arena.live & ~bit;
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public int speed() {
        return readings.speed;
    }

    public int heading() {
        return heading;
    }

    public int damage() {
        return readings.damage;
    }

    public int scan() {
        return scan;
    }

    public int reload() {
        return reload;
    }

    public int desiredSpeed() {
        return dSpeed;
    }

    public int desiredHeading() {
        return dHeading;
    }

    public int accel() {
        return accel;
    }

    public int range() {
        return range;
    }

    public int originX() {
        return orgX;
    }

    public int originY() {
        return orgY;
    }

    public Missile missile(int slot) {
        return missiles[slot];
    }
}
