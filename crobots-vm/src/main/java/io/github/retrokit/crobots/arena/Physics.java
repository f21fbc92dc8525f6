package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.ArenaEvent;

/**
 * One arena's motion update: move_robots (crobots-behaviour.md §5: acceleration, the turn rule, position
 * from origin + range, robot and wall collisions) and move_miss / count_miss (§6: flight, explosion at the
 * unclamped point, damage by distance, the explosion countdown).
 */
final class Physics {

    private final Arena arena;
    private final Robot[] robots;

    Physics(Arena arena) {
        this.arena = arena;
        this.robots = arena.robots;
    }

    // ---- motion (§5) --------------------------------------------------------------------------------------

    /**
     * One motion update of every robot, in slot order. One loop with the advance written out (a call in
     * client-compiled code spills every live value), calls only for the rarer steps: a change of speed or
     * heading, a collision, a wall.
     */
    void moveRobots() {
        Robot[] rs = robots;
        int live = arena.live; // bit n: robot n active, kept as robots die in this loop (nothing else changes it here)
        for (int i = 0; i < Arena.MAX_ROBOTS; i++) {
            if ((live & 1 << i) == 0) {
                continue;
            }
            Robot r = rs[i];
            if (r.readings.damage >= 100) {
                killIfDestroyed(i);
                live = arena.live;
            }
            if (r.reload > 0) {
                r.reload--;
            }
            if (r.readings.speed != r.dSpeed) {
                accelerate(r);
            }
            if (r.heading != r.dHeading) {
                turn(r);
            }
            int speed = r.readings.speed;
            if (speed <= 0) {
                continue;
            }
            int range = r.range + FastDivision.div10(speed) * Arena.ROBOT_SPEED;
            r.range = range;
            int tenths = FastDivision.div10(range);
            int x = r.orgX + scaled(Trig.COS_OF_HEADING[r.heading], tenths);
            int y = r.orgY + scaled(Trig.SIN_OF_HEADING[r.heading], tenths);
            r.moveTo(x, y);
            for (int others = live & ~(1 << i), n = 0; others != 0; others >>>= 1, n++) {
                if ((others & 1) != 0) {
                    Robot other = rs[n];
                    if (Math.abs(x - other.x) < 10 && Math.abs(y - other.y) < 10) {
                        collide(i, n);
                    }
                }
            }
            if (x < 0 || x > Arena.FIELD || y < 0 || y > Arena.FIELD) {
                hitWalls(i, r);
            }
        }
    }

    private void collide(int i, int n) {
        stop(i, ArenaEvent.Cause.COLLISION);
        stop(n, ArenaEvent.Cause.COLLISION);
    }

    /** A robot beyond a wall put back inside: x first, then y, each a stop of its own (damage and all). */
    private void hitWalls(int i, Robot r) {
        int x = insideWalls(r.x);
        if (x != r.x) {
            r.moveTo(x, r.y);
            stop(i, ArenaEvent.Cause.WALL);
        }
        int y = insideWalls(r.y);
        if (y != r.y) {
            r.moveTo(r.x, y);
            stop(i, ArenaEvent.Cause.WALL);
        }
    }

    private static void accelerate(Robot r) {
        if (r.readings.speed == r.dSpeed) {
            return;
        }
        if (r.readings.speed > r.dSpeed) {
            r.accel -= Arena.ACCEL;
            if (r.accel < r.dSpeed) {
                r.readings.speed = r.accel = r.dSpeed;
            } else {
                r.readings.speed = r.accel;
            }
        } else {
            r.accel += Arena.ACCEL;
            if (r.accel > r.dSpeed) {
                r.readings.speed = r.accel = r.dSpeed;
            } else {
                r.readings.speed = r.accel;
            }
        }
    }

    private static void turn(Robot r) {
        if (r.heading == r.dHeading) {
            return;
        }
        if (r.readings.speed <= Arena.TURN_SPEED) {
            r.heading = r.dHeading;
            r.range = 0;
            r.orgX = r.x;
            r.orgY = r.y;
        } else {
            r.dSpeed = 0;
        }
    }

    /**
     * The original's {@code (int) ((lcos(h) * (dist div 10)) div 10000)}: the product is 64-bit and the division
     * truncates. Computed in int arithmetic whenever the product fits (|trig| is at most 100000, so always
     * unless the distance passes 214,730 clicks), since a long division is a call into the JVM's runtime in
     * client-compiled code; small enough (under 35 bytes of bytecode) for the client compiler to inline.
     */
    static int offset(int trig, int distance) {
        return scaled(trig, FastDivision.div10(distance));
    }

    /** {@link #offset} of a distance already divided by 10 ({@code tenths}). */
    private static int scaled(int trig, int tenths) {
        return tenths < 21474 && tenths > -21474 ? FastDivision.div10000(trig * tenths) : wideOffset(trig, tenths);
    }

    private static int wideOffset(int trig, int d) {
        return (int) ((long) trig * d / 10000);
    }

