package io.github.retrokit.spark.mips;

import java.io.Serializable;

/**
 * A student's program as it travels with the job.
 *
 * @param name   the file as given on the command line
 * @param source its text (ISO-8859-1, as MARS reads it)
 */
public record Submission(String name, String source) implements Serializable {
}
