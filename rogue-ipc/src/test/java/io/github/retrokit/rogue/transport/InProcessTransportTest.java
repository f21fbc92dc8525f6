package io.github.retrokit.rogue.transport;

import io.github.retrokit.rogue.monster.RogueMonster;
import io.github.retrokit.rogue.monster.SampleMonster;
import io.github.retrokit.rogue.player.RoguePlayer;
import io.github.retrokit.rogue.player.SamplePlayer;
import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.wire.PlayerMessage;
import io.github.retrokit.rogue.wire.PlayerResponse;
import io.github.retrokit.rogue.world.RogueGame;
import io.github.retrokit.rogue.world.RogueGameOptions;
import io.github.retrokit.rogue.world.RogueGameOutcome;
import io.github.retrokit.rogue.world.RogueGameResult;
import io.github.retrokit.rogue.world.WorldInput;
import io.github.retrokit.rogue.world.WorldInputParser;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * In-process entities on threads of their own: the response timeout bounds them like processes.
 * <p>
 * No outcome here depends on how fast the machine is: where every entity must answer, the timeout is the default
 * 30 s; where one entity is to miss a short timeout, it never answers, and only it runs on a thread of its own
 * (the others run in the world's thread, where no deadline applies), so a loaded machine cannot make them late.
 */
class InProcessTransportTest {

    private static final Duration TIMEOUT = Duration.ofMillis(300);
    /** ./player and two monsters: ./m (the sample, killed by the player's second hit) and ./z (under test). */
    private static final String ROOM = "6 6\n2 0\n3 3\n./player 1 1 0\n2\n./m m 4 4 7 1 1 1\n./z z 1 1 0 0 0 0\n";

    @AfterEach
    void everyEntityThreadHasEnded() throws InterruptedException {
        for (Thread t : entityThreads()) {
            t.join(10_000); // its executor has terminated; the thread itself may still be on its way out
        }
        assertEquals(List.of(), entityThreads().stream().map(Thread::getName).toList(), "threads left running");
    }

    private static List<Thread> entityThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive)
                .filter(t -> t.getName().startsWith("rogue in-process")).toList();
    }

    private static String resource(String name) throws Exception {
        try (InputStream in = InProcessTransportTest.class.getResourceAsStream("/rogue/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }

    private static RogueGameResult play(String text, Transport transport, StringBuilder out) throws Exception {
        return play(text, transport, out, TIMEOUT);
    }

    private static RogueGameResult play(String text, Transport transport, StringBuilder out, Duration timeout)
            throws Exception {
        WorldInput input = WorldInputParser.parse(new StringReader(text), "in", 20);
        return assertTimeoutPreemptively(Duration.ofSeconds(120),
                () -> RogueGame.play(input, transport, out, RogueGameOptions.defaults().withTimeout(timeout)));
    }

    /** The sample player and ./m in the world's thread; ./z is {@code z}, on a thread of its own. */
    private static Transport with(RogueMonster z) {
        InProcessTransport samples = InProcessTransport.samples();
        return route(samples, new InProcessTransport(c -> null, c -> z).withOwnThreads(), samples);
    }

    /** The player from {@code players}, the monster ./z from {@code z}, every other monster from {@code others}. */
    private static Transport route(Transport players, Transport z, Transport others) {
        return new Transport() {
            @Override
            public Peer<PlayerMessage, PlayerResponse> startPlayer(ChildCommand command) throws StartFailedException {
                return players.startPlayer(command);
            }

            @Override
            public Peer<MonsterMessage, MonsterResponse> startMonster(ChildCommand command) throws StartFailedException {
                return (command.executable().equals("./z") ? z : others).startMonster(command);
            }
        };
    }

    @ParameterizedTest(name = "inp{0}.txt gives out{0}.txt with every entity on its own thread")
    @ValueSource(ints = {1, 4})
    void courseGamesOnOwnThreads(int n) throws Exception {
        StringBuilder out = new StringBuilder();
        RogueGameResult r = play(resource("inp" + n + ".txt"), InProcessTransport.samples().withOwnThreads(), out,
                RogueGameOptions.DEFAULT_TIMEOUT);
        assertEquals(resource("out" + n + ".txt"), out.toString());
        assertEquals(List.of(), r.diagnostics());
    }

    @Test
    void aMonsterThatNeverAnswersIsInterruptedAndRemoved() throws Exception {
        RogueMonster sleeper = m -> {
            pause(TimeUnit.DAYS.toMillis(1));
            return Optional.of(MonsterResponse.DEAD);
        };
        StringBuilder out = new StringBuilder();
        RogueGameResult r = play(ROOM, with(sleeper), out);
        assertEquals(List.of("monster z#2 (./z 0 0 0 0) at (1,1): sent no response in time (response timeout 300 ms) "
                + "(interrupted by the world); removed from the game"), r.diagnostics());
        assertEquals(RogueGameOutcome.SURVIVED, r.outcome(), "the game goes on without it: the player kills ./m");
    }

    @Test
    void aMonsterSpinningUntilInterruptedIsStopped() throws Exception {
        RogueMonster spinner = m -> {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.onSpinWait();
            }
            return Optional.of(new MonsterResponse.Attack(100));
        };
        StringBuilder out = new StringBuilder();
        RogueGameResult r = play(ROOM, with(spinner), out);
        assertEquals(1, r.diagnostics().size(), r.diagnostics().toString());
        assertEquals(RogueGameOutcome.SURVIVED, r.outcome(), "its late attack of 100 never reached the player");
    }

    @Test
    void aPlayerThatNeverAnswersCountsAsLeaving() throws Exception {
        RoguePlayer stuck = m -> {
            pause(TimeUnit.DAYS.toMillis(1));
            return Optional.empty();
        };
        InProcessTransport samples = InProcessTransport.samples();
        Transport transport = route(new InProcessTransport(c -> stuck, c -> null).withOwnThreads(), samples, samples);
        StringBuilder out = new StringBuilder();
        RogueGameResult r = play("5 5\n2 0\n2 2\n./p 1 1 0\n1\n./m m 1 1 10 1 1 1\n", transport, out);
        assertEquals(RogueGameOutcome.LEFT, r.outcome());
        assertEquals(List.of("player (./p 2 0 1 1 0): sent no response in time (response timeout 300 ms) (interrupted "
                + "by the world); counted as leaving the game"), r.diagnostics());
    }

    @Test
    void anEntityThatThrowsOnItsThreadIsLikeACrash() throws Exception {
        RogueMonster thrower = m -> {
            throw new IllegalStateException("boom");
        };
        StringBuilder out = new StringBuilder();
        RogueGameResult r = play(ROOM, with(thrower), out);
        assertEquals(List.of("monster z#2 (./z 0 0 0 0) at (1,1): failed: java.lang.IllegalStateException: boom "
                + "(exited with status 0); removed from the game"), r.diagnostics());
    }

    @Test
    void thePlayerAndTheMonstersEachHaveTheWholeTimeout() throws Exception {
        // The player takes half of the 4 s timeout; the monster answers 4.2 s after the player got its message, so
        // together they always take longer than the timeout, and each still has about 2 s to spare.
        long timeout = TimeUnit.SECONDS.toNanos(4);
        AtomicLong playerAsked = new AtomicLong();
        RoguePlayer slowPlayer = m -> {
            playerAsked.set(System.nanoTime());
            pause(m.gameOver() ? 0 : TimeUnit.NANOSECONDS.toMillis(timeout / 2));
            return m.gameOver() || m.newPosition().x() == 0 ? Optional.empty()
                    : Optional.of(new PlayerResponse.Move(new Coordinate(0, 0)));
        };
        RogueMonster slowMonster = m -> {
            long late = playerAsked.get() + timeout + TimeUnit.MILLISECONDS.toNanos(200) - System.nanoTime();
            pause(m.gameOver() ? 0 : Math.max(0, TimeUnit.NANOSECONDS.toMillis(late)));
            return m.gameOver() ? Optional.empty() : Optional.of(new MonsterResponse.Move(m.newPosition()));
        };
        InProcessTransport transport = new InProcessTransport(c -> slowPlayer, c -> slowMonster).withOwnThreads();
        WorldInput input = WorldInputParser.parse(new StringReader("5 5\n2 0\n2 2\n./p 1 1 0\n1\n./m m 1 1 0 0 0 0\n"),
                "in", 20);
        RogueGameResult r = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> RogueGame.play(input, transport,
                new StringBuilder(), RogueGameOptions.defaults().withTimeout(Duration.ofNanos(timeout)).withMaxTurns(1)));
        assertEquals(List.of(), r.diagnostics());
        assertEquals(RogueGameOutcome.TURN_LIMIT, r.outcome());
    }

    /** Sleeps, or returns early (interrupt flag set) when the world interrupts the entity. */
    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
