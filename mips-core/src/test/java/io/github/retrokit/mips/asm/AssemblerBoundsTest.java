package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The assembler's bounds on hostile sources: nesting depths, expanded size counted while reading, sizes of
 * reservations, and {@code .include} confined to the program's directories in {@code run}/{@code call}.
 */
class AssemblerBoundsTest {
    @TempDir
    Path dir;

    private static List<String> errors(Map<String, String> files, String entry) {
        AssemblyException e = assertThrows(AssemblyException.class, () -> new Assembler()
                .assemble(List.of(new SourceFile(entry, files.get(entry))), IncludeResolver.of(files)));
        return e.errors().stream().map(AssemblyDiagnostic::toString).toList();
    }

    @Test
    void macroCallsNestAtMost64DeepWithAnErrorAtTheCall() {
        StringBuilder source = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            source.append(".macro m").append(i).append("\nm").append(i + 1).append("\n.end_macro\n");
        }
        source.append("m0\n");
        assertEquals(List.of("191:1: macro calls nest more than 64 deep (at a call of \"m64\")"),
                Asm.errors(source.toString()));
    }

    @Test
    void sixtyFourNestedMacroCallsAreFine() throws AssemblyException {
        StringBuilder source = new StringBuilder();
        for (int i = 0; i < 64; i++) {
            source.append(".macro m").append(i).append("\n").append(i == 63 ? "addi $t0, $t0, 1" : "m" + (i + 1))
                    .append("\n.end_macro\n");
        }
        source.append("m0\n");
        assertEquals(1, Asm.text(Asm.assemble(source.toString())).size());
    }

    @Test
    void includesNestAtMost32Deep() {
        Map<String, String> files = new HashMap<>();
        for (int i = 0; i < 40; i++) {
            files.put("f" + i + ".asm", "nop\n.include \"f" + (i + 1) + ".asm\"\n");
        }
        files.put("f40.asm", "nop\n");
        assertEquals(List.of("f31.asm:2:10: error: .include files nest more than 32 deep"), errors(files, "f0.asm"));
    }

    @Test
    void anIncludeTreeFailsAsSoonAsItIsTooLong() {
        Map<String, String> files = new HashMap<>();
        for (int i = 0; i < 30; i++) {
            files.put("t" + i + ".asm", ".include \"t" + (i + 1) + ".asm\"\n.include \"t" + (i + 1) + ".asm\"\n");
        }
        files.put("t30.asm", "nop\n");
        assertEquals(List.of("t30.asm:1:1: error: the program is longer than 1000000 lines with its .include files read"
                + " (an include tree too large?)"), errors(files, "t0.asm"));
    }

    @Test
    void anIncludedFileIsReadOnceHoweverOftenItIsIncluded() throws AssemblyException {
        int[] reads = {0};
        Map<String, String> files = Map.of("lib.asm", "addi $t0, $t0, 1\n");
        IncludeResolver counting = (including, path) -> {
            reads[0]++;
            return IncludeResolver.of(files).resolve(including, path);
        };
        new Assembler().assemble(List.of(new SourceFile("main.asm", ".include \"lib.asm\"\n".repeat(100))), counting);
        assertEquals(1, reads[0]);
    }

    @Test
    void externIsCappedLikeSpace() {
        assertEquals(List.of("1:13: .extern needs a byte count 0..67108864"), Asm.errors(".extern big 2147483647\n"));
        assertEquals(List.of("1:11: .extern needs a byte count 0..67108864"), Asm.errors(".extern a 67108865\n"));
    }

    // ---------------------------------------------------------------- .include confined (run, call)

    @Test
    void aConfinedIncludeCannotShowAFileOutsideTheProgramsDirectory() throws Exception {
        Path program = Files.createDirectories(dir.resolve("program"));
        Files.writeString(dir.resolve("secret.txt"), "topsecret\n");
        Files.createSymbolicLink(program.resolve("link.asm"), dir.resolve("secret.txt"));
        for (String path : List.of("../secret.txt", dir.resolve("secret.txt").toString(), "link.asm", "/etc/hostname")) {
            Files.writeString(program.resolve("main.asm"), "nop\n.include \"" + path + "\"\n");
            AssemblyException e = assertThrows(AssemblyException.class,
                    () -> new Assembler().assemble(List.of(program.resolve("main.asm")), true));
            String tried = path.startsWith("/") ? path : program + "/" + path;
            assertEquals(List.of(program.resolve("main.asm") + ":2:10: error: Error reading include file " + tried
                    + " (outside the program's directory)"), e.errors().stream().map(AssemblyDiagnostic::toString).toList());
        }
    }

    @Test
    void aConfinedIncludeReadsFilesBesideAndBelowTheProgram() throws Exception {
        Path lib = Files.createDirectories(dir.resolve("program/lib"));
        Files.writeString(lib.resolve("f.asm"), "addi $t0, $t0, 1\n");
        Files.writeString(dir.resolve("program/main.asm"), ".include \"lib/f.asm\"\n.include \"./lib/../lib/f.asm\"\n");
        assertEquals(2, Asm.text(new Assembler().assemble(List.of(dir.resolve("program/main.asm")), true)).size());
    }

    @Test
    void unconfinedIncludesReadAnyFileAsMarsDoes() throws Exception {
        Path program = Files.createDirectories(dir.resolve("program"));
        Files.writeString(dir.resolve("secret.txt"), "topsecret\n");
        Files.writeString(program.resolve("main.asm"), ".include \"../secret.txt\"\n");
        AssemblyException e = assertThrows(AssemblyException.class,
                () -> new Assembler().assemble(List.of(program.resolve("main.asm"))));
        assertTrue(e.errors().get(0).message().contains("topsecret"));
        AssemblyException confined = assertThrows(AssemblyException.class,
                () -> new Assembler().assemble(List.of(program.resolve("main.asm")), true));
        assertFalse(confined.errors().get(0).message().contains("topsecret"));
    }
}