    /** A coordinate put back inside the walls: below 0 is 0, above 10000 is 9999 (10000 itself is inside). */
    private static int insideWalls(int v) {
        return v < 0 ? 0 : v > Arena.FIELD ? Arena.FIELD - 1 : v;
    }

    private void stop(int slot, ArenaEvent.Cause cause) {
        Robot r = robots[slot];
        r.readings.speed = r.dSpeed = 0;
        if (!arena.quirks.collisionAccel()) {
            r.accel = 0;
        }
        arena.hurt(slot, Arena.COLLISION_DAMAGE, cause);
    }

    private void killIfDestroyed(int slot) {
        Robot r = robots[slot];
        if (r.readings.damage >= 100) {
            r.readings.damage = 100;
            if (r.active() && arena.recordsEvents()) {
                arena.event(new ArenaEvent.Died(slot));
            }
            r.setActive(false);
        }
    }

    // ---- missiles (§6) ------------------------------------------------------------------------------------

    void moveMissiles() {
        moveMissiles(0);
    }

    /**
     * move_miss, then (for {@code countSlots} > 0) count_miss over slots 0..countSlots-1, in one pass: a
     * missile's countdown reads and writes only that missile and the in-play count, which no flight reads.
     */
    void moveMissiles(int countSlots) {
        // A missile's bit changes only while that missile is processed, so one look before the pass is enough.
        int inPlay = arena.missilesInPlay;
        Robot[] rs = robots;
        for (int r = 0; r < Arena.MAX_ROBOTS; r++) {
            Robot robot = rs[r];
            int damage = robot.readings.damage;
            if (damage >= 100 && (robot.active() || damage != 100)) { // else killIfDestroyed does nothing
                killIfDestroyed(r);
            }
            int mine = inPlay >>> Arena.missileBit(r, 0);
            if ((mine & Arena.ONE_ROBOTS_MISSILES) != 0) {
                Missile[] missiles = robot.missiles;
                for (int j = 0; j < Robot.MISSILES; j++) {
                    if ((mine >>> j & 1) == 0) {
                        continue;
                    }
                    Missile m = missiles[j];
                    Missile.State state = m.state;
                    if (state == Missile.State.FLYING) {
                        fly(r, j, m);
                        state = m.state;
                    }
                    if (state == Missile.State.EXPLODING && r < countSlots) {
                        if (m.count > 0) {
                            m.count--;
                        } else {
                            release(r, j, m);
                        }
                    }
                }
            }
        }
    }

    private void fly(int owner, int slot, Missile m) {
        m.currDist += Arena.MIS_SPEED;
        if (m.currDist > m.rang) {
            m.currDist = m.rang;
        }
        m.curX = m.begX + offset(Trig.COS_OF_HEADING[m.head], m.currDist);
        m.curY = m.begY + offset(Trig.SIN_OF_HEADING[m.head], m.currDist);
        if (m.curX < 0 || m.curX >= Arena.FIELD || m.curY < 0 || m.curY > Arena.FIELD || m.currDist == m.rang) {
            m.state = Missile.State.EXPLODING;
            if (arena.recordsEvents()) {
                arena.event(new ArenaEvent.Exploded(owner, slot, m.curX, m.curY));
            }
            explode(m);
        }
    }

    private void explode(Missile m) {
        for (int n = 0; n < Arena.MAX_ROBOTS; n++) {
            if ((arena.live >>> n & 1) == 0) {
                continue;
            }
            Robot target = robots[n];
            long dx = (target.x - m.curX) / 10;
            long dy = (target.y - m.curY) / 10;
            long d = Trig.isqrt(dx * dx + dy * dy);
            int amount = d < 5 ? 10 : d < 20 ? 5 : d < 40 ? 3 : 0;
            if (amount > 0) {
                arena.hurt(n, amount, ArenaEvent.Cause.MISSILE);
            }
            if (target.readings.damage >= 100) {
                killIfDestroyed(n);
            }
        }
    }

    void countMissiles(int slotsInUse) {
        if (arena.missilesInPlay == 0) {
            return;
        }
        for (int r = 0; r < slotsInUse; r++) {
            Missile[] missiles = robots[r].missiles;
            for (int j = 0; j < Robot.MISSILES; j++) {
                if (missiles[j].state == Missile.State.EXPLODING) {
                    countDown(r, j, missiles[j]);
                }
            }
        }
    }

    /** One step of an explosion's countdown; at its end the missile slot is free again. */
    private void countDown(int robot, int slot, Missile m) {
        if (m.count > 0) {
            m.count--;
        } else {
            release(robot, slot, m);
        }
    }

    /** The end of an explosion: missile slot {@code slot} of robot {@code robot} is free again. */
    private void release(int robot, int slot, Missile m) {
        m.state = Missile.State.AVAIL;
        arena.missilesInPlay &= ~(1 << Arena.missileBit(robot, slot));
    }
}
