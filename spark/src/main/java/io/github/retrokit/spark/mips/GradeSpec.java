package io.github.retrokit.spark.mips;

import io.github.retrokit.mips.harness.CallRequest;
import io.github.retrokit.spark.job.UsageException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * A grading spec: a JSON array, JSON lines or a CSV file with a header, one test per record, read by Spark's
 * own JSON and CSV readers from the text the driver read. Fields (all but {@code label} optional):
 * <pre>
 * test          name (default: label#n)
 * label         the function to call
 * args          mips call's --args syntax: 3,-1,0x10010000,'U',label,"text",@16
 * v0, v1        expected return registers (numbers)
 * memory        expected memory: WHERE=HEXBYTES separated by spaces, WHERE a number, a label or $a0-$a3
 * max_steps     instruction limit (default 100000)
 * random_fill   seed for random register values
 * require_calls labels the function must call, separated by spaces
 * conventions   true (default) or false: whether register/memory convention violations fail the test
 * points        weight in the score (default 1)
 * input         standard input of the call
 * </pre>
 */
final class GradeSpec {

    static final StructType SCHEMA = new StructType()
            .add("test", DataTypes.StringType).add("label", DataTypes.StringType).add("args", DataTypes.StringType)
            .add("v0", DataTypes.StringType).add("v1", DataTypes.StringType).add("memory", DataTypes.StringType)
            .add("max_steps", DataTypes.StringType).add("random_fill", DataTypes.StringType)
            .add("require_calls", DataTypes.StringType).add("conventions", DataTypes.StringType)
            .add("points", DataTypes.StringType).add("input", DataTypes.StringType);

    private static final String CORRUPT = "_corrupt_record";

    /** The largest instruction limit a test may set. */
    static final long MAX_STEPS = 1_000_000_000L;

    private GradeSpec() {
    }

    /** Parses the spec {@code text} of the file {@code name} (CSV when the name ends in .csv, else JSON). */
    static List<HarnessTest> parse(SparkSession spark, String name, String text) throws UsageException {
        List<String> records = new ArrayList<>();
        boolean csv = name.toLowerCase(Locale.ROOT).endsWith(".csv");
        if (csv || !text.strip().startsWith("[")) {
            text.lines().filter(l -> !l.isBlank()).forEach(records::add);
        } else {
            records.add(text);
        }
        Dataset<String> lines = spark.createDataset(records, Encoders.STRING());
        List<Row> rows;
        try {
            rows = csv ? csv(spark, lines) : json(spark, lines);
        } catch (Exception e) { // Spark's analysis and parse errors, checked or not
            throw UsageException.input("spec " + name + ": not valid " + (csv ? "CSV" : "JSON") + " ("
                    + firstLine(e.getMessage()) + ")");
        }
        for (int i = 0; i < rows.size(); i++) {
            if (!csv && rows.get(i).getAs(CORRUPT) != null) {
                throw UsageException.input("spec " + name + ": record " + (i + 1) + " is not a JSON object of test fields");
            }
        }
        List<HarnessTest> tests = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            tests.add(test(rows.get(i), name + ": test " + (i + 1)));
        }
        if (tests.isEmpty()) {
            throw UsageException.input("spec " + name + ": no tests");
        }
        return tests;
    }

    /** JSON records against the schema; a record that does not parse keeps its text in {@link #CORRUPT}. */
    private static List<Row> json(SparkSession spark, Dataset<String> lines) {
        return spark.read().schema(SCHEMA.add(CORRUPT, DataTypes.StringType)).option("mode", "PERMISSIVE")
                .option("columnNameOfCorruptRecord", CORRUPT).json(lines).collectAsList();
    }

    /** CSV with a header naming any of the fields, in any order; the missing ones are null. */
    private static List<Row> csv(SparkSession spark, Dataset<String> lines) throws UsageException {
        Dataset<Row> table = spark.read().option("header", "true").option("escape", "\"")
                .option("mode", "PERMISSIVE").csv(lines);
        List<String> known = Arrays.asList(SCHEMA.fieldNames());
        for (String column : table.columns()) {
            if (!known.contains(column)) {
                throw UsageException.input("unknown column '" + column + "' (expected some of " + known + ")");
            }
        }
        List<org.apache.spark.sql.Column> columns = new ArrayList<>();
        for (String field : known) {
            columns.add(Arrays.asList(table.columns()).contains(field) ? org.apache.spark.sql.functions.col(field)
                    : org.apache.spark.sql.functions.lit(null).cast(DataTypes.StringType).as(field));
        }
        return table.select(columns.toArray(org.apache.spark.sql.Column[]::new)).collectAsList();
    }

    private static HarnessTest test(Row r, String where) throws UsageException {
        String label = field(r, "label");
        if (label == null || label.isBlank()) {
            throw UsageException.input(where + ": no label");
        }
        String name = field(r, "test");
        return new HarnessTest(name == null ? label + "#" + where.substring(where.lastIndexOf(' ') + 1) : name,
                label.strip(), arguments(field(r, "args"), where), integer(r, "v0", where), integer(r, "v1", where),
                memory(field(r, "memory"), where),
                number(r, "max_steps", CallRequest.COURSE_MAX_STEPS, 1, MAX_STEPS, where),
                field(r, "random_fill") == null ? null : number(r, "random_fill", 0, Long.MIN_VALUE, Long.MAX_VALUE, where),
                words(field(r, "require_calls")), !"false".equalsIgnoreCase(strip(field(r, "conventions"))),
                points(r, where), field(r, "input") == null ? "" : field(r, "input"));
    }

    private static String field(Row r, String name) {
        return r.getAs(name);
    }

    private static String strip(String s) {
        return s == null ? null : s.strip();
    }

    private static List<String> words(String text) {
        return text == null || text.isBlank() ? List.of() : Arrays.asList(text.strip().split("\\s+"));
    }

    private static Integer integer(Row r, String field, String where) throws UsageException {
        String text = strip(field(r, field));
        if (text == null || text.isEmpty()) {
            return null;
        }
        long value = number(r, field, 0, Integer.MIN_VALUE, 0xFFFF_FFFFL, where);
        return (int) value;
    }

    private static long number(Row r, String field, long fallback, long min, long max, String where)
            throws UsageException {
        String text = strip(field(r, field));
        if (text == null || text.isEmpty()) {
            return fallback;
        }
        try {
            long value = text.toLowerCase(Locale.ROOT).startsWith("0x") ? Long.parseUnsignedLong(text.substring(2), 16)
                    : Long.parseLong(text);
            if (value < min || value > max) {
                throw UsageException.input(where + ": " + field + " " + text + " is out of range");
            }
            return value;
        } catch (NumberFormatException e) {
            throw UsageException.input(where + ": " + field + " '" + text + "' is not a number");
        }
    }

    private static double points(Row r, String where) throws UsageException {
        String text = strip(field(r, "points"));
        try {
            double p = text == null || text.isEmpty() ? 1 : Double.parseDouble(text);
            if (!(p >= 0) || Double.isInfinite(p)) {
                throw UsageException.input(where + ": points " + text + " is not a non-negative number");
            }
            return p;
        } catch (NumberFormatException e) {
            throw UsageException.input(where + ": points '" + text + "' is not a number");
        }
    }

    /** Splits mips call's {@code --args} list at commas outside quotes; checks {@code @N}. */
    static List<String> arguments(String text, String where) throws UsageException {
        List<String> out = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return out;
        }
        StringBuilder current = new StringBuilder();
        char quote = 0;
        for (char c : text.toCharArray()) {
            if (quote == 0 && c == ',') {
                out.add(current.toString().strip());
                current.setLength(0);
                continue;
            }
            if (c == '"' || c == '\'') {
                quote = quote == 0 ? c : quote == c ? 0 : quote;
            }
            current.append(c);
        }
        out.add(current.toString().strip());
        for (String a : out) {
            if (a.isEmpty() || (a.startsWith("@") && !a.substring(1).matches("[0-9]{1,7}"))) {
                throw UsageException.input(where + ": argument '" + a + "' is not a number, char, label, \"text\" or @N");
            }
        }
        return out;
    }

    private static List<HarnessTest.MemoryExpectation> memory(String text, String where) throws UsageException {
        List<HarnessTest.MemoryExpectation> out = new ArrayList<>();
        for (String item : words(text)) {
            int eq = item.indexOf('=');
            try {
                if (eq <= 0) {
                    throw new IllegalArgumentException("no '='");
                }
                byte[] bytes = HexFormat.of().parseHex(item.substring(eq + 1));
                if (bytes.length == 0) {
                    throw new IllegalArgumentException("no bytes");
                }
                out.add(new HarnessTest.MemoryExpectation(item.substring(0, eq), bytes));
            } catch (IllegalArgumentException e) {
                throw UsageException.input(where + ": memory '" + item + "' is not WHERE=HEXBYTES");
            }
        }
        return out;
    }

    private static String firstLine(String message) {
        String m = String.valueOf(message);
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
