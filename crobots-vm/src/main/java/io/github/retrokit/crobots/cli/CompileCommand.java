package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.arena.Arena;
import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.Compiler;
import io.github.retrokit.crobots.program.RobotFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code -c}: the original's compile-only listing of every file (the first four, as the original keeps), on stdout; a compiled robot ({@code .cr})
 * is disassembled; with {@code --save} each robot that compiled is also saved as {@code .cr} beside its source.
 */
final class CompileCommand {

    private CompileCommand() {
    }

    static int run(Options o, Compiler compiler, Console c) throws IOException {
        List<String> files = RobotFiles.existing(o.files, Arena.MAX_ROBOTS, c);
        if (files.isEmpty()) {
            c.err().printf("%s: no robot source files\n", Console.PROGRAM);
            return Main.EXIT_NO_ROBOTS;
        }
        boolean allOk = o.files.stream().allMatch(RobotFiles::readable);
        for (int i = 0; i < files.size(); i++) {
            CompileResult r = RobotFiles.compile(compiler, files.get(i));
            c.out().print(r.listing());
            if (!r.ok()) {
                allOk = false;
                r.errors().forEach(e -> c.err().println(e));
            } else if (o.save && !r.listing().startsWith("Compiled robot: ")) {
                Path target = RobotFiles.savePath(files.get(i));
                RobotFile.save(r.programOrThrow(), target);
                c.err().printf("%s: compiled robot saved to %s\n", Console.PROGRAM, target);
            }
            if (i + 1 < files.size()) {
                c.out().print("\n\n\nPress <enter> to continue.\n");
            }
        }
        c.out().flush();
        return allOk ? Main.EXIT_OK : Main.EXIT_NO_ROBOTS;
    }
}
