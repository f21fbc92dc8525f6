package io.github.retrokit.benchmarks.rogue;

/** Counts and discards a game's output after it is rendered. */
final class Sink implements Appendable {
    long length;

    @Override
    public Appendable append(CharSequence s) {
        length += s.length();
        return this;
    }

    @Override
    public Appendable append(CharSequence s, int start, int end) {
        length += end - start;
        return this;
    }

    @Override
    public Appendable append(char c) {
        length++;
        return this;
    }
}
