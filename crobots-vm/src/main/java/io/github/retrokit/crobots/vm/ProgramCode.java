package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.RobotProgram;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A robot program prepared for running: its call table, its decoded form and its translation to JVM bytecode
 * (see {@link RobotVm#runBatch}). Immutable and thread-safe; make it once per program and share it among that
 * program's VMs ({@link RobotVm#RobotVm(ProgramCode, Intrinsics, VmOptions)}), as a tournament does.
 */
public final class ProgramCode {

    private static final Logger LOG = LoggerFactory.getLogger(ProgramCode.class);

    private final RobotProgram program;
    private final CallTable calls;
    private final DecodedCode decoded;
    private final TranslatedCode translated;

    private ProgramCode(RobotProgram program, boolean translate) {
        this.program = Objects.requireNonNull(program, "program");
        this.calls = new CallTable(program);
        this.decoded = new DecodedCode(program.code(), calls);
        this.translated = translate ? translate(program.name()) : null;
    }

    /** The program decoded and translated. */
    public static ProgramCode of(RobotProgram program) {
        return new ProgramCode(program, true);
    }

    /** The program decoded only: batches run in the interpreter loop (the translation's reference). */
    static ProgramCode interpreted(RobotProgram program) {
        return new ProgramCode(program, false);
    }

    private TranslatedCode translate(String name) {
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
