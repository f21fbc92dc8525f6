package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.RobotProgram;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A robot program prepared for running: its call table, its decoded form and, once its VMs have run
 * {@value #TRANSLATE_AFTER} instructions in batches, its translation to JVM bytecode (see
 * {@link RobotVm#runBatch}): translating and compiling a robot costs about as much as interpreting that many
 * instructions, so short runs are not slowed down by it. Thread-safe; make it once per program and share it
 * among that program's VMs ({@link RobotVm#RobotVm(ProgramCode, Intrinsics, VmOptions)}), as a tournament
 * does.
 */
public final class ProgramCode {

    /** Batched instructions of all this program's VMs after which it is translated. */
    public static final long TRANSLATE_AFTER = 8_000_000;

    private static final Logger LOG = LoggerFactory.getLogger(ProgramCode.class);

    private final RobotProgram program;
    private final CallTable calls;
    private final DecodedCode decoded;
    private final long translateAfter;
    /** How many batched instructions a VM collects before it reports them ({@link #ran}). */
    final long reportEvery;
    private final AtomicLong batched = new AtomicLong();
    private volatile TranslatedCode translated;
    private boolean translationTried;

    private ProgramCode(RobotProgram program, long translateAfter) {
        this.program = Objects.requireNonNull(program, "program");
        this.calls = new CallTable(program);
        this.decoded = new DecodedCode(program.code(), calls);
        this.translateAfter = translateAfter;
        this.reportEvery = Math.max(1, Math.min(100_000, translateAfter / 8));
    }

    /** The program decoded, to be translated once it has run {@value #TRANSLATE_AFTER} batched instructions. */
    public static ProgramCode of(RobotProgram program) {
        return new ProgramCode(program, TRANSLATE_AFTER);
    }

    /** The program decoded, translated once its VMs have run {@code instructions} batched instructions. */
    static ProgramCode translatedAfter(RobotProgram program, long instructions) {
        ProgramCode code = new ProgramCode(program, instructions);
        if (instructions <= 0) {
            code.translate();
        }
        return code;
    }

    /** The program decoded only: batches run in the interpreter loop (the translation's reference). */
    static ProgramCode interpreted(RobotProgram program) {
        return new ProgramCode(program, Long.MAX_VALUE);
    }

    /**
     * Counts {@code instructions} more run in batches by one of this program's VMs; returns the translation
     * when there is one (made now if the count has reached {@value #TRANSLATE_AFTER}), else null.
     */
    TranslatedCode ran(long instructions) {
        if (translated == null && batched.addAndGet(instructions) >= translateAfter) {
            translate();
        }
        return translated;
    }

    private synchronized void translate() {
        if (!translationTried) {
            translationTried = true;
            translated = translation(program.name());
        }
    }

    private TranslatedCode translation(String name) {
        if (decoded.code.length == 0) {
            return null;
        }
        try {
            return CodeTranslator.translate(decoded, calls);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            LOG.debug("{}: not translated, interpreted instead: {}", name, e.toString());
            return null;
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

    TranslatedCode translated() {
        return translated;
    }

    /** Whether batches of this program run as translated JVM code. */
    public boolean isTranslated() {
        return translated != null;
    }
}
