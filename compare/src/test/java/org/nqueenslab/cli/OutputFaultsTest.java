package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** Output that cannot be written is reported, and a file is never left half-written. */
class OutputFaultsTest {
  @TempDir Path dir;

  /** Standard output on a full disk: every write fails, as on /dev/full. */
  private static final OutputStream FULL_DISK =
      new OutputStream() {
        @Override
        public void write(int b) throws IOException {
          throw new IOException("No space left on device");
        }
      };

  @ParameterizedTest
  @ValueSource(
      strings = {
        "count -n 8",
        "solve -n 6 --all",
        "export --to dlx -n 4",
        "compare -n 5 --engines bitmask,dlx",
        "trace -n 4",
        "engines"
      })
  void aStdoutThatCannotBeWrittenIsAnErrorNotASilentSuccess(String command) {
    onAFullDisk(command.split(" "));
  }

  /**
   * Runs {@code args} with standard output on a full disk: exit 2 and the one line that says so.
   * Returns what it printed on stderr.
   */
  private static String onAFullDisk(String... args) {
    CommandLine cl = Main.commandLine();
    StringWriter err = new StringWriter();
    cl.setOut(new PrintWriter(new OutputStreamWriter(FULL_DISK, StandardCharsets.UTF_8), true));
    cl.setErr(new PrintWriter(err, true));
    assertEquals(ExitCodes.BAD_INPUT, Main.execute(cl, args), err.toString());
    assertTrue(err.toString().contains("could not write all of the output"), err.toString());
    return err.toString();
  }

  /** The number {@code pattern}'s group 1 finds in {@code text}, which must hold it. */
  private static long number(String pattern, String text) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile(pattern).matcher(text);
    assertTrue(m.find(), text);
    return Long.parseLong(m.group(1));
  }

  /**
   * A listing whose reader went away ({@code solve -n 16 --all | head -1}) stops its search at the
   * first solution it cannot write, rather than search on for minutes to print nothing (review: 98
   * s at n = 16); the exit code and the line on stderr are those of any unwritable output.
   */
  @ParameterizedTest
  @ValueSource(strings = {"--format cols", "--format csv", "--format board"})
  void aListingStopsItsSearchOnceItsOutputIsGone(String format) {
    String err = onAFullDisk(("solve -n 12 --all --threads 1 " + format).split(" "));
    // the summary: "bitmask: N solutions, INTERRUPTED, ...", N far below the 14,200 of 12 x 12
    assertTrue(number("(\\d+) solutions?, INTERRUPTED", err) < 14_200, err);
  }

  /** The same for xc's listing of an exact cover's solutions (review: 6 minutes at n = 15). */
  @Test
  void xcStopsItsListingOnceItsOutputIsGone() throws IOException {
    Path cover = dir.resolve("q12.dlx");
    Files.writeString(cover, Cli.run("export", "--to", "dlx", "-n", "12").out());
    String err = onAFullDisk("xc", "--all", cover.toString());
    assertTrue(number("xc: (\\d+) solutions?, ", err) < 14_200, err); // A000170(12)
  }

  /** And for a trace asked for many steps (it ran on to its bound of steps). */
  @Test
  void aTraceStopsOnceItsOutputIsGone() {
    String err = onAFullDisk("trace", "-n", "12", "--steps", "100000000", "--compact");
    assertTrue(number("wirth: (\\d+) steps?, ", err) < 10, err);
  }

  @Test
  void aFailedSolveLeavesAnExistingFileAsItWas() throws IOException {
    Path file = dir.resolve("kept.txt");
    Files.writeString(file, "old\n");
    // a search cut short before its first solution has no answer to write (a complete one that
    // found none writes that: SolutionRoundTripTest)
    Cli cut =
        Cli.run(
            "solve", "-n", "1000", "--engine", "dlx", "--time-limit", "1ms", "-o", file.toString());
    assertEquals(4, cut.exitCode(), cut.err());
    assertEquals(
        2, Cli.run("solve", "-n", "8", "--engine", "nope", "-o", file.toString()).exitCode());
    assertEquals("old\n", Files.readString(file));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(1, files.count(), "no temporary file left behind");
    }
  }

  @Test
  void exportWritesThroughATemporaryFile() throws IOException {
    Path file = dir.resolve("q.dlx");
    Files.writeString(file, "old\n");
    assertEquals(0, Cli.run("export", "--to", "dlx", "-n", "4", "-o", file.toString()).exitCode());
    assertTrue(Files.readString(file).startsWith("| nqueens-lab"), Files.readString(file));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(1, files.count(), "no temporary file left behind");
    }
  }

  @Test
  void aSolveKilledWhileWritingLeavesTheTargetUntouched() throws Exception {
    Path file = dir.resolve("big.txt");
    Files.writeString(file, "old\n");
    Process p =
        Launched.start(dir, "solve", "-n", "20000000", "--engine", "construct", "-o", "big.txt");
    Path part = dir.resolve(".big.txt." + p.pid() + ".part");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!(Files.exists(part) && Files.size(part) > 1 << 20) && System.nanoTime() < deadline) {
      assertTrue(p.isAlive(), "the solve ended before it could be killed mid-write");
      Thread.sleep(20);
    }
    p.destroyForcibly().waitFor(); // SIGKILL
    assertTrue(Files.size(part) > 1 << 20, "killed mid-write");
    assertEquals("old\n", Files.readString(file));
    // the next run that writes the file removes what the killed one left (it stayed for ever)
    assertEquals(0, Cli.run("solve", "-n", "6", "-o", file.toString()).exitCode());
    assertTrue(Files.notExists(part), "the killed run's temporary file is gone");
  }

  /**
   * A picture and a report written to a full disk (a link to /dev/full): one line, exit 2. The
   * picture also printed an ImageIO NullPointerException trace as its JVM exited, and the report
   * exited 1 as an internal error (the audit of 2026-11-29).
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "solve -n 8 --unique --format png --output full.png",
        "report -n 4..5 --output full.html"
      })
  void aPictureOrAReportOnAFullDiskIsOneLineAndExit2(String command) throws Exception {
    org.junit.jupiter.api.Assumptions.assumeTrue(
        Files.exists(Path.of("/dev/full")),
        "no /dev/full here (Linux has it): no full disk to try");
    String[] args = command.split(" ");
    Files.createSymbolicLink(dir.resolve(args[args.length - 1]), Path.of("/dev/full"));
    Process p = Launched.start(dir, args);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), command);
    String err = Files.readString(dir.resolve("stderr.txt"));
    assertEquals(ExitCodes.BAD_INPUT, p.exitValue(), err);
    assertTrue(err.contains("No space left on device"), err);
    assertEquals(1, err.strip().lines().count(), err);
  }
}
