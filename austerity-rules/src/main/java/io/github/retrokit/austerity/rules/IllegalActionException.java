package io.github.retrokit.austerity.rules;

/** Thrown by {@link GameState#play} for an action {@link GameState#check} would reject. */
public final class IllegalActionException extends RuntimeException {

    private final transient Verdict.Illegal verdict;

    /** @param verdict why the action is illegal */
    public IllegalActionException(Verdict.Illegal verdict) {
        super(verdict.explanation(), null, false, false);
        this.verdict = verdict;
    }

    /**
     * Why the action is illegal.
     *
     * @return why the action is illegal
     */
    public Verdict.Illegal verdict() {
        return verdict;
    }
}
