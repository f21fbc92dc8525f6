package com.example.adopter;

import io.github.retrokit.austerity.game.AusterityGame;
import io.github.retrokit.austerity.game.AusterityGameResult;
import io.github.retrokit.austerity.game.GameRules;
import io.github.retrokit.austerity.rules.Deck;
import io.github.retrokit.austerity.strategy.Strategies;
import io.github.retrokit.crobots.codegen.RobotCompiler;
import io.github.retrokit.crobots.match.Contestant;
import io.github.retrokit.crobots.match.MatchObserver;
import io.github.retrokit.crobots.match.CrobotsMatchResult;
import io.github.retrokit.crobots.match.MatchSeries;
import io.github.retrokit.crobots.match.MatchSettings;
import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.mips.run.Limits;
import io.github.retrokit.mips.run.Machine;
import io.github.retrokit.mips.run.MachineOptions;
import io.github.retrokit.mips.run.RunResult;
import io.github.retrokit.mips.syscall.StreamConsole;
import io.github.retrokit.rogue.transport.InProcessTransport;
import io.github.retrokit.rogue.transport.ProcessTransport;
import io.github.retrokit.rogue.wire.WireFormat;
import io.github.retrokit.rogue.world.RogueGame;
import io.github.retrokit.rogue.world.RogueGameOptions;
import io.github.retrokit.rogue.world.RogueGameResult;
import io.github.retrokit.rogue.world.RogueGameStartException;
import io.github.retrokit.rogue.world.WorldInput;
import io.github.retrokit.rogue.world.WorldInputParser;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One real piece of work with each RetroKit library, written as an adopter writes it: only exported packages, on
 * the module path. {@link #main} prints what each produced.
 */
public final class RetroKitTour {

    /** A MIPS program that reads n and prints 1 + 2 + ... + n. */
    static final String SUM_PROGRAM = String.join("\n",
            ".data",
            "label: .asciiz \"sum=\"",
            ".text",
            "main:   li $v0, 5",
            "        syscall",
            "        move $t0, $v0",
            "        li $t1, 0",
            "loop:   add $t1, $t1, $t0",
            "        addi $t0, $t0, -1",
            "        bgtz $t0, loop",
            "        la $a0, label",
            "        li $v0, 4",
            "        syscall",
            "        move $a0, $t1",
            "        li $v0, 1",
            "        syscall",
            "        li $v0, 10",
            "        syscall",
            "");

    static final String SITTER = "main() { while (1) { if (scan(0, 10) > 0) cannon(0, 700); } }\n";
    static final String HUNTER = String.join("\n",
            "main()",
            "{",
            "  int d, r;",
            "  while (1) {",
            "    r = scan(d, 10);",
            "    if (r > 0 && r < 700) cannon(d, r); else d = (d + 20) % 360;",
            "  }",
            "}",
            "");

    /** A small room: the sample player and one sample monster. */
    static final String ROOM = String.join("\n",
            "8 7", "5 0", "2 5", "./player 3 1 0", "1", "./monster o 6 4 12 3 4 1", "");

    private RetroKitTour() {
    }

    /** Assembles and runs {@link #SUM_PROGRAM} with {@code n} on its console; returns what it printed. */
    public static String runMips(int n) throws Exception {
        ProgramImage image = new Assembler().assemble("sum.asm", SUM_PROGRAM);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Machine machine = Machine.load(image, MachineOptions.defaults()
                .withConsole(new StreamConsole(new ByteArrayInputStream((n + "\n").getBytes(StandardCharsets.US_ASCII)),
                        out, out))
                .withLimits(Limits.DEFAULT.withMaxInstructions(1_000_000)));
        RunResult result = machine.run();
        return out.toString(StandardCharsets.US_ASCII) + " (" + result + ")";
    }

    /** Compiles two robots from source and plays one seeded match. */
    public static CrobotsMatchResult crobotsMatch(long seed) {
        RobotCompiler compiler = new RobotCompiler();
        List<Contestant> robots = List.of(
                Contestant.of("sitter.r", compiler.compile("sitter.r", SITTER).programOrThrow()),
                Contestant.of("hunter.r", compiler.compile("hunter.r", HUNTER).programOrThrow()));
        return new MatchSeries(robots, MatchSettings.classic().withCycleLimit(50_000), seed)
                .playNext(MatchObserver.NONE);
    }

    /** Plays {@link #ROOM} in process with the sample player and monster, the maps written to {@code maps}. */
    public static RogueGameResult rogueInProcess(StringBuilder maps) throws Exception {
        WorldInput input = WorldInputParser.parse(ROOM, "room", WireFormat.DEFAULT_MONSTER_LIMIT);
        return RogueGame.play(input, InProcessTransport.samples().withOwnThreads(), maps, RogueGameOptions.defaults());
    }

    /**
     * Starts {@link #ROOM} with real processes from {@code directory}, where there is no {@code ./player}: the
     * failure to start is reported, not thrown as a crash (this exercises the native spawn on the module path).
     */
    public static String rogueProcessesWithoutPrograms(java.nio.file.Path directory) throws Exception {
        WorldInput input = WorldInputParser.parse(ROOM, "room", WireFormat.DEFAULT_MONSTER_LIMIT);
        try {
            RogueGame.play(input, ProcessTransport.create(WireFormat.course()).inDirectory(directory),
                    new StringBuilder(), RogueGameOptions.defaults());
            return "started";
        } catch (RogueGameStartException e) {
            return e.getMessage();
        }
    }

    /** One in-process Austerity game of the course's three strategies on the course's deck20. */
    public static AusterityGameResult austerityGame() {
        return new AusterityGame(GameRules.of(7, 15), Deck.deck20(),
                List.of(Strategies.shenzi(), Strategies.banzai(), Strategies.ed())).play();
    }

    /** Prints one line per library. */
    public static void main(String[] args) throws Exception {
        System.out.println("mips: " + runMips(10));
        CrobotsMatchResult match = crobotsMatch(7);
        System.out.println("crobots: " + match.outcome() + " after " + match.cycles() + " cycles");
        RogueGameResult rogue = rogueInProcess(new StringBuilder());
        System.out.println("rogue: " + rogue.outcome() + " after " + rogue.turns() + " turns");
        AusterityGameResult austerity = austerityGame();
        System.out.println("austerity: winners " + austerity.winners() + ", " + austerity.end());
    }
}
