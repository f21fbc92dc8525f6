package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.Compiler;
import java.util.List;

/** {@code -c}: the original's compile-only listing of every file, on stdout. */
final class CompileCommand {

    private CompileCommand() {
    }

    static int run(Options o, Compiler compiler, Console c) {
        List<String> files = RobotFiles.existing(o.files, Integer.MAX_VALUE, c);
        if (files.isEmpty()) {
            c.err().printf("%s: no robot source files\n", Console.PROGRAM);
            return Main.EXIT_NO_ROBOTS;
        }
        boolean allOk = files.size() == o.files.size();
        for (int i = 0; i < files.size(); i++) {
            CompileResult r = RobotFiles.compile(compiler, files.get(i));
            c.out().print(r.listing());
            if (!r.ok()) {
                allOk = false;
                r.errors().forEach(e -> c.err().println(e));
            }
            if (i + 1 < files.size()) {
                c.out().print("\n\n\nPress <enter> to continue.\n");
            }
        }
        c.out().flush();
        return allOk ? Main.EXIT_OK : Main.EXIT_NO_ROBOTS;
    }
}
