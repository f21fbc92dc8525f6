package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.RobotProgram;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A program prepared for running: its call table, its decoded form and, once it has run long enough, its
 * translation to JVM bytecode (see {@link RobotVm#runBatch}). Thread-safe; make it once per program and share
 * it among that program's VMs ({@link RobotVm#RobotVm(ProgramCode, Intrinsics, VmOptions)}), as a tournament
 * does.
 *
 * <p>Batches first run in the interpreter loop. Translating costs a few milliseconds of ASM work plus the JIT's
 * compiles of the large generated methods, and on the client compiler alone (the launcher's choice for
 * CRobots) the translated code runs no faster than the interpreter loop; so a program is translated only after
 * its VMs together have run {@value #TRANSLATE_AFTER} instructions interpreted (a long tournament, a
 * benchmark), never in a series of a hundred matches. Both forms leave exactly the state of as many
 * {@link RobotVm#step()} calls, so when the switch happens changes no result.
 */
public final class ProgramCode {

    /** The logger, made at its first use (SLF4J's start-up is not paid by every run). */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(ProgramCode.class);
    }

    /** Interpreted instructions (over all VMs of the program) after which it is translated. */
    static final long TRANSLATE_AFTER = 50_000_000L;
    /** A VM reports its interpreted instructions in steps of this many (few writes to the shared count). */
    static final int REPORT_STEP = 1 << 16;

    private final RobotProgram program;
    private final CallTable calls;
    private final DecodedCode decoded;
    private final long translateAfter;
    private final int chunkLimit;
    private volatile TranslatedCode translated;
    private long interpreted; // guarded by this
    private boolean translationTried; // guarded by this

    private ProgramCode(RobotProgram program, long translateAfter) {
        this(program, translateAfter, Integer.MAX_VALUE);
    }

    private ProgramCode(RobotProgram program, long translateAfter, int chunkLimit) {
        this.program = Objects.requireNonNull(program, "program");
        this.chunkLimit = chunkLimit;
        this.calls = new CallTable(program);
        this.decoded = new DecodedCode(program.code(), calls);
        this.translateAfter = translateAfter;
        if (translateAfter == 0) {
            translate();
        }
    }

    /** The program decoded; translated once its VMs have run {@value #TRANSLATE_AFTER} instructions. */
    public static ProgramCode of(RobotProgram program) {
        return new ProgramCode(program, TRANSLATE_AFTER);
    }

    /**
     * The program decoded, translated once its VMs have run {@code instructions} (0: at once). Public for the
     * benchmarks, which reach this unexported package on the class path.
     *
     * @param program the robot's program
     * @param instructions interpreted instructions (over all its VMs) after which it is translated
     * @return the prepared program
     */
    public static ProgramCode translatedAfter(RobotProgram program, long instructions) {
        return new ProgramCode(program, instructions);
    }

    /** The program translated at once into chunks of at most {@code chunkLimit} instructions. */
    static ProgramCode translatedInChunks(RobotProgram program, int chunkLimit) {
        return new ProgramCode(program, 0, chunkLimit);
    }

    /**
     * The program decoded only: batches always run in the interpreter loop (the translation's reference).
     * Public for the benchmarks, which reach this unexported package on the class path.
     *
     * @param program the robot's program
     * @return the prepared program
     */
    public static ProgramCode interpreted(RobotProgram program) {
        return new ProgramCode(program, Long.MAX_VALUE);
    }

    /** Counts {@code count} instructions a VM ran interpreted; translates when the total reaches the mark. */
    void interpreted(int count) {
        if (translateAfter == Long.MAX_VALUE) {
            return;
        }
        boolean due;
        synchronized (this) {
            interpreted += count;
            due = interpreted >= translateAfter && !translationTried;
        }
        if (due) {
            translate();
        }
    }

    private synchronized void translate() {
        if (translationTried) {
            return;
        }
        translationTried = true;
        if (decoded.code.length == 0) {
            return;
        }
        try {
            int[] starts = new int[program.functions().size()];
            for (int f = 0; f < starts.length; f++) {
                starts[f] = program.functions().get(f).firstInstruction();
            }
            translated = CodeTranslator.translate(decoded, calls, starts, program.codeLimit(), chunkLimit);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            Log.LOG.debug("{}: not translated, interpreted instead: {}", program.name(), e.toString());
        }
    }

    public RobotProgram program() {
        return program;
    }

    CallTable calls() {
        return calls;
    }

    DecodedCode decoded() {
        return decoded;
    }

    /** The translation, or {@code null} while batches run in the interpreter loop. */
    TranslatedCode translated() {
        return translated;
    }

    /** Whether batches of this program now run as translated JVM code. */
    public boolean isTranslated() {
        return translated != null;
    }
}
