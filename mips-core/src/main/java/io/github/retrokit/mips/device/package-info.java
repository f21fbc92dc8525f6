/**
 * Memory-mapped devices: the SPI ({@link io.github.retrokit.mips.device.MappedDevice},
 * {@link io.github.retrokit.mips.device.BusSignals}, mapped with
 * {@link io.github.retrokit.mips.run.Machine#mapDevice}) and MARS's two tools,
 * {@link io.github.retrokit.mips.device.KeyboardDisplay} (Keyboard and Display MMIO Simulator) and
 * {@link io.github.retrokit.mips.device.BitmapDisplay}, with terminal and PNG output.
 */
package io.github.retrokit.mips.device;
