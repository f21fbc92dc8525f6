package io.github.retrokit.rogue.world;

import io.github.retrokit.rogue.transport.Peer;
import io.github.retrokit.rogue.transport.Reply;
import io.github.retrokit.rogue.wire.Coordinate;
import io.github.retrokit.rogue.wire.MonsterMessage;
import io.github.retrokit.rogue.wire.MonsterResponse;

/** The world's knowledge of one monster: where it is, whether it is alive, what it is owed. */
final class MonsterState {
    final int number;
    final char symbol;
    final WorldInput.MonsterSetup setup;
    Peer<MonsterMessage, MonsterResponse> peer;
    Coordinate position;
    int damage;
    Reply<MonsterResponse> reply;

    MonsterState(int number, WorldInput.MonsterSetup setup) {
        this.number = number;
        this.symbol = setup.symbol();
        this.setup = setup;
        this.position = setup.start();
    }

    String tag() {
        return "monster " + symbol + "#" + number;
    }

    String describe() {
        return "monster " + symbol + "#" + number + " (" + setup.command() + ") at " + position;
    }
}
