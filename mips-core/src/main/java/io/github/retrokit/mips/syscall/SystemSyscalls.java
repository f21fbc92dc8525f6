package io.github.retrokit.mips.syscall;

import io.github.retrokit.mips.cpu.ProgramExit;
import java.util.Map;

/** MARS's exit (10, 17), time (30), MIDI (31, 33), sleep (32) and random (40-44) services. */
final class SystemSyscalls {
    private SystemSyscalls() { }

    static void register(Map<Integer, Syscall> map) {
        map.put(10, c -> {
            throw new ProgramExit(0);
        });
        map.put(17, c -> {
            throw new ProgramExit(c.arg(0));
        });
        map.put(30, c -> {
            long now = c.currentTimeMillis();
            c.cpu().setGpr(4, (int) now);
            c.cpu().setGpr(5, (int) (now >>> 32));
        });
        map.put(31, c -> { });
        map.put(33, c -> { });
        map.put(32, c -> c.sleep(c.arg(0)));
        map.put(40, c -> c.seedRandom(c.arg(0), c.arg(1)));
        map.put(41, c -> c.cpu().setGpr(4, c.random(c.arg(0)).nextInt()));
        map.put(42, SystemSyscalls::randomBelow);
        map.put(43, c -> c.cpu().setFpr(0, Float.floatToIntBits(c.random(c.arg(0)).nextFloat())));
        map.put(44, c -> {
            long bits = Double.doubleToLongBits(c.random(c.arg(0)).nextDouble());
            c.cpu().setFpr(0, (int) bits);
            c.cpu().setFpr(1, (int) (bits >>> 32));
        });
    }

    private static void randomBelow(SyscallContext c) {
        int bound = c.arg(1);
        if (bound <= 0) {
            throw c.error("Upper bound of range cannot be negative");
        }
        c.cpu().setGpr(4, c.random(c.arg(0)).nextInt(bound));
    }
}
