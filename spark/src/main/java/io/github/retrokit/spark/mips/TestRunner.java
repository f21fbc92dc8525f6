package io.github.retrokit.spark.mips;

import io.github.retrokit.mips.asm.Assembler;
import io.github.retrokit.mips.asm.AssemblyException;
import io.github.retrokit.mips.image.ProgramImage;
import io.github.retrokit.spark.job.IndexRanges;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Grades one task's (submission, test) pairs. Each test runs on a fresh harness in a worker thread with a
 * wall-clock limit on top of its instruction limit: a submission that loops, sleeps, crashes or breaks the
 * harness fails that test and never the task.
 */
final class TestRunner implements AutoCloseable {

    private final GradingPlan plan;
    private final Path directory;
    private ExecutorService worker;
    private int assembledIndex = -1;
    private ProgramImage image;
    private String assemblyError;

    TestRunner(GradingPlan plan) {
        this.plan = plan;
        try {
            this.directory = Files.createTempDirectory("retrokit-grade");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the graders' empty directory", e);
        }
        this.worker = newWorker();
    }

    List<TestVerdict> run(IndexRanges range) {
        int tests = plan.tests().size();
        List<TestVerdict> out = new ArrayList<>(range.to() - range.from());
        for (int t = range.from(); t < range.to(); t++) {
            out.add(grade(t / tests, t % tests));
        }
        return out;
    }

    private TestVerdict grade(int submission, int test) {
        assemble(submission);
        if (image == null) {
            return new TestVerdict(submission, test, "ASSEMBLY_ERROR", assemblyError, 0);
        }
        ProgramImage program = image;
        HarnessTest spec = plan.tests().get(test);
        Future<TestVerdict> call = worker.submit(() -> TestCall.run(submission, test, spec, program, directory));
        try {
            return call.get(plan.timeoutMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            call.cancel(true);
            worker.shutdownNow();
            worker = newWorker();
            return new TestVerdict(submission, test, "TIMEOUT", "no verdict within " + plan.timeoutMillis() + " ms", 0);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            String verdict = cause instanceof IllegalArgumentException ? "BAD_TEST" : "CRASH";
            return new TestVerdict(submission, test, verdict, cause.getClass().getSimpleName() + ": " + cause.getMessage(), 0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("grading interrupted", e);
        }
    }

    private void assemble(int submission) {
        if (submission == assembledIndex) {
            return;
        }
        assembledIndex = submission;
        Submission s = plan.submissions().get(submission);
        try {
            image = new Assembler().assemble(s.name(), s.source());
            assemblyError = null;
        } catch (AssemblyException e) {
            image = null;
            assemblyError = e.errors().isEmpty() ? String.valueOf(e.getMessage()) : e.errors().get(0).toString();
        } catch (RuntimeException | StackOverflowError e) {
            image = null;
            assemblyError = "the assembler failed: " + e;
        }
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "retrokit-grade");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public void close() {
        worker.shutdownNow();
        try (var paths = Files.walk(directory)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove the graders' directory " + directory, e);
        }
    }
}
