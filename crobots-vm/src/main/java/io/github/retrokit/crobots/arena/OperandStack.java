package io.github.retrokit.crobots.arena;

/** The calling robot's VM stack as an intrinsic sees it: arguments are popped last first, one result pushed. */
public interface OperandStack {

    long pop();

    void push(long value);
}
