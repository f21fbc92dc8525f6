package io.github.retrokit.crobots.cli;

import io.github.retrokit.crobots.arena.RandomSource;
import io.github.retrokit.crobots.arena.Arena;
import io.github.retrokit.crobots.arena.Missile;
import io.github.retrokit.crobots.arena.Robot;
import io.github.retrokit.crobots.arena.RobotCpu;
import io.github.retrokit.crobots.arena.VmCpu;
import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.program.RobotDisassembler;
import io.github.retrokit.crobots.program.FunctionHeader;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.vm.RestartCause;
import io.github.retrokit.crobots.vm.RobotVm;
import io.github.retrokit.crobots.vm.Tracer;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code -d robot.r}: the manual's DEBUG mode. The robot is placed at random, an idle target at the centre
 * (500, 500); each step executes one instruction and prints it with the top of stack, then prompts
 * {@code d,h,q,<cr>:} — {@code d} dumps the pools and the robot, {@code h} simulates a 10% hit, {@code q} quits,
 * anything else steps on. End of input quits too, and so does the robot's death (after ten simulated hits,
 * for example). As in the original, up to four files are kept and the first one is traced.
 */
final class DebugCommand {

    private static final int CENTRE = 5000;

    private DebugCommand() {
    }

    static int run(Options o, RobotCompiler compiler, Console c) throws UsageException, IOException {
        List<String> files = RobotFiles.existing(o.files, Arena.MAX_ROBOTS, c);
        if (files.isEmpty()) {
            c.err().printf("%s: no robot source files\n", Console.PROGRAM);
            return Main.EXIT_NO_ROBOTS;
        }
        CompileResult compiled = RobotFiles.compile(compiler, files.get(0));
        if (!compiled.ok()) {
            compiled.errors().forEach(e -> c.err().println(e));
            c.err().printf("\n %s could not compile\n", files.get(0));
            return Main.EXIT_NO_ROBOTS;
        }
        Arena arena = new Arena(RandomSource.of(o.mode, o.seed(c)), o.quirks());
        VmCpu cpu = VmCpu.create(compiled.programOrThrow(), arena, 0);
        arena.attach(0, cpu);
        arena.attach(1, RobotCpu.IDLE);
        arena.startMatch(2);
        arena.place(1, CENTRE, CENTRE);
        cpu.vm().setTracer(tracer(c.out()));
        c.out().printf("Debugging %s: robot at (%d,%d), target at (500,500)\n", files.get(0), arena.robot(0).x() / 10,
                arena.robot(0).y() / 10);
        return session(c, cpu.vm(), arena);
    }

    /** Steps until {@code q}, the end of input, or the robot's death. */
    private static int session(Console c, RobotVm vm, Arena arena) throws IOException {
        PrintStream out = c.out();
        while (arena.robot(0).active()) {
            arena.tick();
            if (!prompt(c, vm, arena)) {
                return Main.EXIT_OK;
            }
        }
        out.printf("Robot destroyed (damage %d) after %d cycles\n", arena.robot(0).damage(), arena.cycles());
        return Main.EXIT_OK;
    }

    /** The {@code d,h,q,<cr>:} prompt after a step; false when the user quits. */
    private static boolean prompt(Console c, RobotVm vm, Arena arena) throws IOException {
        PrintStream out = c.out();
        while (true) {
            out.print("d,h,q,<cr>: ");
            out.flush();
            String line = c.in().readLine();
            String answer = line == null ? "q" : line.trim();
            switch (answer) {
                case "q" -> {
                    return false;
                }
                case "d" -> dump(out, vm, arena);
                case "h" -> {
                    arena.inflict(0, 10);
                    out.printf("hit: damage now %d\n", arena.robot(0).damage());
                }
                default -> {
                    return true;
                }
            }
        }
    }

    private static Tracer tracer(PrintStream out) {
        return new Tracer() {
            @Override
            public void executed(RobotVm v, int address, Instruction insn) {
                out.printf("%5d : %-24s sp=%-3d top=%d\n", address, RobotDisassembler.format(insn), v.sp(), v.topOfStack());
            }

            @Override
            public void restarted(RobotVm v, RestartCause cause) {
                out.printf("main restarted: %s\n", cause.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
            }
        };
    }

    private static void dump(PrintStream out, RobotVm vm, Arena arena) {
        RobotProgram p = vm.program();
        out.print("External pool:\n");
        for (int i = 0; i < vm.externalCount(); i++) {
            out.printf("  %4d : %-8s = %d\n", i, i < p.externals().size() ? p.externals().get(i) : "?", vm.external(i));
        }
        FunctionHeader f = p.functionAt(vm.ip());
        out.printf("Local pool (%s):\n", f == null ? "?" : f.name());
        if (f != null) {
            for (int i = 0; i < f.localCount(); i++) {
                out.printf("  %4d : %-8s = %d\n", i, i < f.locals().size() ? f.locals().get(i) : "?", vm.local(i));
            }
        }
        out.printf("Registers: ip=%d lp=%d sp=%d rp=%d top=%d, executed %d, restarts %d\n", vm.ip(), vm.lp(), vm.sp(),
                vm.rp(), vm.topOfStack(), vm.executedCount(), vm.restartCount());
        Robot r = arena.robot(0);
        out.printf("Robot: x=%d y=%d (clicks %d,%d) heading=%d/%d speed=%d/%d damage=%d reload=%d scan=%d cycles=%d\n",
                r.x() / 10, r.y() / 10, r.x(), r.y(), r.heading(), r.desiredHeading(), r.speed(), r.desiredSpeed(),
                r.damage(), r.reload(), r.scan(), arena.cycles());
        for (int j = 0; j < Robot.MISSILES; j++) {
            Missile m = r.missile(j);
            out.printf("Missile %d: %s", j, m.state());
            if (m.state() != Missile.State.AVAIL) {
                out.printf(" at (%d,%d) heading=%d distance=%d/%d count=%d", m.x() / 10, m.y() / 10, m.heading(),
                        m.distance() / 10, m.range() / 10, m.count());
            }
            out.print("\n");
        }
    }
}
