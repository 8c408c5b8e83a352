package org.nqueenslab.cli;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.Arrays;
import org.nqueenslab.dlx.DancingLinks;
import org.nqueenslab.dlx.DlxFormat;
import org.nqueenslab.dlx.DlxFormatException;
import org.nqueenslab.dlx.SearchLimits;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.ReportWriter;
import org.nqueenslab.report.Row;

/**
 * {@code nqueens bench --xc FILE --against CMD}: times xc's count of an exact-cover file (in this
 * process, one thread, the matrix built once) and an outside command reading the same file on its
 * standard input (e.g. Knuth's {@code dlx1}, whole process), alternately after warm-up runs, and
 * prints medians and the ratio of each to xc's, as bench states speed.
 */
final class XcBench {
  private XcBench() {}

  static int run(
      String file, String command, int warmup, int runs, Format format, PrintWriter out) {
    DancingLinks dlx;
    try (Reader in = InputFile.reader(file, "exact-cover file")) {
      dlx = new DancingLinks(DlxFormat.read(in, (option, line) -> {}));
    } catch (DlxFormatException e) {
      throw new BadInputException(file + ": " + e.getMessage());
    } catch (IOException e) {
      throw InputFile.cannotRead(file, "exact-cover file", e);
    }
    long[] ours = new long[runs];
    long[] theirs = new long[runs];
    long solutions = 0;
    for (int i = -warmup; i < runs; i++) {
      long start = System.nanoTime();
      solutions = dlx.count(SearchLimits.NONE).solutions();
      long middle = System.nanoTime();
      int exit = outside(command, file);
      long end = System.nanoTime();
      if (exit != 0) {
        throw new BadInputException(
            "bench --against: '" + command + "' exited with " + exit + " on " + file);
      }
      if (i >= 0) {
        ours[i] = middle - start;
        theirs[i] = end - middle;
      }
    }
    ReportWriter writer = new ReportWriter(format, out);
    double base = median(ours);
    writer.write(row("xc (in-process, 1 thread)", ours, base).put("solutions", solutions));
    writer.write(row(command + " (whole process)", theirs, base).put("solutions", null));
    writer.finish();
    out.flush();
    return ExitCodes.OK;
  }

  private static Row row(String solver, long[] nanos, double base) {
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    return new Row()
        .put("solver", solver)
        .put("runs", nanos.length)
        .put("median_ms", Math.round(median(nanos) / 1e3) / 1e3)
        .put("min_ms", Math.round(sorted[0] / 1e3) / 1e3)
        .put("max_ms", Math.round(sorted[sorted.length - 1] / 1e3) / 1e3)
        .put("ratio", Math.round(median(nanos) / base * 1000) / 1000.0);
  }

  private static double median(long[] nanos) {
    long[] s = nanos.clone();
    Arrays.sort(s);
    return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2.0;
  }

  /** Runs {@code sh -c command} with the file on its standard input; its output is discarded. */
  private static int outside(String command, String file) {
    try {
      Process p =
          new ProcessBuilder("sh", "-c", command)
              .redirectInput(new File(file))
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      return p.waitFor();
    } catch (IOException e) {
      throw new BadInputException(
          "bench --against: cannot run '" + command + "': " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new BadInputException("bench --against: interrupted");
    }
  }
}
