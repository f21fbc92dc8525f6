package io.github.retrokit.austerity.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The module's name and exports are the documented ones: the API packages, plus {@code jnr} (not API: jnr-ffi's
 * generated libc binding, in an unnamed module, may only implement an interface of an exported package).
 */
class ModuleDescriptorTest {

    private static final String BASE = "io.github.retrokit.austerity.";

    @Test
    void theModuleExportsOnlyTheApiPackagesAndTheLibcBinding() throws IOException {
        ModuleDescriptor d;
        try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
            d = ModuleDescriptor.read(in);
        }
        assertEquals("io.github.retrokit.austerity", d.name());
        Set<String> exported = d.exports().stream().peek(e -> assertEquals(Set.of(), e.targets(), e.source()))
                .map(ModuleDescriptor.Exports::source).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(Set.of(BASE + "rules", BASE + "strategy", BASE + "game", BASE + "protocol",
                BASE + "hub", BASE + "player", BASE + "jnr")), exported);
        assertEquals(Set.of(), d.opens());
    }

    @Test
    void theInternalPackagesExistAndStayInternal() {
        for (String internal : new String[] {"cli", "posix", "state", "text"}) {
            assertTrue(Files.isDirectory(Path.of("target/classes/io/github/retrokit/austerity/" + internal)), internal);
        }
    }
}
