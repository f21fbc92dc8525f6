package io.github.retrokit.benchmarks;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/** The JMH annotation processor ran and every listed benchmark points at a loadable method. */
class BenchmarkListTest {

    private static List<BenchmarkListEntry> entries() throws IOException {
        InputStream in = BenchmarkListTest.class.getResourceAsStream("/" + BenchmarkList.BENCHMARK_LIST.substring(1));
        assertNotNull(in, "META-INF/BenchmarkList was not generated: is the JMH annotation processor wired?");
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return reader.lines().filter(line -> !line.isBlank())
                    .map(BenchmarkListEntry::new).collect(Collectors.toList());
        }
    }

    @Test
    void baselineIsListed() throws IOException {
        List<String> names = entries().stream().map(BenchmarkListEntry::getUsername).collect(Collectors.toList());
        assertTrue(names.contains(Baseline.class.getName() + ".empty"), names.toString());
        assertTrue(names.contains(Baseline.class.getName() + ".sinkOneInt"), names.toString());
    }

    @Test
    void everyListedBenchmarkResolvesToAPublicMethod() throws Exception {
        List<BenchmarkListEntry> all = entries();
        assertFalse(all.isEmpty());
        for (BenchmarkListEntry entry : all) {
            String user = entry.getUsername();
            int dot = user.lastIndexOf('.');
            Class<?> type = Class.forName(user.substring(0, dot));
            String method = user.substring(dot + 1);
            boolean found = false;
            for (var m : type.getMethods()) {
                found |= m.getName().equals(method);
            }
            assertTrue(found, user + " is listed but has no public method");
        }
    }
}
