package io.github.retrokit.austerity.rules;

/** A view that only reads through to another, so the receiver cannot reach (or cast to) the game behind it. */
final class ReadOnlyView implements GameView {

    private final GameView view;

    ReadOnlyView(GameView view) {
        this.view = view;
    }

    @Override
    public int playerCount() {
        return view.playerCount();
    }

    @Override
    public int marketSize() {
        return view.marketSize();
    }

    @Override
    public Card card(int index) {
        return view.card(index);
    }

    @Override
    public int pile(Colour colour) {
        return view.pile(colour);
    }

    @Override
    public int points(int player) {
        return view.points(player);
    }

    @Override
    public int discount(int player, Colour colour) {
        return view.discount(player, colour);
    }

    @Override
    public int tokens(int player, Colour colour) {
        return view.tokens(player, colour);
    }

    @Override
    public int wild(int player) {
        return view.wild(player);
    }
}
