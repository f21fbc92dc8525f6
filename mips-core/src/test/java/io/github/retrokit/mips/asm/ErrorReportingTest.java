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
    void everyErrorOfAFileIsReportedWithItsPositionAndUndefinedSymbolsOnlyWithoutOthers() {
        String source = String.join("\n",
                "main:  li $t0, 4+4",          // 1: no expressions
                "       foo $t1",              // 2: unknown operator
                "       lw $t0, nowhere",      // 3: undefined symbol: found in the second pass, which MARS skips after errors
                "       addi $t0, $t1, lbl",   // 4: label where a literal belongs
                "       .ascii \"open\"",       // 5: a string in the text segment
                "       sll $t0, $t1, 32",     // 6: shift amount out of range
                "main:  nop");                 // 7: duplicate label
        List<String> errors = Asm.errors(source);
        assertEquals(List.of(
                "1:8: \"li\": Too many or incorrectly formatted operands. Expected: li $t1,-100",
                "2:8: \"foo\" is not a recognized operator",
                "4:23: \"lbl\": operand is of incorrect type",
                "5:8: \".ascii\" directive cannot appear in text segment",
                "6:22: \"32\": operand is out of range",
                "7:1: label \"main\" already defined"), errors);
        assertEquals(List.of("2:16: Symbol \"nowhere\" not found in symbol table."),
                Asm.errors("main:  li $t0, 4\n       lw $t0, nowhere\n"));
    }

    @Test
    void marsPhrasesMismatchesAgainstTheFirstCandidateForm() {
        assertEquals(List.of("1:1: \"lw\": Too few or incorrectly formatted operands. Expected: lw $t1,-100($t2)"),
                Asm.errors("lw $t0"));
        assertEquals(List.of("1:1: \"add.s\": Too many or incorrectly formatted operands. Expected: add.s $f0,$f1,$f3"),
                Asm.errors("add.s $f0, $f1, $f2, $f3"));
        assertEquals(List.of("1:10: \"$f1\": operand is of incorrect type"), Asm.errors("add $t0, $f1, $t2"));
    }

    @Test
    void errorsInIncludedFilesNameThatFile() {
        IncludeResolver files = IncludeResolver.of(Map.of("dir/lib.asm", "nop\n  bogus $t0\n"));
        AssemblyException e = assertThrows(AssemblyException.class, () -> new Assembler().assemble(
                List.of(new SourceFile("dir/main.asm", ".include \"lib.asm\"\nnop\n")), files));
        AssemblyDiagnostic d = e.errors().get(0);
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
