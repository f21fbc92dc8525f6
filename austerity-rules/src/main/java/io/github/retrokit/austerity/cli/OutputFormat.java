package io.github.retrokit.austerity.cli;

import java.util.Locale;

/** {@code --format text|json|csv}. */
enum OutputFormat {
    TEXT, JSON, CSV;

    static OutputFormat parse(String value) throws CommandFailure {
        for (OutputFormat format : values()) {
            if (format.name().toLowerCase(Locale.ROOT).equals(value)) {
                return format;
            }
        }
        throw CommandFailure.usage("--format needs text, json or csv, not '" + value + "'");
    }
}
