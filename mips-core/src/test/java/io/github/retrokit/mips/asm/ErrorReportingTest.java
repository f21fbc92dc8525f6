package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** All errors of a file are collected, each with file, line, column and one line of text. */
class ErrorReportingTest {

    @Test
    void everyErrorOfAFileIsReportedWithItsPosition() {
        String source = String.join("\n",
                "main:  li $t0, 4+4",          // 1: no expressions
                "       foo $t1",              // 2: unknown operator
                "       lw $t0, nowhere",      // 3: undefined symbol
                "       addi $t0, $t1, lbl",   // 4: label where a literal belongs
                "       .ascii \"open",        // 5: unterminated string
                "       sll $t0, $t1, 32",     // 6: shift amount out of range
                "main:  nop");                 // 7: duplicate label
        List<String> errors = Asm.errors(source);
        assertEquals(List.of(
                "1:8: too few or incorrectly formatted operands for \"li\" (expected li rA, s16 | li rA, u16 | li rA, i32)",
                "2:8: \"foo\" is not a recognized operator",
                "3:16: Symbol \"nowhere\" not found in symbol table",
                "4:23: operand \"lbl\" is of incorrect type: \"addi rt, rs, imm\" expects an integer -32768..32767 there",
                "5:15: string is not terminated (missing \")",
                "6:22: operand 32 is out of range for \"sll rd, rt, sa\" (an integer 0..31)",
                "7:1: label \"main\" is already defined"), errors);
    }

    @Test
    void errorsInIncludedFilesNameThatFile() {
        IncludeResolver files = IncludeResolver.of(Map.of("dir/lib.asm", "nop\n  bogus $t0\n"));
        AssemblyException e = assertThrows(AssemblyException.class, () -> new Assembler().assemble(
                List.of(new SourceFile("dir/main.asm", ".include \"lib.asm\"\nnop\n")), files));
        Diagnostic d = e.errors().get(0);
        assertEquals("dir/lib.asm:2:3: error: \"bogus\" is not a recognized operator", d.toString());
        assertEquals("Error in dir/lib.asm line 2 column 3: \"bogus\" is not a recognized operator", d.toMarsString());
    }

    @Test
    void missingIncludeIsReportedAtTheDirective() {
        AssemblyException e = assertThrows(AssemblyException.class, () -> new Assembler().assemble(
                List.of(new SourceFile("m.asm", "nop\n.include \"gone.asm\"\n")), IncludeResolver.of(Map.of())));
        assertEquals(2, e.errors().get(0).line());
        assertEquals(10, e.errors().get(0).column());
    }

    @Test
    void unreadableFileIsAnAssemblyErrorNotAnIoException() {
        AssemblyException e = assertThrows(AssemblyException.class,
                () -> new Assembler().assemble(List.of(Path.of("/nonexistent/dir/x.asm"))));
        assertEquals(1, e.errors().size());
    }

    @Test
    void messageListsErrorsOnePerLine() {
        AssemblyException e = assertThrows(AssemblyException.class, () -> Asm.assemble("foo\nbar\n"));
        assertEquals(2, e.getMessage().lines().count());
        assertEquals("test.asm:1:1: error: \"foo\" is not a recognized operator", e.getMessage().lines().findFirst().orElseThrow());
    }
}
