package io.github.retrokit.austerity.strategy;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
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
     * @param name a built-in name, a {@link StrategyProvider#name()}, or a class name
     * @return the strategy, or empty when nothing of that name exists or the class cannot be instantiated
     */
    public static Optional<Strategy> create(String name) {
        return factory(name).map(Supplier::get);
    }

    /**
     * A factory making a new strategy named {@code name} per call (see {@link #find}), with this library's class
     * loader.
     *
     * @param name a built-in name, a {@link StrategyProvider#name()}, or a class name
     * @return the factory, or empty when {@link #find} fails
     */
    public static Optional<Supplier<Strategy>> factory(String name) {
        try {
            return Optional.of(find(name, Strategies.class.getClassLoader()));
        } catch (StrategyLookupException e) {
            return Optional.empty();
        }
    }

    /**
     * A factory making a new strategy named {@code name} per call: a built-in ({@link #BUILT_IN}); else a
     * {@link StrategyProvider} of that name found through {@link ServiceLoader} with {@code loader}; else the class of
     * that name loaded by {@code loader}, which must implement {@link Strategy} and have a public no-argument
     * constructor (called once here, so that a constructor that throws is reported now).
     *
     * @param name a built-in name, a provider name, or a fully qualified class name
     * @param loader where providers and classes are looked up
     * @return the factory
     * @throws StrategyLookupException when none of these gives a strategy, with the reason and the built-in names
     */
    public static Supplier<Strategy> find(String name, ClassLoader loader) throws StrategyLookupException {
        switch (name) {
            case "shenzi": return Shenzi::new;
            case "banzai": return Banzai::new;
            case "ed": return Ed::new;
            default: break;
        }
        for (StrategyProvider provider : ServiceLoader.load(StrategyProvider.class, loader)) {
            if (provider.name().equals(name)) {
                return provider::create;
            }
        }
        return byClassName(name, loader);
    }

    private static Supplier<Strategy> byClassName(String name, ClassLoader loader) throws StrategyLookupException {
        Class<?> type;
        try {
            type = Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            throw rejected(name, StrategyLookupException.Reason.NOT_FOUND, "unknown strategy '" + name
                    + "': no built-in strategy, StrategyProvider or class of that name on the class path", null);
        } catch (LinkageError e) {
            throw rejected(name, StrategyLookupException.Reason.NOT_LOADABLE, "class " + name + " cannot be loaded: " + e, e);
        }
        if (!Strategy.class.isAssignableFrom(type)) {
            throw rejected(name, StrategyLookupException.Reason.NOT_A_STRATEGY,
                    "class " + name + " does not implement " + Strategy.class.getName(), null);
        }
        Constructor<? extends Strategy> constructor;
        try {
            constructor = type.asSubclass(Strategy.class).getConstructor();
        } catch (NoSuchMethodException e) {
            throw rejected(name, StrategyLookupException.Reason.NOT_INSTANTIABLE,
                    "class " + name + " has no public no-argument constructor", null);
        } catch (LinkageError | SecurityException e) {
            throw rejected(name, StrategyLookupException.Reason.NOT_LOADABLE, "class " + name + " cannot be loaded: " + e, e);
        }
        if (Modifier.isAbstract(type.getModifiers())) {
            throw rejected(name, StrategyLookupException.Reason.NOT_INSTANTIABLE, "class " + name + " is abstract", null);
        }
        Supplier<Strategy> factory = () -> {
            try {
                return constructor.newInstance();
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("the constructor of " + name + " threw " + e.getCause(), e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot create strategy " + name + ": " + e, e);
            }
        };
        try {
            factory.get();
        } catch (IllegalStateException | LinkageError e) {
            throw rejected(name, StrategyLookupException.Reason.CONSTRUCTOR_FAILED,
                    e instanceof IllegalStateException ? e.getMessage() : "class " + name + " cannot be loaded: " + e, e);
        }
        return factory;
    }

    private static StrategyLookupException rejected(String name, StrategyLookupException.Reason reason, String why,
                                                    Throwable cause) {
        return new StrategyLookupException(name, reason, why + " (built in: " + String.join(", ", BUILT_IN) + ")", cause);
    }
}
