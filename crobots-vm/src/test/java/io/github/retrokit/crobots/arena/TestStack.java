package io.github.retrokit.crobots.arena;

import java.util.ArrayDeque;
import java.util.Deque;

/** A plain operand stack for calling intrinsics directly in tests. */
final class TestStack implements OperandStack {

    private final Deque<Long> values = new ArrayDeque<>();

    static TestStack of(long... args) {
        TestStack s = new TestStack();
        for (long a : args) {
            s.push(a);
        }
        return s;
    }

    @Override
    public long pop() {
        return values.pop();
    }

    @Override
    public void push(long value) {
        values.push(value);
    }

    int size() {
        return values.size();
    }

    /** Calls {@code f} for robot {@code slot} with the given arguments and returns its single result. */
    static long call(Arena arena, int slot, Intrinsic f, long... args) {
        TestStack s = of(args);
        arena.call(slot, f, s);
        return s.pop();
    }
}
