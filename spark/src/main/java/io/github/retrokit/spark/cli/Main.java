package io.github.retrokit.spark.cli;

import io.github.retrokit.spark.austerity.AusterityTournamentJob;
import io.github.retrokit.spark.crobots.CrobotsTournamentJob;
import io.github.retrokit.spark.mips.MipsGradeJob;
import java.io.PrintStream;
import java.util.Arrays;

/** {@code retrokit spark <job> [args]}: the launcher's entry to the Spark jobs, embedded on local[*] by default. */
public final class Main {

    /** The launcher's name for this entry, as the user types it. */
    static final String PROG = "retrokit spark";

    static final String HELP = """
            usage: retrokit spark <job> [args...]

            jobs (each also a main class for spark-submit):
              crobots-tournament    robots x groups x seeds -> matches -> standings
                                    (io.github.retrokit.spark.crobots.CrobotsTournamentJob)
              austerity-tournament  strategies x decks x seeds -> games -> standings with 95% CIs
                                    (io.github.retrokit.spark.austerity.AusterityTournamentJob)
              mips-grade            submissions x harness tests -> verdicts and scores
                                    (io.github.retrokit.spark.mips.MipsGradeJob)

            'retrokit spark <job> --help' lists a job's options. Every job takes --master URL (default local[*])
            and --out DIR (Parquet, CSV and JSON tables).
            Exit status: 0 the job ran; 2 usage error; 3 an input cannot be read or parsed; 4 Spark failed.
            """;

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.print(HELP);
            return 2;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        return switch (args[0]) {
            case "-h", "--help", "help" -> {
                out.print(HELP);
                yield 0;
            }
            case "crobots-tournament" -> CrobotsTournamentJob.run(PROG + " crobots-tournament", rest, out, err);
            case "austerity-tournament" -> AusterityTournamentJob.run(PROG + " austerity-tournament", rest, out, err);
            case "mips-grade" -> MipsGradeJob.run(PROG + " mips-grade", rest, out, err);
            default -> {
                err.println(PROG + ": unknown job '" + args[0] + "' (expected crobots-tournament, austerity-tournament"
                        + " or mips-grade)");
                err.println("try '" + PROG + " --help'");
                yield 2;
            }
        };
    }
}
