package io.github.retrokit.crobots.vm;

/**
 * A robot program, or one chunk of it, translated to JVM bytecode by {@link CodeTranslator}: {@link #run}
 * executes instructions from the VM's ip until the budget is spent, control leaves the chunk of code that holds
 * ip, an instruction needs the reference path ({@link BatchInterpreter#slow}), or (pausing) a call of
 * {@code rand} is next.
 */
interface TranslatedCode {

    /**
     * @param done instructions already executed in this batch
     * @return instructions executed in this batch after this call; ip, sp, rp and lp are back in the VM
     */
    int run(BatchInterpreter interpreter, RobotVm vm, long[] stack, long[] ext, int budget, boolean pause, int done);
}
