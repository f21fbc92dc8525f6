package io.github.retrokit.examples.rogue;

import io.github.retrokit.rogue.monster.RogueMonster;
import io.github.retrokit.rogue.monster.SampleMonster;
import io.github.retrokit.rogue.player.SamplePlayer;
import io.github.retrokit.rogue.transport.InProcessTransport;
import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.MonsterResponse;
import io.github.retrokit.rogue.world.RogueGame;
import io.github.retrokit.rogue.world.RogueGameObserver;
import io.github.retrokit.rogue.world.RogueGameOptions;
import io.github.retrokit.rogue.world.RogueGameResult;
import io.github.retrokit.rogue.world.TracedMessage;
import io.github.retrokit.rogue.world.WorldInput;
import io.github.retrokit.rogue.world.WorldInputParser;

import java.time.Duration;
import java.util.Optional;

/**
 * Embedding the Rogue Pipes world: one game in-process (no child processes), with the course's sample player, a
 * sample monster and a monster of our own written as a lambda, watched through an observer. Our own code runs on
 * threads of its own, so a bug that makes it loop is cut off by the response timeout instead of hanging the game;
 * a turn limit ends the game if nobody wins.
 */
public final class RogueInProcess {

    private static final String ROOM = String.join("\n",
            "8 7",
            "5 0",
            "2 5",
            "./player 3 1 0",
            "2",
            "./monster o 6 4 12 3 4 1",
            "./coward c 1 1 1 1 1 1",
            "");

    private RogueInProcess() {
    }

    public static void main(String[] args) throws Exception {
        WorldInput input = WorldInputParser.parse(ROOM, "room", 20);

        // A monster that runs away from the player, as far as the walls let it.
        RogueMonster coward = message -> {
            if (message.gameOver()) {
                return Optional.empty();
            }
            Coordinate me = message.newPosition();
            Coordinate player = message.playerCoordinate();
            return Optional.of(new MonsterResponse.Move(me.plus(Integer.signum(me.x() - player.x()),
                    Integer.signum(me.y() - player.y()))));
        };
        InProcessTransport transport = new InProcessTransport(
                command -> SamplePlayer.fromArguments(command.arguments(), 20),
                command -> command.executable().equals("./coward") ? coward
                        : SampleMonster.fromArguments(command.arguments()))
                .withOwnThreads();

        RogueGameObserver trace = new RogueGameObserver() {
            @Override
            public void message(TracedMessage message) {
                if (!message.toEntity() && message.turn() > 0) {
                    System.out.println("turn " + message.turn() + ", " + message.entity() + ": " + message.content());
                }
            }
        };
        RogueGameOptions options = RogueGameOptions.defaults().withTimeout(Duration.ofSeconds(2)).withMaxTurns(50)
                .withObserver(trace);
        RogueGameResult result = RogueGame.play(input, transport, System.out, options);
        System.out.println(result.outcome() + " after " + result.turns() + " turns, player run as: " + input.player());
    }
}
