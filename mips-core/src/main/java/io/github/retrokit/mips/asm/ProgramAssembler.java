package io.github.retrokit.mips.asm;

import java.util.List;

/** One assembly run (mutable state lives here, never in {@link Assembler}). */
final class ProgramAssembler {
    private final AssemblerOptions options;
    private final IncludeResolver includes;

    ProgramAssembler(AssemblerOptions options, IncludeResolver includes) {
        this.options = options;
        this.includes = includes;
    }

    Assembly assemble(List<SourceFile> sources) throws AssemblyException {
        throw new AssemblyException(List.of(Diagnostic.error(sources.isEmpty() ? "" : sources.get(0).name(), 0, 0,
                "the assembler is not implemented yet")));
    }
}
