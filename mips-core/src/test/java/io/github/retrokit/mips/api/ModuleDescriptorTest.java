package io.github.retrokit.mips.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.run.Machine;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The module exports its API packages and nothing else, under its automatic module name. */
class ModuleDescriptorTest {
    private static final String PREFIX = "io.github.retrokit.mips.";

    private static Path classes() throws Exception {
        return Path.of(Machine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static ModuleDescriptor descriptor() throws Exception {
        try (InputStream in = Files.newInputStream(classes().resolve("module-info.class"))) {
            return ModuleDescriptor.read(in);
        }
    }

    @Test
    void isNamedAsTheAutomaticModuleNameWas() throws Exception {
        assertEquals("io.github.retrokit.mips", descriptor().name());
    }

    @Test
    void exportsOnlyTheApiPackagesUnqualified() throws Exception {
        Set<String> exported = descriptor().exports().stream()
                .peek(e -> assertTrue(!e.isQualified(), e + " is qualified"))
                .map(e -> e.source().substring(PREFIX.length()))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(Arrays.asList("asm", "debug", "device", "harness", "image", "run", "syscall")),
                exported);
    }

    @Test
    void keepsTheProcessorMemoryCommandLineAndBridgesInside() throws Exception {
        for (String inside : new String[] {"cpu", "memory", "cli", "internal"}) {
            assertTrue(Files.isDirectory(classes().resolve((PREFIX + inside).replace('.', '/'))),
                    inside + " is in the module");
            assertTrue(descriptor().exports().stream().noneMatch(e -> e.source().equals(PREFIX + inside)),
                    inside + " is not exported");
        }
    }

    @Test
    void requiresOnlySlf4jAsmAndTheJdksUnsafe() throws Exception {
        // jdk.unsupported: sun.misc.Unsafe for the translating tier's unchecked page words (cpu.PageWords)
        Set<String> required = descriptor().requires().stream().map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.equals("java.base")).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(Arrays.asList("jdk.unsupported", "org.objectweb.asm", "org.slf4j")), required);
    }

}
