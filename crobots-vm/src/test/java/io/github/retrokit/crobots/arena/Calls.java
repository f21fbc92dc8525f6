package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.vm.Intrinsic;
import io.github.retrokit.crobots.vm.Intrinsics;

/** Calls an intrinsic by its VM identity with raw arguments, as a robot's FCALL would. */
final class Calls {

    private Calls() {
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
