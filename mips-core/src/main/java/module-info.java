/**
 * A MIPS32 machine and MARS-dialect assembler that behave like MARS 4.5, a function-call grading harness, a
 * time-travel debugger and MARS's memory-mapped devices.
 *
 * <p>Exported: {@code asm} (assemble sources to a program image), {@code image} (the assembled program),
 * {@code run} (the machine, its options, limits, results and listeners), {@code syscall} (the syscall
 * SPI, console and file-system plug-ins), {@code harness} (call one function with arguments and check its
 * conventions), {@code debug} (breakpoints, watchpoints, time travel) and {@code device} (the device SPI,
 * MARS's keyboard/display and bitmap display). The processor, memory, command line and the translating tier
 * are internal.
 */
module io.github.retrokit.mips {
    requires org.slf4j;
    requires org.objectweb.asm;
    requires jdk.unsupported;

    exports io.github.retrokit.mips.asm;
    exports io.github.retrokit.mips.image;
    exports io.github.retrokit.mips.run;
    exports io.github.retrokit.mips.syscall;
    exports io.github.retrokit.mips.harness;
    exports io.github.retrokit.mips.debug;
    exports io.github.retrokit.mips.device;
}
