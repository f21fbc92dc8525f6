package io.github.retrokit.benchmarks.mips;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.ProgramImage;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every suite program runs to the checksum and instruction count MARS 4.5 printed for it at a small
 * size ({@code java -jar Mars4_5.jar nc ic} on the program as {@link MipsSuite#source} builds it), under
 * the interpreter and under the translating tier. A correctness check of the benchmarks, not a timing.
 */
class MipsSuiteTest {

    static Stream<Arguments> marsRuns() {
        return Stream.of(
                Arguments.of("fib", 1, 75_026, 2_670_643),
                Arguments.of("sieve", 1, 6543, 1_211_613),
                Arguments.of("sort", 1, -1_233_899_983, 2_023_152),
                Arguments.of("collatz", 1, 1_834_634, 15_994_377),
                Arguments.of("strings", 5, 511_720_200, 511_507),
                Arguments.of("double", 100, 491_276, 606_223));
    }

    @ParameterizedTest(name = "{0}, size {1}: interpreter")
    @MethodSource("marsRuns")
    void interpreterPrintsMarsChecksum(String program, int size, int checksum, long marsCount) throws AssemblyException {
        assertMarsOutcome(program, size, checksum, marsCount, false);
    }

    @ParameterizedTest(name = "{0}, size {1}: translating tier")
    @MethodSource("marsRuns")
    void translatingTierPrintsMarsChecksum(String program, int size, int checksum, long marsCount) throws AssemblyException {
        assertMarsOutcome(program, size, checksum, marsCount, true);
    }

    private static void assertMarsOutcome(String program, int size, int checksum, long marsCount, boolean translation)
            throws AssemblyException {
        ProgramImage image = MipsSuite.assemble(program, size);
        assertEquals(new MipsSuite.Outcome(checksum, marsCount), MipsSuite.run(image, translation));
    }
}
