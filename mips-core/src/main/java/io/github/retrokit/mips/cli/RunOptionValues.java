package io.github.retrokit.mips.cli;

import io.github.retrokit.mips.image.MemoryLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;

/** The values of {@code run}'s options, parsed or refused with a message naming the option. */
final class RunOptionValues {
    /** Word-aligned addresses {@code first..last} of a {@code --dump-mem} range, unsigned order. */
    record WordRange(int first, int last) { }

    /** The start of {@code --layout}'s message for a name MARS does not know. */
    static final String LAYOUT_NEEDS = "--layout needs Default, CompactDataAtZero or CompactTextAtZero, not '";

    private RunOptionValues() { }

    static String format(String text) throws UsageException {
        if (!List.of("text", "json", "csv").contains(text)) {
            throw new UsageException("--format needs text, json or csv, not '" + text + "'");
        }
        return text;
    }

    static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

    static long number(String option, String text) throws UsageException {
        return within(text, 0, Long.MAX_VALUE)
                .orElseThrow(() -> new UsageException(option + " needs a number from 0 up, not '" + text + "'"));
    }

    /**
     * {@code text} as a whole number as {@link Long#decode} reads it (decimal, {@code 0x} or {@code #} hexadecimal,
     * octal after a leading {@code 0}) from {@code min} to {@code max}, else empty: the caller says
     * {@code <option> needs a number from <min> to <max>, not '<text>'} for both.
     */
    static OptionalLong within(String text, long min, long max) {
        try {
            long n = Long.decode(text);
            return n >= min && n <= max ? OptionalLong.of(n) : OptionalLong.empty();
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** A byte count: {@code 1000}, {@code 64K}, {@code 256M}, {@code 1G} (binary units), or {@code none}. */
    static long size(String option, String text) throws UsageException {
        if (text.equalsIgnoreCase("none")) {
            return Long.MAX_VALUE;
        }
        int shift = switch (text.isEmpty() ? ' ' : Character.toUpperCase(text.charAt(text.length() - 1))) {
            case 'K' -> 10;
            case 'M' -> 20;
            case 'G' -> 30;
            default -> 0;
        };
        String digits = shift == 0 ? text : text.substring(0, text.length() - 1);
        try {
            long n = Long.parseLong(digits);
            if (n < 0 || n > (Long.MAX_VALUE >> shift)) {
                throw new NumberFormatException();
            }
            return n << shift;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs a byte count (1000, 64K, 256M, 1G) or 'none', not '" + text + "'");
        }
    }

    /** An exit status the shell sees as given: 0..255 (256 would be seen as 0, a success). */
    static int exitStatus(String option, String text) throws UsageException {
        return (int) within(text, 0, 255)
                .orElseThrow(() -> new UsageException(option + " needs a number from 0 to 255, not '" + text + "'"));
    }

    static Duration seconds(String text) throws UsageException {
        try {
            double s = Double.parseDouble(text);
            if (!(s >= 0)) {
                throw new NumberFormatException();
            }
            return Duration.ofNanos((long) (s * 1e9));
        } catch (NumberFormatException e) {
            throw new UsageException("--timeout needs a number of seconds, not '" + text + "'");
        }
    }

    static Path directory(String text) throws UsageException {
        Path dir = Path.of(text);
        if (!Files.isDirectory(dir)) {
            throw new UsageException("--dir needs a directory, not '" + text + "'");
        }
        return dir;
    }

    static MemoryLayout layout(String text) throws UsageException {
        try {
            return MemoryLayout.fromMarsName(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException(LAYOUT_NEEDS + text + "'");
        }
    }

    static WordRange range(String text) throws UsageException {
        int dash = text.indexOf('-', 1);
        try {
            if (dash < 0) {
                throw new NumberFormatException();
            }
            int low = (int) Long.decode(text.substring(0, dash)).longValue();
            int high = (int) Long.decode(text.substring(dash + 1)).longValue();
            if ((low & 3) != 0 || (high & 3) != 0 || Integer.compareUnsigned(low, high) > 0) {
                throw new NumberFormatException();
            }
            return new WordRange(low, high);
        } catch (NumberFormatException e) {
            throw new UsageException("--dump-mem needs two word-aligned addresses A-B with A <= B, not '" + text + "'");
        }
    }
}
