package io.github.retrokit.mips.device;

/**
 * What a {@link MappedDevice} may signal to the machine it is mapped on, outside its own loads and stores.
 */
public interface BusSignals {
    /**
     * Requests interrupts; the processor takes them after the current instruction (if interrupts are enabled).
     *
     * @param bits CP0 Cause interrupt-pending bits, e.g. {@code 0x100}
     */
    void raise(int bits);

    /**
     * Ends the run after the current instruction as a limit would (the run's result is a limit reached with
     * this reason), e.g. when a keyboard's input ended and the program keeps polling it.
     *
     * @param reason why, in words, for the run's result
     */
    void requestStop(String reason);
}
