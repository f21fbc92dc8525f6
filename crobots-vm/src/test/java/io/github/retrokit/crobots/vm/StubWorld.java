package io.github.retrokit.crobots.vm;

import java.util.ArrayList;
import java.util.List;

/** A test world: records every intrinsic call as {@code name(args)} and answers with simple fixed rules. */
public final class StubWorld implements Intrinsics {
    public final List<String> calls = new ArrayList<>();
    public long damage;
    public long scanResult = 0;

    private long record(String name, long result, long... args) {
        StringBuilder b = new StringBuilder(name).append('(');
        for (int i = 0; i < args.length; i++) {
            b.append(i > 0 ? "," : "").append(args[i]);
        }
        calls.add(b.append(')').toString());
        return result;
    }

    @Override
    public long scan(long degree, long resolution) {
        return record("scan", scanResult, degree, resolution);
    }

    @Override
    public long cannon(long degree, long range) {
        return record("cannon", 1, degree, range);
    }

    @Override
    public long drive(long degree, long speed) {
        return record("drive", 1, degree, speed);
    }

    @Override
    public long damage() {
        return record("damage", damage);
    }

    @Override
    public long speed() {
        return record("speed", 50);
    }

    @Override
    public long locX() {
        return record("loc_x", 123);
    }

    @Override
    public long locY() {
        return record("loc_y", 456);
    }

    @Override
    public long rand(long limit) {
        return record("rand", limit <= 0 ? 0 : limit - 1, limit);
    }

    @Override
    public long sqrt(long x) {
        return record("sqrt", (long) Math.sqrt(Math.abs((double) x)), x);
    }

    @Override
    public long sin(long degree) {
        return record("sin", degree * 10, degree);
    }

    @Override
    public long cos(long degree) {
        return record("cos", degree * 20, degree);
    }

    @Override
    public long tan(long degree) {
        return record("tan", degree * 30, degree);
    }

    @Override
    public long atan(long ratio) {
        return record("atan", ratio / 1000, ratio);
    }
}
