package io.github.retrokit.mips.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.RegisterNames;
import io.github.retrokit.mips.run.RunResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every basic instruction's semantics, from the table in {@code cpu/instructions.txt}: one instruction
 * executes from a given state and the named registers, flags and memory words are compared.
 */
class InstructionTableTest {
    private static final String TARGET = "(?:\\$\\w+|hi|lo|pc|cc\\d|\\[0x[0-9a-fA-F]+\\])";
    private static final Pattern ASSIGNMENT = Pattern.compile("(" + TARGET + ")=(\\S+)");
    private static final Pattern ERROR = Pattern.compile("error=(.*?)(?=\\s+" + TARGET + "=|$)");

    @TestFactory
    Stream<DynamicTest> everyRow() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (InputStream in = getClass().getResourceAsStream("/cpu/instructions.txt")) {
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            for (int n = 0; n < lines.length; n++) {
                String line = lines[n];
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\\|", -1);
                String name = "line " + (n + 1) + ": " + cells[0].trim() + " | " + cells[1].trim();
                tests.add(DynamicTest.dynamicTest(name, () -> check(cells[0].trim(), cells[1].trim(), cells[2].trim())));
            }
        }
        return tests.stream();
    }

    private static void check(String snippet, String before, String after) throws Exception {
        String source = ".text\n" + String.join("\n", snippet.split(" ; ")) + "\n";
        Machine machine = Machine.load(new Assembler().assemble("row.asm", source));
        apply(machine, before);
        RunResult result = machine.step();
        Matcher error = ERROR.matcher(after);
        if (error.find()) {
            RunResult.RuntimeError e = assertInstanceOf(RunResult.RuntimeError.class, result, "expected an error");
            assertEquals(error.group(1), e.message());
            assertEquals(0x00400000, e.pc());
            after = after.substring(0, error.start()) + after.substring(error.end());
        } else {
            assertInstanceOf(RunResult.Paused.class, result, () -> "unexpected " + result);
        }
        Matcher m = ASSIGNMENT.matcher(after);
        while (m.find()) {
            assertEquals(value(m.group(2)), read(machine, m.group(1)), m.group(1));
        }
    }

    private static void apply(Machine machine, String state) {
        Matcher m = ASSIGNMENT.matcher(state);
        while (m.find()) {
            write(machine, m.group(1), value(m.group(2)));
        }
    }

    private static int value(String text) {
        return (int) Long.decode(text).longValue();
    }

    private static int read(Machine machine, String target) {
        if (target.startsWith("[")) {
            return machine.readWord(value(target.substring(1, target.length() - 1)));
        }
        switch (target) {
            case "hi": return machine.hi();
            case "lo": return machine.lo();
            case "pc": return machine.pc();
            default: break;
        }
        if (target.startsWith("cc")) {
            return machine.fpFlag(target.charAt(2) - '0') ? 1 : 0;
        }
        if (target.matches("\\$f\\d+")) {
            return machine.fpr(Integer.parseInt(target.substring(2)));
        }
        return machine.register(RegisterNames.number(target));
    }

    private static void write(Machine machine, String target, int value) {
        if (target.startsWith("[")) {
            machine.writeWord(value(target.substring(1, target.length() - 1)), value);
        } else if (target.equals("hi")) {
            machine.setHi(value);
        } else if (target.equals("lo")) {
            machine.setLo(value);
        } else if (target.startsWith("cc")) {
            machine.setFpFlag(target.charAt(2) - '0', value != 0);
        } else if (target.matches("\\$f\\d+")) {
            machine.setFpr(Integer.parseInt(target.substring(2)), value);
        } else {
            machine.setRegister(RegisterNames.number(target), value);
        }
    }
}
