package io.github.retrokit.crobots.vm;

/**
 * What a robot's four argument-free intrinsics read ({@code damage()}, {@code speed()}, {@code loc_x()},
 * {@code loc_y()}), as fields the VM's interpreter loop reads without calling the world. A world that offers
 * them ({@link Intrinsics#readings()}) keeps them equal at all times to what its {@link Intrinsics#damage()},
 * {@link Intrinsics#speed()}, {@link Intrinsics#locX()} and {@link Intrinsics#locY()} return; the arena's
 * robot state is such an object.
 */
public abstract class Readings {
    /** {@code damage()}. */
    public int damage;
    /** {@code speed()}. */
    public int speed;
    /** {@code loc_x()}: x in metres. */
    public int metreX;
    /** {@code loc_y()}: y in metres. */
    public int metreY;
}
