package io.github.retrokit.spark.mips;

import io.github.retrokit.mips.harness.CallHarness;
import io.github.retrokit.mips.harness.CallOutcome;
import io.github.retrokit.mips.harness.CallRequest;
import io.github.retrokit.mips.harness.CallResult;
import io.github.retrokit.mips.harness.Region;
import io.github.retrokit.mips.image.ProgramImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/** Runs one test against one assembled submission on a fresh harness and judges the result. */
final class TestCall {

    /** The largest {@code @N} buffer a test may ask for. */
    static final int MAX_BUFFER = 1 << 20;

    private TestCall() {
    }

    static TestVerdict run(int submission, int index, HarnessTest test, ProgramImage image, Path directory) {
        CallHarness harness = new CallHarness(image, directory);
        if (image.address(test.label()).isEmpty()) {
            return new TestVerdict(submission, index, "NO_LABEL", "no label " + test.label() + " in the program", 0);
        }
        List<Integer> args = new ArrayList<>();
        List<Region> buffers = new ArrayList<>();
        for (int i = 0; i < test.args().size(); i++) {
            args.add(argument(harness, test.args().get(i), i + 1, buffers));
        }
        CallRequest request = CallRequest.of(test.label()).withArgs(args).withMaxSteps(test.maxSteps())
                .withWritable(buffers.toArray(Region[]::new)).withRequiredCalls(test.requiredCalls().toArray(String[]::new))
                .withInput(test.input());
        if (test.randomFill() != null) {
            request = request.withRandomFill(test.randomFill());
        }
        CallResult result = harness.call(request);
        String verdict = verdict(result);
        String detail = verdict.equals(TestVerdict.PASS) ? "" : problem(result);
        if (result.outcome() == CallOutcome.RETURNED) {
            String wrong = compare(test, result, harness, args);
            if (!wrong.isEmpty()) {
                verdict = "WRONG";
                detail = wrong;
            } else if (!test.conventions() && verdict.equals("CONVENTION")) {
                verdict = TestVerdict.PASS;
                detail = "";
            }
        }
        return new TestVerdict(submission, index, verdict, detail, result.instructions());
    }

    private static String verdict(CallResult r) {
        return switch (r.outcome()) {
            case RETURNED -> r.hasViolations() ? "CONVENTION" : TestVerdict.PASS;
            case RUNTIME_ERROR -> "RUNTIME_ERROR";
            case STEP_LIMIT -> "STEP_LIMIT";
            case EXITED -> "EXITED";
        };
    }

    private static String problem(CallResult r) {
        return switch (r.outcome()) {
            case RUNTIME_ERROR -> r.error().map(e -> e.message()).orElse("runtime error");
            case STEP_LIMIT -> "no return within " + r.instructions() + " instructions";
            case EXITED -> "the program ended instead of returning";
            case RETURNED -> violations(r);
        };
    }

    private static String violations(CallResult r) {
        List<String> parts = new ArrayList<>();
        r.unrestored().forEach(c -> parts.add(String.format("%s not restored (0x%08x on entry, 0x%08x on return)",
                c.register(), c.before(), c.after())));
        r.forbiddenWrites().forEach(w -> parts.add(String.format("write outside writable memory at 0x%08x", w.address())));
        r.missingCalls().forEach(l -> parts.add("required call missing: " + l));
        r.needlessSaves().forEach(s -> parts.add(s.function() + " saves " + s.register() + " needlessly"));
        return String.join("; ", parts);
    }

    /** The differences from the expected registers and memory, or empty. */
    private static String compare(HarnessTest test, CallResult r, CallHarness harness, List<Integer> args) {
        List<String> wrong = new ArrayList<>();
        if (test.v0() != null && test.v0() != r.v0()) {
            wrong.add("$v0 = " + r.v0() + ", expected " + test.v0());
        }
        if (test.v1() != null && test.v1() != r.v1()) {
            wrong.add("$v1 = " + r.v1() + ", expected " + test.v1());
        }
        for (HarnessTest.MemoryExpectation m : test.memory()) {
            int address = address(harness, m.where(), args);
            byte[] actual = harness.memory().readBytes(address, m.bytes().length);
            if (!java.util.Arrays.equals(actual, m.bytes())) {
                wrong.add(m.where() + " holds " + HexFormat.of().formatHex(actual) + ", expected "
                        + HexFormat.of().formatHex(m.bytes()));
            }
        }
        return String.join("; ", wrong);
    }

    private static int address(CallHarness harness, String where, List<Integer> args) {
        if (where.matches("\\$a[0-3]")) {
            int n = where.charAt(2) - '0';
            if (n >= args.size()) {
                throw new IllegalArgumentException(where + " names an argument the test does not pass");
            }
            return args.get(n);
        }
        return harness.value(where, "memory address");
    }

    private static int argument(CallHarness harness, String text, int position, List<Region> buffers) {
        String what = "argument " + position;
        if (text.length() >= 2 && text.startsWith("\"") && text.endsWith("\"")) {
            return harness.allocateString(text.substring(1, text.length() - 1));
        }
        if (text.startsWith("@")) {
            int size = Integer.parseInt(text.substring(1));
            if (size <= 0 || size > MAX_BUFFER) {
                throw new IllegalArgumentException(what + ": buffer size " + size + " is out of range (1 to " + MAX_BUFFER + ")");
            }
            int address = harness.allocate(size);
            buffers.add(new Region(address, size));
            return address;
        }
        return harness.value(text, what);
    }
}
