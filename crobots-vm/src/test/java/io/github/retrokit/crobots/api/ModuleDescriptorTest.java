package io.github.retrokit.crobots.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The module's name and exports are the documented ones: the API packages and nothing else. */
class ModuleDescriptorTest {

    private static final String BASE = "io.github.retrokit.crobots.";

    @Test
    void theModuleExportsOnlyTheApiPackages() throws IOException {
        ModuleDescriptor d;
        try (InputStream in = Files.newInputStream(Path.of("target/classes/module-info.class"))) {
            d = ModuleDescriptor.read(in);
        }
        assertEquals("io.github.retrokit.crobots", d.name());
        Set<String> exported = d.exports().stream().peek(e -> assertEquals(Set.of(), e.targets(), e.source()))
                .map(ModuleDescriptor.Exports::source).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(Set.of(BASE + "codegen", BASE + "match", BASE + "program", BASE + "view",
                BASE + "world")), exported);
    }

    @Test
    void theInternalPackagesExistAndStayInternal() {
        for (String internal : new String[] {"arena", "cli", "lang", "vm"}) {
            assertEquals(true, Files.isDirectory(Path.of("target/classes/io/github/retrokit/crobots/" + internal)),
                    internal);
        }
    }
}
