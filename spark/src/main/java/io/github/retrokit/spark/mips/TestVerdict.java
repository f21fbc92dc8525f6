package io.github.retrokit.spark.mips;

import java.io.Serializable;

/**
 * How one submission did on one test.
 *
 * @param submission   index of the submission
 * @param test         index of the test
 * @param verdict      PASS, WRONG, CONVENTION, STEP_LIMIT, RUNTIME_ERROR, EXITED, TIMEOUT, NO_LABEL,
 *                     ASSEMBLY_ERROR or CRASH
 * @param detail       what differed or went wrong, empty for PASS
 * @param instructions instructions executed (0 when the call did not run)
 */
public record TestVerdict(int submission, int test, String verdict, String detail, long instructions)
        implements Serializable {

    public static final String PASS = "PASS";

    public boolean passed() {
        return PASS.equals(verdict);
    }
}
