/**
 * CRobots 1.1 as a library: compile robots ({@link io.github.retrokit.crobots.codegen.RobotCompiler}), keep
 * and inspect their programs ({@code program}), play matches, series and tournaments ({@code match}) under
 * the original's rules or fixed ones ({@code world}), and watch them ({@code view}).
 *
 * <p>The lexer and parser ({@code lang}), the VM ({@code vm}), the arena engine ({@code arena}) and the
 * command line ({@code cli}) are internal.
 */
module io.github.retrokit.crobots {
    requires org.slf4j;
    requires org.objectweb.asm;

    exports io.github.retrokit.crobots.codegen;
    exports io.github.retrokit.crobots.program;
    exports io.github.retrokit.crobots.match;
    exports io.github.retrokit.crobots.world;
    exports io.github.retrokit.crobots.view;
}
