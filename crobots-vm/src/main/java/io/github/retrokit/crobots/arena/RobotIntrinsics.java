package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.vm.Intrinsics;
import io.github.retrokit.crobots.vm.Readings;

/**
 * The thirteen intrinsics of crobots-behaviour.md §7 for the robot in one slot: the world its VM calls.
 * Arguments arrive raw, as the VM popped them; clamping and angle folding happen here.
 */
final class RobotIntrinsics implements Intrinsics {

    private static final int MIS_RANGE = 700;
    private static final int RES_LIMIT = 10;
    private static final int CLICK = 10;

    private final Arena arena;
    private final int slot;
    private final Robot me;
    private final Robot[] robots;
    /** The arena's {@link io.github.retrokit.crobots.world.Quirks#scanWrap()}: the original's scan window. */
    private final boolean scanWrap;
    /** The last bearing and distance computed per target slot, keyed by the offset and sides it came from. */
    private final int[] seenDx = {Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
    private final int[] seenDy = new int[Arena.MAX_ROBOTS];
    private final int[] seenSides = new int[Arena.MAX_ROBOTS];
    private final int[] seenBearing = new int[Arena.MAX_ROBOTS];
    private final double[] seenRough = new double[Arena.MAX_ROBOTS];
    private final int[] seenOctant = new int[Arena.MAX_ROBOTS];
    private final long[] seenDistance = new long[Arena.MAX_ROBOTS];
    /** {@link #seenBearing} or {@link #seenDistance} not computed yet for the offset remembered. */
    private static final int UNKNOWN = Integer.MIN_VALUE;

    RobotIntrinsics(Arena arena, int slot) {
        this.arena = arena;
        this.slot = slot;
        this.me = arena.robots[slot];
        this.robots = arena.robots;
        this.scanWrap = arena.quirks.scanWrap();
    }

    @Override
    public Readings readings() {
        return me.readings;
    }

    @Override
    public long damage() {
        return me.readings.damage;
    }

    @Override
    public long speed() {
        return me.readings.speed;
    }

    @Override
    public long locX() {
        return me.readings.metreX;
    }

    @Override
    public long locY() {
        return me.readings.metreY;
    }

    @Override
    public long sqrt(long x) {
        return Trig.sqrt(x);
    }

    /** {@link Trig#sqrt} is the spec's: the VM computes it without calling. */
    @Override
    public boolean specSqrt() {
        return true;
    }

    @Override
    public long sin(long degree) {
        return Trig.sin(degree % 360);
    }

    @Override
    public long cos(long degree) {
        return Trig.cos(degree % 360);
    }

    @Override
    public long tan(long degree) {
        return Trig.tan(degree);
    }

    @Override
    public long atan(long ratio) {
        return Trig.atan(ratio);
    }

    /** Angle folding for scan, cannon and drive: absolute value, then {@code rem 360}. */
    static long foldAngle(long a) {
        long v = a < 0 ? -a : a;
        return v >= 360 ? v % 360 : v;
    }

    @Override
    public long rand(long limit) {
        return limit <= 0 ? 0 : arena.random.next() % limit;
    }

    @Override
    public long drive(long degree, long speed) {
        me.dSpeed = (int) Math.max(0, Math.min(100, speed));
        me.dHeading = (int) foldAngle(degree);
        return 1;
    }

    /** Fires if the cannon is loaded and a missile slot is free; a negative range fires nothing and returns 1. */
    @Override
    public long cannon(long degree, long range) {
        if (range > MIS_RANGE) {
            range = MIS_RANGE;
        } else if (range < 0) {
            return 1;
        }
        Robot r = me;
        if (r.reload > 0) {
            return 0;
        }
        for (int j = 0; j < Robot.MISSILES; j++) {
            Missile m = r.missiles[j];
            if (m.state == Missile.State.AVAIL) {
                r.reload = Arena.RELOAD;
                m.state = Missile.State.FLYING;
                arena.missilesInPlay |= 1 << Arena.missileBit(slot, j);
                m.begX = m.curX = r.x;
                m.begY = m.curY = r.y;
                m.head = (int) foldAngle(degree);
                m.rang = (int) range * CLICK;
                m.currDist = 0;
                m.count = Arena.EXP_COUNT;
                if (arena.recordsEvents()) {
                    arena.event(new ArenaEvent.Fired(slot, j, m.head, m.rang));
                }
                return 1;
            }
        }
        return 0;
    }

    @Override
    public long scan(long degreeArgument, long resolution) {
        long res = Math.max(0, Math.min(RES_LIMIT, resolution));
        long degree = foldAngle(degreeArgument);
        me.scan = (int) degree;
        long close = 0;
        // Trig.outsideOctant, its per-scan part hoisted: a degree outside 0..359 is never ruled out by it
        int twiceDegree = degree >= 0 && degree < 360 ? 2 * (int) degree : -1;
        int reach = Trig.OCTANT_REACH + 2 * (int) res;
        int myX = me.readings.metreX;
        int myY = me.readings.metreY;
        int meX = me.x;
        int meY = me.y;
        Robot[] rs = robots;
        for (int i = 0; i < Arena.MAX_ROBOTS; i++) {
            Robot t = rs[i];
            if (i == slot || !t.active) {
                continue;
            }
            int dx = myX - t.readings.metreX;
            int dy = myY - t.readings.metreY;
            int sides = (t.y > meY ? 1 : 0) | (t.y < meY ? 2 : 0) | (t.x > meX ? 4 : 0);
            if (dx != seenDx[i] || dy != seenDy[i] || sides != seenSides[i]) {
                remember(i, dx, dy, sides);
            }
            int bearing = seenBearing[i];
            if (bearing == UNKNOWN) {
                if (twiceDegree >= 0 && Trig.octantDistance(seenOctant[i], twiceDegree) > reach
                        || roughlyMissed(i, degree, res)) {
                    continue;
                }
                bearing = seenBearing[i] = Trig.bearing(dx, dy, (sides & 1) != 0, (sides & 2) != 0, (sides & 4) != 0);
            }
            if (scanWrap ? bearing - res <= degree && degree <= bearing + res : inCircleWindow(bearing, degree, res)) {
                long dist = seenDistance[i];
                if (dist == UNKNOWN) {
                    dist = seenDistance[i] = Trig.isqrt((long) dx * dx + (long) dy * dy);
                }
                if (dist < close || close == 0) {
                    close = dist;
                }
            }
        }
        return close;
    }

    /**
     * Remembers the offset to target slot {@code i}; its bearing and distance (pure functions of the offset
     * and the sides, so robots that stand still are not measured again at every scan) are computed when a
     * scan needs them: the exact bearing (StrictMath.atan) only when the scan window comes near the target's
     * eighth of the circle ({@link Trig#octant}, no division) and then within {@link Trig#ROUGH_MARGIN} degrees
     * of a rough bearing (computed at that first need), the distance only on a hit.
     */
    private void remember(int i, int dx, int dy, int sides) {
        seenDx[i] = dx;
        seenDy[i] = dy;
        seenSides[i] = sides;
        seenDistance[i] = UNKNOWN;
        if (dx == 0 || dx == -1) {
            seenBearing[i] = Trig.bearing(dx, dy, (sides & 1) != 0, (sides & 2) != 0, (sides & 4) != 0);
        } else {
            seenBearing[i] = UNKNOWN;
            seenOctant[i] = Trig.octant(dx, dy, (sides & 2) != 0, (sides & 4) != 0);
            seenRough[i] = Double.NaN;
        }
    }

    /** {@link Trig#surelyMissed} for target {@code i}, its rough bearing computed at the first need. */
    private boolean roughlyMissed(int i, long degree, long res) {
        double rough = seenRough[i];
        if (Double.isNaN(rough)) {
            int sides = seenSides[i];
            rough = seenRough[i] = Trig.roughBearing(seenDx[i], seenDy[i], (sides & 2) != 0, (sides & 4) != 0);
        }
        return Trig.surelyMissed(rough, degree, res);
    }

    /** The scan window without the original's wrap-around quirk: a circle distance of at most res. */
    private static boolean inCircleWindow(int d, long degree, long res) {
        if (degree < 0) {
            return false;
        }
        long diff = Math.abs(d - degree) % 360;
        return Math.min(diff, 360 - diff) <= res;
    }
}
