package io.github.retrokit.austerity.strategy;

import java.util.Objects;

/** No strategy could be made for a name: why, in a message that names it (see {@link Strategies#find}). */
public final class StrategyLookupException extends Exception {
    private static final long serialVersionUID = 1L;

    /** Why a name gave no strategy. */
    public enum Reason {
        /** No built-in, no {@link StrategyProvider} and no class has that name. */
        NOT_FOUND,
        /** A class has that name but cannot be loaded (a missing dependency, a bad class file, a failing static initialiser). */
        NOT_LOADABLE,
        /** The class does not implement {@link Strategy}. */
        NOT_A_STRATEGY,
        /** The class is abstract, an interface, or has no public no-argument constructor. */
        NOT_INSTANTIABLE,
        /** The class's public no-argument constructor threw. */
        CONSTRUCTOR_FAILED
    }

    /** Why. */
    private final Reason reason;
    /** The name looked up. */
    private final String name;

    /**
     * A failed lookup.
     *
     * @param name the name looked up
     * @param reason why it gave no strategy
     * @param message the explanation, naming the name and the class
     * @param cause what the class loader or the constructor threw, or null
     */
    public StrategyLookupException(String name, Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.name = Objects.requireNonNull(name, "name");
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    /**
     * Why the name gave no strategy.
     *
     * @return the reason
     */
    public Reason reason() {
        return reason;
    }

    /**
     * The name looked up.
     *
     * @return the name
     */
    public String name() {
        return name;
    }
}
