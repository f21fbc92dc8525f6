package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.vm.ModZero;
import io.github.retrokit.crobots.vm.ProgramCode;
import io.github.retrokit.crobots.vm.RobotVm;
import io.github.retrokit.crobots.vm.VmOptions;

/** A robot's {@link RobotVm} running in an arena slot. */
public final class VmCpu implements RobotCpu {

    private final RobotVm vm;

    public VmCpu(RobotVm vm) {
        this.vm = vm;
    }

    /** A VM for {@code program} calling the intrinsics of {@code slot} in {@code arena}, with the arena's quirks. */
    public static VmCpu create(RobotProgram program, Arena arena, int slot) {
        return create(ProgramCode.of(program), arena, slot);
    }

    /** A VM for a prepared program (shared by all the VMs of that program) in {@code slot} of {@code arena}. */
    public static VmCpu create(ProgramCode code, Arena arena, int slot) {
        ModZero modZero = arena.quirks().modZero() ? ModZero.ZERO : ModZero.DIVIDEND;
        return new VmCpu(new RobotVm(code, arena.intrinsics(slot), new VmOptions(modZero)));
    }

    /** A factory making one VM per slot for {@code program}, all sharing one {@link ProgramCode}. */
    public static RobotCpu.Factory factory(RobotProgram program) {
        return new SharedCode(ProgramCode.of(program));
    }

    /** {@link #factory}'s factory (a class, not a lambda: no lambda bootstrap in a cold start). */
    private static final class SharedCode implements RobotCpu.Factory {
        private final ProgramCode code;

        SharedCode(ProgramCode code) {
            this.code = code;
        }

        @Override
        public RobotCpu create(Arena arena, int slot) {
            return VmCpu.create(code, arena, slot);
        }
    }

    public RobotVm vm() {
        return vm;
    }

    @Override
    public void step() {
        vm.step();
    }

    @Override
    public boolean batchable() {
        return true;
    }

    @Override
    public int run(int budget, boolean pauseBeforeRand) {
        return vm.runBatch(budget, pauseBeforeRand);
    }

    @Override
    public void restart() {
        vm.restart();
    }

    @Override
    public void raiseError() {
        vm.raiseError();
    }
}
