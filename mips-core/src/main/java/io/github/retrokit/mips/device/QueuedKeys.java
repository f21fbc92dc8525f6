package io.github.retrokit.mips.device;

import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Keys typed at any time by another thread (a terminal reader) and taken by the machine's thread when the
 * keyboard looks for one. Thread-safe.
 */
public final class QueuedKeys implements KeySource {
    private final ConcurrentLinkedQueue<Integer> keys = new ConcurrentLinkedQueue<>();
    private volatile boolean ended;

    /** An empty queue, not ended. */
    public QueuedKeys() { }

    /**
     * Queues one key (its low 8 bits).
     *
     * @param key the key
     */
    public void type(int key) {
        keys.add(key & 0xff);
    }

    /** No keys after the queued ones. */
    public void end() {
        ended = true;
    }

    @Override
    public int next() {
        Integer key = keys.poll();
        if (key != null) {
            return key;
        }
        return ended && keys.isEmpty() ? END : NONE;
    }
}
