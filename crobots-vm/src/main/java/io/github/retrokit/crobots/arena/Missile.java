package io.github.retrokit.crobots.arena;

/** One missile slot: flying, exploding (an explosion counting down) or available. Units as in {@link Robot}. */
public final class Missile {

    /** The original's missile states. */
    public enum State { AVAIL, FLYING, EXPLODING }

    State state = State.AVAIL;
    int begX;
    int begY;
    int curX;
    int curY;
    int head;
    int rang;
    int currDist;
    int count;

    public State state() {
        return state;
    }

    public int x() {
        return curX;
    }

    public int y() {
        return curY;
    }

    public int heading() {
        return head;
    }

    /** Range in clicks. */
    public int range() {
        return rang;
    }

    public int distance() {
        return currDist;
    }

    public int count() {
        return count;
    }
}
