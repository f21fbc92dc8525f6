package io.github.retrokit.austerity.strategy;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Supplier;

/**
 * Finds strategies by name: the built-ins {@code shenzi}, {@code banzai}, {@code ed}; then any
 * {@link StrategyProvider} on the class path; then a fully qualified class name implementing {@link Strategy}
 * with a public no-argument constructor.
 */
public final class Strategies {

    /** The built-in strategy names, in the course's order. */
    public static final List<String> BUILT_IN = List.of("shenzi", "banzai", "ed");

    private Strategies() {
    }

    /**
     * The built-in shenzi strategy.
     *
     * @return the built-in shenzi strategy
     */
    public static Strategy shenzi() {
        return new Shenzi();
    }

    /**
     * The built-in banzai strategy.
     *
     * @return the built-in banzai strategy
     */
    public static Strategy banzai() {
        return new Banzai();
    }

    /**
     * The built-in ed strategy.
     *
     * @return the built-in ed strategy
     */
    public static Strategy ed() {
        return new Ed();
    }

    /**
     * A new strategy named {@code name} (built-in, provider, or class name).
     *
     * @return the strategy, or empty when nothing of that name exists or the class cannot be instantiated
     * @param name a built-in name, a {@link StrategyProvider#name()}, or a class name
     */
    public static Optional<Strategy> create(String name) {
        return factory(name).map(Supplier::get);
    }

    /**
     * A factory making a new strategy named {@code name} per call (see {@link #create}).
     *
     * @param name a built-in name, a {@link StrategyProvider#name()}, or a class name
     * @return a factory making a new strategy named {@code name} per call (see {@link #create})
     */
    public static Optional<Supplier<Strategy>> factory(String name) {
        switch (name) {
            case "shenzi": return Optional.of(Shenzi::new);
            case "banzai": return Optional.of(Banzai::new);
            case "ed": return Optional.of(Ed::new);
            default: break;
        }
        for (StrategyProvider provider : ServiceLoader.load(StrategyProvider.class)) {
            if (provider.name().equals(name)) {
                return Optional.of(provider::create);
            }
        }
        return byClassName(name);
    }

    private static Optional<Supplier<Strategy>> byClassName(String name) {
        Class<?> type;
        try {
            type = Class.forName(name);
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
        if (!Strategy.class.isAssignableFrom(type)) {
            return Optional.empty();
        }
        try {
            var constructor = type.asSubclass(Strategy.class).getConstructor();
            constructor.newInstance();
            return Optional.of(() -> {
                try {
                    return constructor.newInstance();
                } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
                    throw new IllegalStateException("cannot create strategy " + name, e);
                }
            });
        } catch (ReflectiveOperationException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
