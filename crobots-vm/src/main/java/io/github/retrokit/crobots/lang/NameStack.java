package io.github.retrokit.crobots.lang;

/**
 * One of the original's two stacks of names (call names pushed at a call's parenthesis, assignment targets
 * at the operator), 63 deep. A push onto a full stack is refused (the original prints {@code **stackid**});
 * a pop from an empty one (which follows) gives the bottom entry (the original prints {@code **popid**}).
 */
final class NameStack {
    /** Names the stack holds. */
    static final int CAPACITY = 63;

    private final String[] names = new String[CAPACITY];
    private int size;

    /** False, and nothing pushed, when the stack is full. */
    boolean push(String name) {
        if (size == CAPACITY) {
            return false;
        }
        names[size++] = name;
        return true;
    }

    /** The top name, removed; {@code null} when the stack is empty. */
    String pop() {
        return size == 0 ? null : names[--size];
    }

    /** What a pop from the empty stack reads: the entry at the bottom (the last name popped from there). */
    String bottom() {
        return names[0] == null ? "" : names[0];
    }
}
