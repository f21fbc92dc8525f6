package io.github.retrokit.mips.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.CallCommand;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code mips call}: golden reports and exit statuses. Runs in the module directory (Maven's default). */
class CallCommandTest {
    static final String DIR = "src/test/resources/harness/";
    static final String FIXTURE = DIR + "conventions.asm";

    record Outcome(int status, String out, String err) {
    }

    static Outcome run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = CallCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0} -> status {2}")
    @CsvSource(delimiter = '|', value = {
        "clobbers_s0.txt    | --label clobbers_s0 --args 9 --random-fill 11 | 1",
        "stores_global.txt  | --label stores_global --args 0x1234             | 1",
        "stores_global.json | --label stores_global --args 0x1234 --json      | 1",
        "overflows.txt      | --label overflows                              | 4",
    })
    void reportsMatchTheGoldenFiles(String golden, String options, int status) {
        Outcome o = run((FIXTURE + " " + options).split(" "));
        assertEquals(CallHarnessTest.resource(golden), o.out());
        assertEquals(status, o.status());
        assertEquals("", o.err());
    }

    static Stream<Arguments> outcomes() {
        return Stream.of(
            Arguments.of("--label sum6 --args 1,2,3,4,5,6 --random-fill 3", 0, "OK: returned"),
            Arguments.of("--label stores_global --args 5 --writable counter:4", 0, "OK: returned"),
            Arguments.of("--label quadruple --args 5 --require-call twice --require-call is_valid_cell", 1,
                    "required call missing: is_valid_cell"),
            Arguments.of("--label spins --max-steps 500", 4, "did not return within 500 instructions"),
            Arguments.of("--label exits", 4, "ended the program instead of returning"),
            Arguments.of("--label sum6_packed --args 1,2,3,4,5,6 --stack-args packed", 0, "$v0 = 21"),
            Arguments.of("--label strlen --args \"hello\"", 0, "$v0 = 5 "),
            Arguments.of("--label strlen --args \"a,b\",7", 0, "$v0 = 3 "),
            Arguments.of("--label fill --args @6,6 --dump $a0:6", 0, ": 01 02 03 04 05 06\n"),
            Arguments.of("--label fill --args @6,7", 1, "1 byte at "),
            Arguments.of("--label stores_global --args 7 --dump counter:4 --json", 1, "\"bytes\":\"07000000\""));
    }

    @ParameterizedTest(name = "{0} -> status {1}")
    @MethodSource("outcomes")
    void exitStatusesFollowTheOutcome(String options, int status, String expected) {
        Outcome o = run((FIXTURE + " " + options).split(" +"));
        assertEquals(status, o.status(), o.out() + o.err());
        assertTrue(o.out().contains(expected), o.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        DIR + "conventions.asm --label                   | 2 | mips call: --label needs a value",
        DIR + "conventions.asm --label nope              | 2 | mips call: no label nope in the program",
        DIR + "conventions.asm --label sum6 --args 1,zz  | 2 | mips call: argument 'zz' is neither a 32-bit number nor a label",
        DIR + "conventions.asm --label sum6 --writable 5 | 2 | mips call: region '5' is not ADDR:LEN",
        DIR + "conventions.asm --label sum6 --bogus      | 2 | mips call: unknown option --bogus",
        DIR + "conventions.asm --label fill --args @0,1  | 2 | mips call: buffer '@0' must be 1 to 1048576 bytes",
        DIR + "conventions.asm --label fill --args @x    | 2 | mips call: buffer @x 'x' is not a number",
        DIR + "conventions.asm --label fill --dump $a1:4 | 2 | mips call: --dump $a1:4: there is no argument 1",
        DIR + "conventions.asm                           | 2 | mips call: --label is required",
        DIR + "missing.asm --label x                     | 2 | mips call: cannot read " + DIR + "missing.asm",
        DIR + "broken.asm --label bad                    | 3 | " + DIR + "broken.asm:4:5: error: \"frob\" is not a recognized operator",
    })
    void badInputEndsWithOneClearLine(String args, int status, String expectedLine) {
        Outcome o = run(args.split(" +"));
        assertEquals(status, o.status());
        assertTrue(o.err().lines().anyMatch(expectedLine::equals), o.err());
        assertEquals("", o.out());
    }

    @org.junit.jupiter.api.Test
    void helpDocumentsEveryOptionAndTheStatuses() {
        Outcome o = run("--help");
        assertEquals(0, o.status());
        for (String option : new String[] {"--label", "--args", "--random-fill", "--max-steps", "--writable",
            "--randomize", "--require-call", "--dump", "--stack-args", "--dir", "--json", "Exit status"}) {
            assertTrue(o.out().contains(option), option);
        }
    }
}
