package io.github.retrokit.mips.asm;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.retrokit.mips.image.ProgramImage;
import java.util.ArrayList;
import java.util.List;

/** Small helpers for the assembler tests. */
final class Asm {
    private Asm() {
    }

    static ProgramImage assemble(String source) throws AssemblyException {
        return new Assembler().assemble("test.asm", source);
    }

    static ProgramImage assemble(AssemblerOptions options, String source) throws AssemblyException {
        return new Assembler(options).assemble("test.asm", source);
    }

    /** The text words from the text base on, up to the first address without an instruction. */
    static List<Integer> text(ProgramImage image) {
        List<Integer> words = new ArrayList<>();
        for (int a = image.layout().textBase(); image.instructionAt(a).isPresent(); a += 4) {
            words.add(image.instructionAt(a).getAsInt());
        }
        return words;
    }

    static String textHex(String source) throws AssemblyException {
        return hex(text(assemble(source)));
    }

    static String hex(List<Integer> words) {
        return String.join(" ", words.stream().map(w -> String.format("%08X", w)).toList());
    }

    /** The errors of a source that must fail, as {@code line:column: message}. */
    static List<String> errors(String source) {
        AssemblyException e = assertThrows(AssemblyException.class, () -> assemble(source));
        return e.errors().stream().map(d -> d.line() + ":" + d.column() + ": " + d.message()).toList();
    }
}
