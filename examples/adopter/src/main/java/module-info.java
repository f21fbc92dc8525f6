/** An application built on the four RetroKit libraries, through their exported packages only. */
module com.example.adopter {
    requires transitive io.github.retrokit.mips;
    requires transitive io.github.retrokit.crobots;
    requires transitive io.github.retrokit.rogue;
    requires transitive io.github.retrokit.austerity;

    exports com.example.adopter;
}
