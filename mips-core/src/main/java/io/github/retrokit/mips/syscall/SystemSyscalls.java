package io.github.retrokit.mips.syscall;

import io.github.retrokit.mips.cpu.ProgramExit;
import java.util.Map;

/** MARS's exit (10, 17), time (30), MIDI (31, 33), sleep (32) and random (40-44) services. */
final class SystemSyscalls implements Syscall {
    // One object per service number dispatching on it, not a lambda per service: the registry is built at
    // every start, and each lambda costs its bootstrap there (mips-core README, Start-up).
    private static final int[] NUMBERS = {10, 17, 30, 31, 33, 32, 40, 41, 42, 43, 44};
    private final int number;

    private SystemSyscalls(int number) {
        this.number = number;
    }

    static void register(Map<Integer, Syscall> map) {
        for (int number : NUMBERS) {
            map.put(number, new SystemSyscalls(number));
        }
    }

    @Override
    public void execute(SyscallContext c) {
        switch (number) {
            case 10 -> throw new ProgramExit(0);
            case 17 -> throw new ProgramExit(c.arg(0));
            case 30 -> {
                long now = c.currentTimeMillis();
                c.cpu().setGpr(4, (int) now);
                c.cpu().setGpr(5, (int) (now >>> 32));
            }
            case 31, 33 -> { }
            case 32 -> c.sleep(c.arg(0));
            case 40 -> c.seedRandom(c.arg(0), c.arg(1));
            case 41 -> c.cpu().setGpr(4, c.random(c.arg(0)).nextInt());
            case 42 -> randomBelow(c);
            case 43 -> c.cpu().setFpr(0, Float.floatToIntBits(c.random(c.arg(0)).nextFloat()));
            default -> { // 44
                long bits = Double.doubleToLongBits(c.random(c.arg(0)).nextDouble());
                c.cpu().setFpr(0, (int) bits);
                c.cpu().setFpr(1, (int) (bits >>> 32));
            }
        }
    }

    private static void randomBelow(SyscallContext c) {
        int bound = c.arg(1);
        if (bound <= 0) {
            throw c.error("Upper bound of range cannot be negative");
        }
        c.cpu().setGpr(4, c.random(c.arg(0)).nextInt(bound));
    }
}
