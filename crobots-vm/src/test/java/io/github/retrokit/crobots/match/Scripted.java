package io.github.retrokit.crobots.match;

import io.github.retrokit.crobots.arena.RobotCpu;
import io.github.retrokit.crobots.vm.Intrinsics;
import java.util.function.BiConsumer;

/** Test robots without a compiler: each instruction runs a small Java script against the robot's intrinsics. */
final class Scripted {

    private Scripted() {
    }

    /** A contestant whose every instruction runs {@code script(intrinsics, instructionNumber)}. */
    static Contestant robot(String name, BiConsumer<Intrinsics, Long> script) {
        return Contestant.withCpu(name, (arena, slot) -> new RobotCpu() {
            private long n;

            @Override
            public void step() {
                script.accept(arena.intrinsics(slot), n++);
            }

            @Override
            public void restart() {
                n = 0;
            }
        });
    }

    static Contestant idle(String name) {
        return robot(name, (w, n) -> {
        });
    }

    /** Drives at random, scans a random direction and fires at whatever it sees. */
    static Contestant wanderer(String name) {
        return robot(name, (w, n) -> {
            if (n % 600 == 0) {
                w.drive(w.rand(360), 70);
            }
            if (n % 7 == 0) {
                long dir = w.rand(360);
                long range = w.scan(dir, 10);
                if (range > 0) {
                    w.cannon(dir, range);
                }
            }
        });
    }
}
