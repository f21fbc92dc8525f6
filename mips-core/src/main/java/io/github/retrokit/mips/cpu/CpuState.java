package io.github.retrokit.mips.cpu;

/**
 * An immutable copy of everything a {@link Cpu} holds: registers, HI/LO, pc, coprocessors 0 and 1, the pending
 * delayed branch and the instruction counters. {@link Cpu#save()} takes one, {@link Cpu#restore} puts it back.
 */
public final class CpuState {
    private final int[] gpr;
    private final int[] fpr;
    private final int[] cp0;
    private final int hi;
    private final int lo;
    private final int pc;
    private final int fpFlags;
    private final int delayState;
    private final int delayTarget;
    private final long steps;
    private final long kernelSteps;
    private final long repeatedFetches;
    private final boolean repeatPending;

    CpuState(int[] gpr, int[] fpr, int[] cp0, int hi, int lo, int pc, int fpFlags, int delayState, int delayTarget,
             long steps, long kernelSteps, long repeatedFetches, boolean repeatPending) {
        this.gpr = gpr.clone();
        this.fpr = fpr.clone();
        this.cp0 = cp0.clone();
        this.hi = hi;
        this.lo = lo;
        this.pc = pc;
        this.fpFlags = fpFlags;
        this.delayState = delayState;
        this.delayTarget = delayTarget;
        this.steps = steps;
        this.kernelSteps = kernelSteps;
        this.repeatedFetches = repeatedFetches;
        this.repeatPending = repeatPending;
    }

    /** General register {@code n}. */
    public int gpr(int n) { return gpr[n]; }

    /** Raw bits of {@code $f<n>}. */
    public int fpr(int n) { return fpr[n]; }

    /** Coprocessor-0 register {@code n}. */
    public int cp0(int n) { return cp0[n]; }

    /** HI. */
    public int hi() { return hi; }

    /** LO. */
    public int lo() { return lo; }

    /** The program counter. */
    public int pc() { return pc; }

    /** The FP condition flags, bit {@code cc} for flag {@code cc}. */
    public int fpFlags() { return fpFlags; }

    /** Instructions executed. */
    public long steps() { return steps; }

    void restoreInto(Cpu cpu) {
        System.arraycopy(gpr, 0, cpu.gpr, 0, 32);
        System.arraycopy(fpr, 0, cpu.fpr, 0, 32);
        System.arraycopy(cp0, 0, cpu.cp0, 0, 32);
        cpu.hi = hi;
        cpu.lo = lo;
        cpu.pc = pc;
        cpu.fpFlags = fpFlags;
        cpu.restoreCounters(delayState, delayTarget, steps, kernelSteps, repeatedFetches, repeatPending);
    }

    /** True if both states hold the same registers, pc, coprocessors and counters. */
    public boolean sameAs(CpuState o) {
        return java.util.Arrays.equals(gpr, o.gpr) && java.util.Arrays.equals(fpr, o.fpr)
                && java.util.Arrays.equals(cp0, o.cp0) && hi == o.hi && lo == o.lo && pc == o.pc
                && fpFlags == o.fpFlags && delayState == o.delayState && delayTarget == o.delayTarget
                && steps == o.steps && kernelSteps == o.kernelSteps && repeatedFetches == o.repeatedFetches
                && repeatPending == o.repeatPending;
    }
}
