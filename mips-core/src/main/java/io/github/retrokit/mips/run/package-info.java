/**
 * Running a program: {@link io.github.retrokit.mips.run.Machine} (registers, memory, execution, listeners,
 * saved states), its {@link io.github.retrokit.mips.run.MachineOptions} and
 * {@link io.github.retrokit.mips.run.Limits}, and how a run ended, {@link io.github.retrokit.mips.run.RunResult}.
 */
package io.github.retrokit.mips.run;
