package io.github.retrokit.crobots.arena;

/** The thirteen intrinsics of crobots-behaviour.md §7, operating on one arena. */
final class IntrinsicCalls {

    private static final int MIS_RANGE = 700;
    private static final int RES_LIMIT = 10;
    private static final int CLICK = 10;

    private final Arena arena;

    IntrinsicCalls(Arena arena) {
        this.arena = arena;
    }

    void call(int slot, Intrinsic f, OperandStack s) {
        Robot r = arena.robots[slot];
        switch (f) {
            case SCAN -> scan(slot, s);
            case CANNON -> cannon(slot, s);
            case DRIVE -> drive(r, s);
            case DAMAGE -> s.push(r.damage);
            case SPEED -> s.push(r.speed);
            case LOC_X -> s.push(r.x / CLICK);
            case LOC_Y -> s.push(r.y / CLICK);
            case RAND -> rand(s);
            case SIN -> s.push(Trig.sin(s.pop() % 360));
            case COS -> s.push(Trig.cos(s.pop() % 360));
            case TAN -> s.push(Trig.tan(s.pop()));
            case ATAN -> s.push(Trig.atan(s.pop()));
            case SQRT -> s.push(Trig.sqrt(s.pop()));
            default -> throw new AssertionError(f);
        }
    }

    /** Angle folding for scan, cannon and drive: absolute value, then {@code rem 360}. */
    static long foldAngle(long a) {
        long v = a < 0 ? -a : a;
        return v >= 360 ? v % 360 : v;
    }

    private void rand(OperandStack s) {
        long limit = s.pop();
        s.push(limit <= 0 ? 0 : arena.random.next() % limit);
    }

    private static void drive(Robot r, OperandStack s) {
        long speed = Math.max(0, Math.min(100, s.pop()));
        long degree = foldAngle(s.pop());
        r.dHeading = (int) degree;
        r.dSpeed = (int) speed;
        s.push(1);
    }

    private void cannon(int slot, OperandStack s) {
        long range = s.pop();
        if (range > MIS_RANGE) {
            range = MIS_RANGE;
        } else if (range < 0) {
            s.push(1);
            return;
        }
        long degree = foldAngle(s.pop());
        Robot r = arena.robots[slot];
        if (r.reload > 0) {
            s.push(0);
            return;
        }
        for (int j = 0; j < Robot.MISSILES; j++) {
            Missile m = r.missiles[j];
            if (m.state == Missile.State.AVAIL) {
                r.reload = Arena.RELOAD;
                m.state = Missile.State.FLYING;
                m.begX = m.curX = r.x;
                m.begY = m.curY = r.y;
                m.head = (int) degree;
                m.rang = (int) range * CLICK;
                m.currDist = 0;
                m.count = Arena.EXP_COUNT;
                arena.events.add(new ArenaEvent.Fired(slot, j, m.head, m.rang));
                s.push(1);
                return;
            }
        }
        s.push(0);
    }

    private void scan(int slot, OperandStack s) {
        long res = Math.max(0, Math.min(RES_LIMIT, s.pop()));
        long degree = foldAngle(s.pop());
        Robot me = arena.robots[slot];
        me.scan = (int) degree;
        long close = 0;
        for (int i = 0; i < Arena.MAX_ROBOTS; i++) {
            Robot t = arena.robots[i];
            if (i == slot || !t.active) {
                continue;
            }
            int dx = me.x / CLICK - t.x / CLICK;
            int dy = me.y / CLICK - t.y / CLICK;
            int d = Trig.bearing(dx, dy, t.y > me.y, t.y < me.y, t.x > me.x);
            if (inWindow(d, degree, res)) {
                long dist = Trig.isqrt((long) dx * dx + (long) dy * dy);
                if (dist < close || close == 0) {
                    close = dist;
                }
            }
        }
        s.push(close);
    }

    private boolean inWindow(int d, long degree, long res) {
        if (arena.quirks.scanWrap()) {
            return d - res <= degree && degree <= d + res;
        }
        if (degree < 0) {
            return false;
        }
        long diff = Math.abs(d - degree) % 360;
        return Math.min(diff, 360 - diff) <= res;
    }
}
