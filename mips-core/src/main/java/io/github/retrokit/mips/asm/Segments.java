package io.github.retrokit.mips.asm;

import io.github.retrokit.mips.image.MemoryLayout;
import io.github.retrokit.mips.image.Segment;
import io.github.retrokit.mips.image.SegmentKind;
import io.github.retrokit.mips.memory.SegmentBounds;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The five segment builders of one assembly and which one is current. */
final class Segments {
    private final Map<SegmentKind, SegmentBuilder> builders = new EnumMap<>(SegmentKind.class);
    private SegmentKind current = SegmentKind.TEXT;
    private boolean autoAlign = true;
    private final SegmentBounds bounds;

    Segments(MemoryLayout layout) {
        this.bounds = SegmentBounds.of(layout);
        builders.put(SegmentKind.TEXT, new SegmentBuilder(SegmentKind.TEXT, layout.textBase()));
        builders.put(SegmentKind.DATA, new SegmentBuilder(SegmentKind.DATA, layout.dataBase()));
        builders.put(SegmentKind.KTEXT, new SegmentBuilder(SegmentKind.KTEXT, layout.ktextBase()));
        builders.put(SegmentKind.KDATA, new SegmentBuilder(SegmentKind.KDATA, layout.kdataBase()));
        builders.put(SegmentKind.EXTERN, new SegmentBuilder(SegmentKind.EXTERN, layout.externBase()));
    }

    SegmentBuilder current() {
        return builders.get(current);
    }

    SegmentKind currentKind() {
        return current;
    }

    SegmentBuilder get(SegmentKind kind) {
        return builders.get(kind);
    }

    /** Switches segment ({@code .text}, {@code .data} …); data switches re-enable automatic alignment. */
    void switchTo(SegmentKind kind) {
        current = kind;
        if (!kind.isText()) {
            autoAlign = true;
        }
    }

    /** True if MARS accepts code at {@code address} (user or kernel text, within their 4 MiB). */
    boolean isTextAddress(int address) {
        return bounds.isUserText(address) || bounds.isKernelText(address);
    }

    /** True if MARS accepts data at {@code address} (data segment, stack, kernel data, MMIO). */
    boolean isDataAddress(int address) {
        return bounds.isData(address);
    }

    boolean autoAlign() {
        return autoAlign;
    }

    void setAutoAlign(boolean on) {
        autoAlign = on;
    }

    List<Segment> build() {
        List<Segment> all = new ArrayList<>();
        for (SegmentBuilder builder : builders.values()) {
            all.addAll(builder.build());
        }
        return all;
    }
}
