/**
 * A player program of the course (what {@code shenzi}, {@code banzai} and {@code ed} run) on any streams, with any
 * {@link io.github.retrokit.austerity.strategy.Strategy}: {@link io.github.retrokit.austerity.player.AusterityPlayerProgram}.
 */
package io.github.retrokit.austerity.player;
