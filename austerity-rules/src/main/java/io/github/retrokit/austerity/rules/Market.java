package io.github.retrokit.austerity.rules;

/** Facts about the face-up market. */
public final class Market {
    /** At most 8 cards lie face up, numbered 0 (oldest) to 7 (newest). */
    public static final int CAPACITY = 8;

    private Market() {
    }
}
