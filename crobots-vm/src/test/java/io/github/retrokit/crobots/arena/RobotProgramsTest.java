package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.world.Quirks;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.retrokit.crobots.codegen.CompileResult;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.MatchSeries;
import io.github.retrokit.crobots.match.MatchSettings;
import io.github.retrokit.crobots.program.Instruction;
import io.github.retrokit.crobots.program.RobotProgram;
import io.github.retrokit.crobots.vm.RestartCause;
import io.github.retrokit.crobots.vm.RobotVm;
import io.github.retrokit.crobots.vm.Tracer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Our own robots (src/test/resources/robots), compiled and run in the arena against the behaviour spec. */
class RobotProgramsTest {

    static RobotProgram program(String file) {
        try (InputStream in = RobotProgramsTest.class.getResourceAsStream("/robots/" + file)) {
            CompileResult r = new RobotCompiler().compile(file, new String(in.readAllBytes(), StandardCharsets.ISO_8859_1));
            return r.programOrThrow();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** An arena with {@code file} in slot 0 at (x0, y0) and, in slot 1, {@code other} (or an idle target) at (x1, y1). */
    private static Arena arena(Quirks quirks, String file, int x0, int y0, String other, int x1, int y1) {
        Arena a = new Arena(RandomSource.classic(1), quirks);
        a.attach(0, VmCpu.create(program(file), a, 0));
        a.attach(1, other == null ? RobotCpu.IDLE : VmCpu.create(program(other), a, 1));
        a.startMatch(2);
        a.place(0, x0, y0);
        a.place(1, x1, y1);
        return a;
    }

    /** Robot {@code file} alone in slot 0 at (x0, y0) with an idle target in slot 1 at (x1, y1). */
    private record Solo(Arena arena, RobotVm vm) {
        static Solo of(Quirks quirks, String file, int x0, int y0, int x1, int y1) {
            Arena a = new Arena(RandomSource.classic(1), quirks);
            VmCpu cpu = VmCpu.create(program(file), a, 0);
            a.attach(0, cpu);
            a.startMatch(2);
            a.place(0, x0, y0);
            a.place(1, x1, y1);
            return new Solo(a, cpu.vm());
        }

        long global(String name) {
            return vm.external(vm.program().externals().indexOf(name));
        }
    }

    private static void rounds(Arena a, int n) {
        for (int i = 0; i < n; i++) {
            a.tick();
        }
    }

    private static long[] scanEdge(Quirks quirks, int tx, int ty) {
        Solo s = Solo.of(quirks, "scanedge.r", 5005, 5005, tx, ty);
        rounds(s.arena(), 40);
        return new long[] {s.global("at0"), s.global("at359"), s.global("at0wide"), s.global("at360")};
    }

    @Test
    void scanningAtTheSeam() {
        // target at bearing 359 (dx = -100, dy = 1 metres)
        assertEquals("[0, 100, 0, 0]", java.util.Arrays.toString(scanEdge(Quirks.CLASSIC, 6005, 4995)));
        assertEquals("[0, 100, 100, 0]", java.util.Arrays.toString(scanEdge(Quirks.FIXED, 6005, 4995)));
        // same metre row, a few clicks south: bearing 360, which scan(0, ...) never sees in classic mode
        assertEquals("[0, 0, 0, 0]", java.util.Arrays.toString(scanEdge(Quirks.CLASSIC, 6000, 5001)));
        assertEquals("[100, 0, 100, 100]", java.util.Arrays.toString(scanEdge(Quirks.FIXED, 6000, 5001)));
    }

    @Test
    void theWestWallAndTheAccelQuirk() {
        for (Quirks q : List.of(Quirks.CLASSIC, Quirks.FIXED)) {
            Solo s = Solo.of(q, "westwall.r", 300, 5000, 9000, 9000);
            rounds(s.arena(), 40 * 15);
            Robot r = s.arena().robot(0);
            assertEquals(2, s.global("hit"), q + ": one wall hit");
            if (q.collisionAccel()) {
                assertAll(() -> assertEquals(4, r.damage(), "jumps to speed 100 on the old heading: a second hit"),
                        () -> assertEquals(0, r.x()), () -> assertEquals(0, r.heading()), () -> assertEquals(0, r.speed()));
            } else {
                assertAll(() -> assertEquals(2, r.damage()), () -> assertTrue(r.x() > 1000, "drove away east"));
            }
        }
    }

    @Test
    void rammingAStandingRobotDamagesBothByTwo() {
        Arena a = arena(Quirks.CLASSIC, "rammer.r", 4000, 5000, null, 5000, 5000);
        rounds(a, 400 * 15);
        Robot rammer = a.robot(0);
        Robot target = a.robot(1);
        assertAll(() -> assertEquals(2, rammer.damage()), () -> assertEquals(2, target.damage()),
                () -> assertEquals(0, rammer.speed()), () -> assertTrue(Math.abs(rammer.x() - 5000) < 10),
                () -> assertEquals(10, rammer.accel(), "collisions keep accel"));
    }

    @Test
    void twoRammersMeet() {
        Arena a = arena(Quirks.CLASSIC, "rammer.r", 4500, 5000, "rammer.r", 5500, 5000);
        rounds(a, 400 * 15);
        assertEquals(2, a.robot(0).damage());
        assertEquals(2, a.robot(1).damage());
        assertTrue(a.robot(1).x() - a.robot(0).x() < 10);
    }

    @Test
    void selfHitsKillTheShooterAndTheOpponentWins() {
        MatchSeries s = new MatchSeries(List.of(Contestant.of("selfhit.r", program("selfhit.r")),
                Contestant.of("recurse.r", program("recurse.r"))), MatchSettings.classic(), 1);
        CrobotsMatchResult r = s.playNext(MatchObserver.NONE);
        assertEquals("recurse.r", r.survivors().get(0).name());
        assertEquals(100, r.robots().get(0).damage());
        assertEquals(136 * 15, r.cycles(), "a hit every 15 updates from update 1: the tenth at update 136");
    }

    @Test
    void theCannonRefusesWhileReloadingFor15Updates() {
        Solo s = Solo.of(Quirks.CLASSIC, "reload.r", 1000, 1000, 9000, 9000);
        Arena a = s.arena();
        List<Long> fired = new ArrayList<>();
        for (int i = 0; i < 20 * 15; i++) {
            a.tick();
            a.snapshot().events().stream().filter(e -> e instanceof ArenaEvent.Fired).forEach(e -> fired.add(a.rounds()));
        }
        assertEquals(1, s.global("first"));
        assertEquals(0, s.global("second"));
        assertTrue(s.global("tries") > 10);
        assertEquals(2, fired.size(), fired.toString());
        assertEquals(6, fired.get(0), "FETCH first, FETCH cannon, FRAME, CONST, CONST, FCALL");
        assertTrue(fired.get(1) > 15 * 15 && fired.get(1) <= 15 * 15 + 20, fired.toString());
    }

    /**
     * main: FETCH f, FRAME, CONST 1, FCALL (sp 3, rp 497: a gap of 494); each level of f (FETCH f, FRAME,
     * FETCH x, CONST 1, BINOP +, FCALL) closes the gap by 6; after 82 levels the gap is 2 and the FRAME of
     * the 83rd level collides: instruction 4 + 82 * 6 + 2 = 498.
     */
    @Test
    void endlessRecursionRestartsMainOnAStackCollisionEvery498Instructions() {
        Solo s = Solo.of(Quirks.CLASSIC, "recurse.r", 5000, 5000, 9000, 9000);
        Arena a = s.arena();
        List<String> restarts = new ArrayList<>();
        s.vm().setTracer(new Tracer() {
            @Override
            public void executed(RobotVm vm, int address, Instruction instruction) {
            }

            @Override
            public void restarted(RobotVm vm, RestartCause cause) {
                restarts.add(vm.executedCount() + " " + cause);
            }
        });
        rounds(a, 1494);
        assertEquals(List.of("498 STACK_OVERFLOW", "996 STACK_OVERFLOW", "1494 STACK_OVERFLOW"), restarts);
        assertEquals(0, a.robot(0).damage(), "a restart keeps the robot where it is");
    }

    @Test
    void anErrorFlagLeftSetByAFailedCompileRestartsRobot0AfterItsFirstInstructionOnce() {
        Arena a = new Arena(RandomSource.classic(1), Quirks.CLASSIC);
        VmCpu cpu = VmCpu.create(program("turret.r"), a, 0);
        a.attach(0, cpu);
        a.leaveErrorFlagSet();
        a.startMatch(2);
        long before = cpu.vm().restartCount();
        int mainStart = cpu.vm().ip();
        a.tick();
        assertEquals(before + 1, cpu.vm().restartCount(), "restarted after instruction 1");
        assertEquals(mainStart, cpu.vm().ip());
        a.startMatch(2);
        long second = cpu.vm().restartCount();
        a.tick();
        assertEquals(second, cpu.vm().restartCount(), "only the first match is affected");
        assertEquals(mainStart + 1, cpu.vm().ip());
    }

    @Test
    void theModZeroQuirkReachesTheRobotsVm() {
        Solo classic = Solo.of(Quirks.CLASSIC, "modzero.r", 1000, 1000, 9000, 9000);
        Solo fixed = Solo.of(Quirks.CLASSIC.with("modZero", false), "modzero.r", 1000, 1000, 9000, 9000);
        rounds(classic.arena(), 20);
        rounds(fixed.arena(), 20);
        assertAll(() -> assertEquals(0, classic.global("r")), () -> assertEquals(7, fixed.global("r")),
                () -> assertEquals(0, classic.global("q")), () -> assertEquals(0, fixed.global("q")));
    }
}
