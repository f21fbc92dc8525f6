package io.github.retrokit.austerity.protocol;

import java.util.List;

import io.github.retrokit.austerity.rules.Action;
import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.GameView;
import io.github.retrokit.austerity.rules.Purse;
import io.github.retrokit.austerity.rules.Tokens;
import io.github.retrokit.austerity.rules.Turn;

/** The exact stdout lines of the hub (without newlines). */
public final class HubLines {

    /** Printed when a player disconnects before the end of the game. */
    public static final String DISCONNECT = "Game ended due to disconnect";

    private HubLines() {
    }

    /**
     * {@code New card = Bonus B, worth 1, costs 1,0,0,0}.
     *
     * @param card the card
     * @return {@code New card = Bonus B, worth 1, costs 1,0,0,0}
     */
    public static String newCard(Card card) {
        return "New card = Bonus " + card.discount().letter() + ", worth " + card.points() + ", costs " + card.cost().format();
    }

    /**
     * {@code Player A purchased 3 using 1,0,0,0,2}.
     *
     * @param player the player's number, 0 for A
     * @param card the card
     * @param payment the tokens paid
     * @return {@code Player A purchased 3 using 1,0,0,0,2}
     */
    public static String purchased(int player, int card, Purse payment) {
        return "Player " + GameView.letter(player) + " purchased " + card + " using " + payment.format();
    }

    /**
     * {@code Player A drew 1,1,1,0}.
     *
     * @param player the player's number, 0 for A
     * @param tokens how many tokens of each colour
     * @return {@code Player A drew 1,1,1,0}
     */
    public static String drew(int player, Tokens tokens) {
        return "Player " + GameView.letter(player) + " drew " + tokens.format();
    }

    /**
     * {@code Player A took a wild}.
     *
     * @param player the player's number, 0 for A
     * @return {@code Player A took a wild}
     */
    public static String tookWild(int player) {
        return "Player " + GameView.letter(player) + " took a wild";
    }

    /**
     * The line for one accepted action: {@code purchased}, {@code drew} or {@code took a wild}.
     *
     * @param player the player's number, 0 for A
     * @param action the action
     * @return the line for one accepted action: {@code purchased}, {@code drew} or {@code took a wild}
     */
    public static String action(int player, Action action) {
        if (action instanceof Action.Purchase) {
            Action.Purchase purchase = (Action.Purchase) action;
            return purchased(player, purchase.card(), purchase.payment());
        } else if (action instanceof Action.Take) {
            return drew(player, ((Action.Take) action).tokens());
        }
        return tookWild(player);
    }

    /**
     * The stdout lines of one turn, as the hub prints them: the action's line, then the refill card's
     * {@code New card} line if one was drawn (an in-process {@code AusterityGame} observer prints a hub transcript this way).
     *
     * @param turn the turn played
     * @return the stdout lines of one turn, as the hub prints them: the action's line, then the refill card's
{@code New card} line if one was drawn (an in-process {@code AusterityGame} observer prints a hub transcript this way)
     */
    public static List<String> turn(Turn turn) {
        String line = action(turn.player(), turn.action());
        return turn.drawn().map(card -> List.of(line, newCard(card))).orElse(List.of(line));
    }

    /**
     * {@code Winner(s) A,C}.
     *
     * @param winners the players with the most points, in letter order; empty after a forfeit
     * @return {@code Winner(s) A,C}
     */
    public static String winners(List<Integer> winners) {
        return "Winner(s) " + GameView.letters(winners);
    }
}
