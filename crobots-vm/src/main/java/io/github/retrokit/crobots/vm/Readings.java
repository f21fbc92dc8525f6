package io.github.retrokit.crobots.vm;

/**
 * What a robot's four argument-free intrinsics read ({@code damage()}, {@code speed()}, {@code loc_x()},
 * {@code loc_y()}), as fields the VM's interpreter loop reads without calling the world. A world that offers
 * them ({@link Intrinsics#readings()}) keeps them equal at all times to what its {@link Intrinsics#damage()},
 * {@link Intrinsics#speed()}, {@link Intrinsics#locX()} and {@link Intrinsics#locY()} return.
 *
 * <p>Mutable internal state: the arena's {@code Robot} holds one in a package-private field, writes it as the
 * robot moves and is hit, and hands it to no one but its robot's VM (through its world's {@code readings()});
 * observers see snapshots instead.
 */
public final class Readings {
    /** {@code damage()}. */
    public int damage;
    /** {@code speed()}. */
    public int speed;
    /** {@code loc_x()}: x in metres. */
    public int metreX;
    /** {@code loc_y()}: y in metres. */
    public int metreY;
}
