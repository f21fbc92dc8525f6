package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.arena.Trig;
import java.util.ArrayList;
import java.util.List;

/**
 * A test world: records every intrinsic call as {@code name(args)} and answers with simple fixed rules; or,
 * after {@link #answerReadingsFromFields}, answers damage, speed, loc_x and loc_y from {@link #readingValues}
 * without recording them, as the arena's world does.
 */
public final class StubWorld implements Intrinsics {
    public final List<String> calls = new ArrayList<>();
    public long damage;
    public long scanResult = 0;
    /** What damage, speed, loc_x and loc_y answer after {@link #answerReadingsFromFields}. */
    public final Readings readingValues = new Readings();
    /** Calls of damage, speed, loc_x and loc_y answered from {@link #readingValues}. */
    public int fieldReads;
    private boolean fromFields;
    private boolean offered;
    /** Calls of sqrt answered by the arena's {@link Trig#sqrt} after {@link #answerSqrtAsTheArena}. */
    public int sqrtAnswers;
    private boolean sqrtAsTheArena;
    private boolean sqrtOffered;

    /**
     * From now on sqrt answers the arena's {@link Trig#sqrt} unrecorded; with {@code offer}, {@link #specSqrt()}
     * is true, and batches compute sqrt without calling.
     */
    public StubWorld answerSqrtAsTheArena(boolean offer) {
        sqrtAsTheArena = true;
        sqrtOffered = offer;
        return this;
    }

    @Override
    public boolean specSqrt() {
        return sqrtOffered;
    }

    /**
     * From now on damage, speed, loc_x and loc_y answer {@link #readingValues} unrecorded; with {@code offer},
     * {@link #readings()} offers those fields to batches, which then read them without calling.
     */
    public StubWorld answerReadingsFromFields(boolean offer) {
        fromFields = true;
        offered = offer;
        return this;
    }

    @Override
    public Readings readings() {
        return offered ? readingValues : null;
    }

    private long read(int value) {
        fieldReads++;
        return value;
    }

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
        return fromFields ? read(readingValues.damage) : record("damage", damage);
    }

    @Override
    public long speed() {
        return fromFields ? read(readingValues.speed) : record("speed", 50);
    }

    @Override
    public long locX() {
        return fromFields ? read(readingValues.metreX) : record("loc_x", 123);
    }

    @Override
    public long locY() {
        return fromFields ? read(readingValues.metreY) : record("loc_y", 456);
    }

    @Override
    public long rand(long limit) {
        return record("rand", limit <= 0 ? 0 : limit - 1, limit);
    }

    @Override
    public long sqrt(long x) {
        if (sqrtAsTheArena) {
            sqrtAnswers++;
            return Trig.sqrt(x);
        }
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
