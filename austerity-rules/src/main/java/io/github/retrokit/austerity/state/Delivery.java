package io.github.retrokit.austerity.state;

import io.github.retrokit.austerity.protocol.HubMessage;
import io.github.retrokit.austerity.protocol.Protocol;

/**
 * One message the hub must send: to one player, or to all players in order A, B, ...
 *
 * @param recipient the player number, or {@link #EVERYONE}
 * @param message the message
 */
public record Delivery(int recipient, HubMessage message) {

    /** The recipient value meaning "every player". */
    public static final int EVERYONE = -1;

    /** A message for every player. */
    public static Delivery toEveryone(HubMessage message) {
        return new Delivery(EVERYONE, message);
    }

    /** A message for one player. */
    public static Delivery to(int player, HubMessage message) {
        return new Delivery(player, message);
    }

    /** True when every player gets it. */
    public boolean isBroadcast() {
        return recipient == EVERYONE;
    }

    /** True when {@code player} gets it. */
    public boolean isFor(int player) {
        return recipient == EVERYONE || recipient == player;
    }

    /** The wire line, without the newline. */
    public String line() {
        return Protocol.format(message);
    }
}
