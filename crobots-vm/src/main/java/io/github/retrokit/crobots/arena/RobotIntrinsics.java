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
        int res = (int) Math.max(0, Math.min(RES_LIMIT, resolution));
        long degree = foldAngle(degreeArgument);
        me.scan = (int) degree;
        if (!scanWrap || degree < 0) { // without the original's window, or Long.MIN_VALUE (no bearing reaches it)
            return scanCircle(degree, res);
        }
        int low = (int) degree - res;
        int high = (int) degree + res;
        int from = low - ScanThresholds.FIRST;
        int to = high + 1 - ScanThresholds.FIRST;
        float[] lowest = ScanThresholds.LOWEST;
        long close = 0;
        int myX = me.readings.metreX;
        int myY = me.readings.metreY;
        int meX = me.x;
        int meY = me.y;
        Robot[] rs = robots;
        int others = arena.live & ~(1 << slot);
        for (int i = 0; others != 0; i++, others >>>= 1) {
            if ((others & 1) == 0) {
                continue;
            }
            Robot t = rs[i];
            int dx = myX - t.readings.metreX;
            int dy = myY - t.readings.metreY;
            boolean hit;
            if (dx == 0 || dx == -1) {
                int bearing = t.y > meY ? 90 : 270;
                hit = low <= bearing && bearing <= high;
            } else if (dx >= -ScanThresholds.REACH && dx <= ScanThresholds.REACH
                    && dy >= -ScanThresholds.REACH && dy <= ScanThresholds.REACH) {
                float q = (float) dy / (float) dx;
                int row = ScanThresholds.row(t.y < meY, t.x > meX);
                hit = q >= lowest[row + from] && q < lowest[row + to];
            } else {
                int bearing = Trig.bearing(dx, dy, t.y > meY, t.y < meY, t.x > meX);
                hit = low <= bearing && bearing <= high;
            }
            if (hit) {
                long dist = Trig.isqrt((long) dx * dx + (long) dy * dy);
                if (dist < close || close == 0) {
                    close = dist;
                }
            }
        }
        return close;
    }

    /**
     * Scan with the window of {@link #inCircleWindow} (the {@code scanWrap} quirk off), or the original's for a
     * degree outside 0..359, which sees nothing: the exact bearing of every target.
     */
    private long scanCircle(long degree, long res) {
        long close = 0;
        for (int i = 0; i < Arena.MAX_ROBOTS; i++) {
            Robot t = robots[i];
            if (i == slot || !t.active()) {
                continue;
            }
            int dx = me.readings.metreX - t.readings.metreX;
            int dy = me.readings.metreY - t.readings.metreY;
            int bearing = Trig.bearing(dx, dy, t.y > me.y, t.y < me.y, t.x > me.x);
            if (scanWrap ? bearing - res <= degree && degree <= bearing + res : inCircleWindow(bearing, degree, res)) {
                long dist = Trig.isqrt((long) dx * dx + (long) dy * dy);
                if (dist < close || close == 0) {
                    close = dist;
                }
            }
        }
        return close;
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
