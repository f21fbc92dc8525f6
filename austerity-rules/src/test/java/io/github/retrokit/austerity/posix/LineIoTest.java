package io.github.retrokit.austerity.posix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class LineIoTest {
    private final Posix posix = Posix.get();
    private Pipe pipe;
    private boolean writeEndOpen;
    private boolean readEndOpen;

    @BeforeEach
    void openPipe() throws PosixException {
        pipe = posix.pipe();
        writeEndOpen = true;
        readEndOpen = true;
    }

    @AfterEach
    void closePipe() throws PosixException {
        if (writeEndOpen) {
            posix.close(pipe.writeFd());
        }
        if (readEndOpen) {
            posix.close(pipe.readFd());
        }
    }

    private void send(String text) throws PosixException {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(bytes.length, posix.write(pipe.writeFd(), bytes, 0, bytes.length));
    }

    private void closeWriteEnd() throws PosixException {
        posix.close(pipe.writeFd());
        writeEndOpen = false;
    }

    private FdLineReader reader(int limit) {
        return new FdLineReader(posix, pipe.readFd(), limit);
    }

    @Test
    void linesSplitAcrossAndWithinWritesComeOutOneAtATime() throws PosixException {
        FdLineReader reader = reader(100);
        send("wi");
        send("ld\ntake1,1,1,0\npurch");
        assertEquals(new ReadResult.Line("wild"), reader.readLine(10_000, -1));
        assertEquals(new ReadResult.Line("take1,1,1,0"), reader.readLine(10_000, -1));
        send("ase0:1,0,0,0,0\n");
        assertEquals(new ReadResult.Line("purchase0:1,0,0,0,0"), reader.readLine(10_000, -1));
    }

    @Test
    void anyChunkingOfTheStreamGivesTheSameLines() throws PosixException {
        SplittableRandom random = new SplittableRandom(2310);
        for (int trial = 0; trial < 50; trial++) {
            List<String> lines = new ArrayList<>();
            StringBuilder stream = new StringBuilder();
            for (int i = random.nextInt(1, 30); i > 0; i--) {
                String line = "x".repeat(random.nextInt(0, 40)) + i;
                lines.add(line);
                stream.append(line).append('\n');
            }
            FdLineReader reader = reader(100);
            List<String> read = new ArrayList<>();
            for (int at = 0; at < stream.length(); ) {
                int end = Math.min(stream.length(), at + random.nextInt(1, 50));
                send(stream.substring(at, end));
                at = end;
                ReadResult r;
                while ((r = reader.readLine(0, -1)) instanceof ReadResult.Line line) {
                    read.add(line.text());
                }
                assertEquals(new ReadResult.TimedOut(0), r);
            }
            assertEquals(lines, read);
        }
    }

    @Test
    void bytesArePreservedOneToOne() throws PosixException {
        send("a\0b\u00ff\r\n");
        assertEquals(new ReadResult.Line("a\0b\u00ff\r"), reader(100).readLine(10_000, -1));
    }

    @Test
    void endOfFileReportsAnUnterminatedTail() throws PosixException {
        FdLineReader reader = reader(100);
        send("eog\nwil");
        closeWriteEnd();
        assertEquals(new ReadResult.Line("eog"), reader.readLine(10_000, -1));
        assertEquals(new ReadResult.EndOfFile("wil"), reader.readLine(10_000, -1));
        assertEquals(new ReadResult.EndOfFile(""), reader.readLine(10_000, -1));
    }

    @Test
    void anOverlongLineIsReportedOnceAndItsRestSkipped() throws PosixException {
        FdLineReader reader = reader(8);
        send("x".repeat(17) + "\nwild\n");
        assertEquals(new ReadResult.TooLong(8), reader.readLine(10_000, -1));
        assertEquals(new ReadResult.Line("wild"), reader.readLine(10_000, -1));
    }

    @Test
    void everyFurtherLimitOfBytesWithoutNewlineIsReportedAgain() throws PosixException {
        FdLineReader reader = reader(8);
        send("x".repeat(9 + 9 + 9 + 5) + "\nwild\n");
        for (int report = 0; report < 3; report++) {
            assertEquals(new ReadResult.TooLong(8), reader.readLine(10_000, -1), "report " + report);
        }
        assertEquals(new ReadResult.Line("wild"), reader.readLine(10_000, -1));
    }

    @Test
    void aLineOfExactlyTheLimitIsAccepted() throws PosixException {
        send("12345678\n");
        assertEquals(new ReadResult.Line("12345678"), reader(8).readLine(10_000, -1));
    }

    @Test
    void silenceTimesOutAndKeepsThePartialLine() throws PosixException {
        FdLineReader reader = reader(100);
        send("wi");
        assertEquals(new ReadResult.TimedOut(50), reader.readLine(50, -1));
        send("ld\n");
        assertEquals(new ReadResult.Line("wild"), reader.readLine(10_000, -1));
    }

    @Test
    void theWakeUpPipeInterruptsAWaitingRead() throws PosixException {
        try (WakeUpPipe wake = new WakeUpPipe(posix)) {
            Thread signaller = new Thread(wake::trigger);
            signaller.start();
            assertEquals(new ReadResult.Woken(), reader(100).readLine(-1, wake.fd()));
            assertEquals(true, wake.isTriggered());
        }
    }

    @Test
    void writingToAClosedReaderIsBrokenNotAnException() throws PosixException {
        posix.close(pipe.readFd());
        readEndOpen = false;
        FdWriter writer = new FdWriter(posix, pipe.writeFd());
        assertEquals(FdWriter.Outcome.BROKEN, writer.writeFully("eog\n".getBytes(), 1000, -1));
    }

    /** Writes 64 KiB blocks nobody reads until a write does not complete; returns how that write ended. */
    private FdWriter.Outcome fillThePipe(long timeoutMillis, int wakeFd) throws PosixException {
        FdWriter writer = new FdWriter(posix, pipe.writeFd());
        byte[] block = new byte[1 << 16];
        FdWriter.Outcome outcome = FdWriter.Outcome.WRITTEN;
        for (int i = 0; i < 64 && outcome == FdWriter.Outcome.WRITTEN; i++) {
            outcome = writer.writeFully(block, timeoutMillis, wakeFd);
        }
        return outcome;
    }

    @Test
    void aReaderThatNeverReadsMakesAWriteTimeOut() throws PosixException {
        assertEquals(FdWriter.Outcome.TIMED_OUT, fillThePipe(50, -1));
    }

    @Test
    void aFullPipeWriteIsWokenUp() throws PosixException {
        try (WakeUpPipe wake = new WakeUpPipe(posix)) {
            wake.trigger();
            assertEquals(FdWriter.Outcome.WOKEN, fillThePipe(-1, wake.fd()));
        }
    }
}
