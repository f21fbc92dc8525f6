package io.github.retrokit.mips.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.mips.cli.CallCommand;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
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
        "overflows.txt      | --label overflows                              | 6",
        "calls_needless.txt | --label calls_needless --args 1 --random-fill 9  | 1",
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
            Arguments.of("--label spins --max-steps 500", 5, "did not return within 500 instructions"),
            Arguments.of("--label exits", 6, "ended the program instead of returning"),
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
        DIR + "conventions.asm --label                   | 2 | retrokit mips call: --label needs a value",
        DIR + "conventions.asm --label nope              | 2 | retrokit mips call: --label needs a label of the program, not 'nope'",
        DIR + "conventions.asm --label sum6 --args 1,zz  | 2 | retrokit mips call: --args needs numbers, chars, labels, \"text\" or @N, not 'zz'",
        DIR + "conventions.asm --label sum6 --writable 5 | 2 | retrokit mips call: --writable needs ADDR:LEN (ADDR a number or label, LEN from 1 to 2147483647), not '5'",
        DIR + "conventions.asm --label sum6 --randomize x:4 | 2 | retrokit mips call: --randomize needs ADDR:LEN (ADDR a number or label, LEN from 1 to 2147483647), not 'x:4'",
        DIR + "conventions.asm --label sum6 --dump 0:2147483648 | 2 | retrokit mips call: --dump needs ADDR:LEN (ADDR a number or label, LEN from 1 to 2147483647), not '0:2147483648'",
        DIR + "conventions.asm --label sum6 --bogus      | 2 | retrokit mips call: unknown option '--bogus'",
        DIR + "conventions.asm --label fill --args @0,1  | 2 | retrokit mips call: --args needs buffers from @1 to @1048576, not '@0'",
        DIR + "conventions.asm --label fill --args @x    | 2 | retrokit mips call: --args needs buffers from @1 to @1048576, not '@x'",
        DIR + "conventions.asm --label fill --dump $a1:4 | 2 | retrokit mips call: --dump $a1:4: there is no argument 1",
        DIR + "conventions.asm                           | 2 | retrokit mips call: --label is required",
        DIR + "conventions.asm --label sum6 --dir /nonexistent | 2 | retrokit mips call: --dir needs a directory, not '/nonexistent'",
        DIR + "missing.asm --label x                     | 3 | retrokit mips call: cannot read '" + DIR + "missing.asm': no such file",
        DIR + "broken.asm --label bad                    | 4 | " + DIR + "broken.asm:4:5: error: \"frob\" is not a recognized operator",
    })
    void badInputEndsWithOneClearLine(String args, int status, String expectedLine) {
        Outcome o = run(args.split(" +"));
        assertEquals(status, o.status());
        if (status == 2) {
            assertEquals(expectedLine + "\ntry 'retrokit mips call --help'\n", o.err());
        } else if (status == 3) {
            assertEquals(expectedLine + "\n", o.err());
        } else {
            assertTrue(o.err().lines().anyMatch(expectedLine::equals), o.err());
        }
        assertEquals("", o.out());
    }

    static final List<String> JSON_KEYS = List.of("schema", "label", "outcome", "clean", "v0", "v1", "instructions", "calls",
            "unrestored", "forbiddenWrites", "missingCalls", "needlessSaves", "error", "output");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--label stores_global --args 0x1234                         | RETURNED      | forbiddenWrites",
        "--label calls_needless --args 1 --random-fill 9             | RETURNED      | needlessSaves",
        "--label clobbers_s0 --args 9 --random-fill 11               | RETURNED      | unrestored",
        "--label quadruple --args 5 --require-call is_valid_cell     | RETURNED      | missingCalls",
        "--label overflows                                           | RUNTIME_ERROR | error",
        "--label spins --max-steps 50                                | STEP_LIMIT    | ",
        "--label prints_char --args 34                               | RETURNED      | ",
        "--label prints_char --args 10                               | RETURNED      | ",
        "--label prints_char --args 1                                | RETURNED      | ",
        "--label prints_char --args 0x5c                             | RETURNED      | ",
    })
    void jsonIsOneWellFormedObjectWithEveryField(String options, String outcome, String problem) {
        Outcome o = run((FIXTURE + " " + options + " --json").split(" +"));
        assertTrue(o.out().endsWith("}\n") && o.out().indexOf('\n') == o.out().length() - 1, o.out());
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) Json.parse(o.out());
        assertEquals(JSON_KEYS, List.copyOf(json.keySet()));
        assertEquals(outcome, json.get("outcome"));
        assertEquals(o.status() == 0, json.get("clean"));
        for (String list : List.of("unrestored", "forbiddenWrites", "missingCalls", "needlessSaves")) {
            assertEquals(list.equals(problem), !((List<?>) json.get(list)).isEmpty(), list);
        }
        boolean calls = options.contains("calls_needless") || options.contains("quadruple");
        assertEquals(calls, !((List<?>) json.get("calls")).isEmpty());
        assertEquals("error".equals(problem), json.get("error") != null);
        if (options.contains("prints_char")) {
            int ch = Integer.decode(options.substring(options.lastIndexOf(' ') + 1));
            assertEquals(String.valueOf((char) ch), json.get("output"));
        }
    }

    @org.junit.jupiter.api.Test
    void jsonFieldsCarryTheReportedValues() {
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) Json.parse(run(FIXTURE, "--label", "calls_needless",
                "--args", "1", "--json", "--dump", "$a0:0x4").out());
        @SuppressWarnings("unchecked")
        Map<String, Object> save = (Map<String, Object>) ((List<?>) json.get("needlessSaves")).get(0);
        assertEquals(Map.of("function", "saves_unused_s1", "register", "$s1", "pc", "0x0040015c"),
                Map.of("function", save.get("function"), "register", save.get("register"), "pc", save.get("pc")));
        assertEquals(121L, ((Map<?, ?>) save.get("source")).get("line"));
        assertEquals(List.of(Map.of("address", "0x00000001", "bytes", "00000000")), json.get("memory"));
    }

    @org.junit.jupiter.api.Test
    void theJsonReaderRejectsWhatIsNotJson() {
        for (String bad : new String[] {"{\"a\":1,}", "{\"a\":01}", "[1 2]", "{\"a\":\"\n\"}", "{} x", "{'a':1}"}) {
            assertThrows(IllegalArgumentException.class, () -> Json.parse(bad), bad);
        }
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

    @org.junit.jupiter.api.Test
    void includeIsConfinedToTheProgramsDirectory(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path program = java.nio.file.Files.createDirectories(dir.resolve("program"));
        java.nio.file.Files.writeString(dir.resolve("secret.txt"), "topsecret\n");
        java.nio.file.Files.writeString(program.resolve("f.asm"), ".include \"/etc/hostname\"\nf: jr $ra\n");
        Outcome o = run(program + "/f.asm", "--label", "f");
        assertEquals(4, o.status());
        assertEquals(program + "/f.asm:1:10: error: Error reading include file /etc/hostname (outside the program's"
                + " directory)\n", o.err());
    }
}
