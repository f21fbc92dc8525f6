package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.Quirks;
import io.github.retrokit.crobots.vm.Intrinsic;
import io.github.retrokit.crobots.vm.Intrinsics;

/** Calls an intrinsic by its VM identity with raw arguments, as a robot's FCALL would; small arena fixtures. */
final class Calls {

    private Calls() {
    }

    /** A classic arena in a 2-robot match with robot 0 at (x0, y0) and robot 1 at (x1, y1), in clicks. */
    static Arena twoRobots(int x0, int y0, int x1, int y1) {
        Arena a = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
        a.startMatch(2);
        a.place(0, x0, y0);
        a.place(1, x1, y1);
        return a;
    }

    static long call(Arena arena, int slot, Intrinsic f, long... a) {
        Intrinsics w = arena.intrinsics(slot);
        return switch (f) {
            case SCAN -> w.scan(a[0], a[1]);
            case CANNON -> w.cannon(a[0], a[1]);
            case DRIVE -> w.drive(a[0], a[1]);
            case DAMAGE -> w.damage();
            case SPEED -> w.speed();
            case LOC_X -> w.locX();
            case LOC_Y -> w.locY();
            case RAND -> w.rand(a[0]);
            case SQRT -> w.sqrt(a[0]);
            case SIN -> w.sin(a[0]);
            case COS -> w.cos(a[0]);
            case TAN -> w.tan(a[0]);
            case ATAN -> w.atan(a[0]);
        };
    }
}
