package io.github.retrokit.spark.job;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;

/**
 * Writes a job's result tables under an output directory: {@code NAME.parquet} for querying (any size),
 * and {@code NAME.csv} and {@code NAME.json} as one part file each (with a header line for CSV).
 */
public final class ResultTables {

    private final String directory;

    /** @param directory where the tables go; null writes nothing */
    public ResultTables(String directory) {
        this.directory = directory;
    }

    /** Refuses an output directory that already holds results, before any work is done. */
    public void checkFresh() throws UsageException {
        if (directory != null && !directory.contains("://") && Files.exists(Path.of(directory))
                && !isEmptyDirectory(Path.of(directory))) {
            throw UsageException.usage("--out " + directory + ": already exists and is not empty");
        }
    }

    private static boolean isEmptyDirectory(Path dir) {
        try (var entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        } catch (java.io.IOException e) {
            return false;
        }
    }

    public boolean enabled() {
        return directory != null;
    }

    /** Writes {@code table} as {@code name}.parquet, .csv and .json. */
    public void write(String name, Dataset<Row> table) {
        if (directory == null) {
            return;
        }
        String base = directory.endsWith("/") ? directory + name : directory + "/" + name;
        table.write().mode(SaveMode.ErrorIfExists).parquet(base + ".parquet");
        Dataset<Row> one = table.coalesce(1);
        one.write().mode(SaveMode.ErrorIfExists).option("header", "true").csv(base + ".csv");
        one.write().mode(SaveMode.ErrorIfExists).json(base + ".json");
    }
}
