package io.github.retrokit.crobots.vm;

import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.RobotProgram;

/**
 * A program's function table resolved once at load, as flat arrays for {@link RobotVm}'s FCALL: per entry an
 * intrinsic (its ordinal), a user function (first instruction, parameter and local counts) or nothing (a
 * call that does nothing but advance ip, which the compiler never emits).
 */
final class CallTable {
    static final int NONE = 0;
    static final int INTRINSIC = 1;
    static final int USER = 2;

    /** {@link #NONE}, {@link #INTRINSIC} or {@link #USER} per function-table entry. */
    final int[] kind;
    /** The {@link Intrinsic} ordinal of an intrinsic entry. */
    final int[] intrinsic;
    final int[] userFirst;
    final int[] userParams;
    final int[] userLocals;

    CallTable(RobotProgram program) {
        int n = program.functionTable().size();
        kind = new int[n];
        intrinsic = new int[n];
        userFirst = new int[n];
        userParams = new int[n];
        userLocals = new int[n];
        for (int i = 0; i < n; i++) {
            resolve(i, program, program.functionTable().get(i));
        }
    }

    private void resolve(int index, RobotProgram program, String name) {
        Intrinsic in = Intrinsic.byName(name);
        FunctionHeader user = program.findFunction(name);
        if (in != null) {
            kind[index] = INTRINSIC;
            intrinsic[index] = in.ordinal();
        } else if (user != null) {
            kind[index] = USER;
            userFirst[index] = user.firstInstruction();
            userParams[index] = user.parameterCount();
            userLocals[index] = user.localCount();
        } else {
            kind[index] = NONE;
        }
    }
}
