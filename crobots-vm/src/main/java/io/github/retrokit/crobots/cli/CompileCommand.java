package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.arena.Arena;
import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.program.RobotFile;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code -c}: the original's compile-only listing of every file (the first four, as the original keeps), on stdout; a compiled robot ({@code .cr})
 * is disassembled; the listing is written byte for byte (the source's bytes echoed unchanged); with {@code --save} each robot that compiled is also saved as {@code .cr} beside its source.
 */
final class CompileCommand {

    private CompileCommand() {
    }

    static int run(Options o, RobotCompiler compiler, Console c) throws IOException {
        List<String> files = RobotFiles.existing(o.files, Arena.MAX_ROBOTS, c);
        if (files.isEmpty()) {
            c.err().print(Console.PROGRAM + ": no robot source files\n");
            return Main.EXIT_NO_ROBOTS;
        }
        for (int i = 0; i < files.size(); i++) {
            CompileResult r = RobotFiles.compile(compiler, files.get(i), asBytes(files.get(i)));
            writeBytes(c.out(), r.listing());
            if (!r.ok()) {
                r.errors().forEach(e -> writeBytes(c.err(), e + "\n"));
            } else if (o.save && !r.listing().startsWith("Compiled robot: ")) {
                Path target = RobotFiles.savePath(files.get(i));
                RobotFile.save(r.programOrThrow(), target);
                c.err().print(Console.PROGRAM + ": compiled robot saved to " + target + "\n");
            }
            if (i + 1 < files.size()) {
                c.out().print("\n\n\nPress <enter> to continue.\n");
            }
        }
        c.out().flush();
        return Main.EXIT_OK; // as the original's -c: 0 also after compile errors and missing files
    }

    /**
     * The file name as the byte string the original prints (the bytes it was given on the command line, one
     * character per byte), so that the whole listing, source echo included, is written byte for byte.
     */
    static String asBytes(String name) {
        String encoding = System.getProperty("sun.jnu.encoding");
        Charset charset = encoding != null && Charset.isSupported(encoding) ? Charset.forName(encoding)
                : Charset.defaultCharset();
        return new String(name.getBytes(charset), StandardCharsets.ISO_8859_1);
    }

    /** Writes a byte string (one character per byte, as {@link #asBytes} and the source echo are). */
    static void writeBytes(PrintStream out, String byteString) {
        byte[] bytes = byteString.getBytes(StandardCharsets.ISO_8859_1);
        out.write(bytes, 0, bytes.length);
    }
}
