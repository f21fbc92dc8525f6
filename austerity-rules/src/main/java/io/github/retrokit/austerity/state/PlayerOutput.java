package io.github.retrokit.austerity.state;

import java.util.ArrayList;
import java.util.List;

import io.github.retrokit.austerity.rules.Card;
import io.github.retrokit.austerity.rules.Colour;
import io.github.retrokit.austerity.rules.GameView;

/** The exact stderr lines a player program prints (without newlines). */
public final class PlayerOutput {

    /** Printed after {@code dowhat}. */
    public static final String RECEIVED_DOWHAT = "Received dowhat";

    private PlayerOutput() {
    }

    /** {@code Game over. Winners are A,B}, printed after {@code eog}. */
    public static String gameOver(List<Integer> winners) {
        return "Game over. Winners are " + GameView.letters(winners);
    }

    /**
     * The state dump printed after every other valid message: one {@code Card C:D/V/P,B,Y,R} line per face-up card,
     * oldest first, then one {@code Player X:points:Discounts=P,B,Y,R:Tokens=P,B,Y,R,W} line per player.
     */
    public static List<String> dump(GameView view) {
        List<String> lines = new ArrayList<>(view.marketSize() + view.playerCount());
        for (int i = 0; i < view.marketSize(); i++) {
            lines.add(cardLine(i, view.card(i)));
        }
        for (int p = 0; p < view.playerCount(); p++) {
            lines.add(playerLine(view, p));
        }
        return lines;
    }

    /** {@code Card 0:B/3/0,0,2,1}. */
    public static String cardLine(int index, Card card) {
        return "Card " + index + ":" + card.discount().letter() + "/" + card.points() + "/" + card.cost().format();
    }

    /** {@code Player A:5:Discounts=1,2,0,1:Tokens=2,2,0,1,1}; counts print as they are, even if a hub made them negative. */
    public static String playerLine(GameView view, int player) {
        StringBuilder line = new StringBuilder("Player ").append(GameView.letter(player)).append(':')
                .append(view.points(player)).append(":Discounts=");
        for (int c = 0; c < Colour.COUNT; c++) {
            line.append(c > 0 ? "," : "").append(view.discount(player, Colour.at(c)));
        }
        line.append(":Tokens=");
        for (int c = 0; c < Colour.COUNT; c++) {
            line.append(view.tokens(player, Colour.at(c))).append(',');
        }
        return line.append(view.wild(player)).toString();
    }
}
