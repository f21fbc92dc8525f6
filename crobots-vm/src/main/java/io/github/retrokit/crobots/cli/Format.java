package io.github.retrokit.crobots.cli;

import java.util.Locale;

/** {@code --format}: the original's text (default), or one JSON document, or CSV rows. */
enum Format {
    TEXT, JSON, CSV;

    static Format parse(String value) throws UsageException {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "text" -> TEXT;
            case "json" -> JSON;
            case "csv" -> CSV;
            default -> throw new UsageException("--format needs text, json or csv, not '" + value + "'");
        };
    }
}
