package org.nqueenslab.cli;

import java.nio.file.Path;
import org.nqueenslab.plot.EnginePlot;
import org.nqueenslab.report.Row;
import picocli.CommandLine.Option;

/**
 * {@code --plot FILE}: the runs as a figure (SVG or PNG by the file's extension), its path checked
 * before any engine runs and the file written once they have.
 */
final class PlotOption {
  @Option(
      names = "--plot",
      paramLabel = "FILE",
      description =
          "Also draw the runs into FILE (.svg or .png): time and search nodes against n (the files"
              + " with --rows), one line per engine, log scales; bars per engine for one n. Only"
              + " complete runs are drawn.")
  Path file;

  private PictureFile picture;
  private PictureFormat format;
  private EnginePlot plot;

  /**
   * Checks the path and opens the file now (one line and exit 2 when it cannot be written); {@code
   * timing} says what the times are ({@link EnginePlot#ONE_RUN}, {@link EnginePlot#median}).
   */
  PlotOption open(String title, String timing) {
    if (file != null) {
      format = PictureFormat.of(file, "--plot");
      picture = PictureFile.open(file);
      plot = new EnginePlot(title, timing);
    }
    return this;
  }

  /**
   * Adds a report row (n, millis or median_ms, nodes) when its run was complete, as a point of the
   * line named {@code series} (the engine with its options and threads).
   */
  void add(Row row, String millisKey, String series) {
    if (plot == null || !"COMPLETE".equals(row.get("status"))) {
      return;
    }
    Object ms = row.get(millisKey);
    // a rectangle (--rows M) has no n: its files are what -n ranged over
    Object n = row.get("n");
    if (n == null && row.get("rows") instanceof Number ranks) {
      n = row.get("cols");
      plot.sizesAreFiles(ranks.intValue());
    }
    Object nodes = row.get("nodes");
    if (ms instanceof Number time && n instanceof Number size) {
      plot.add(
          series,
          size.intValue(),
          time.doubleValue(),
          nodes instanceof Number count ? count.longValue() : null);
    }
  }

  /** Writes the figure, saying so on {@code err}; nothing complete to draw leaves no file. */
  void finish(java.io.PrintWriter err) {
    if (plot == null) {
      return;
    }
    try (PictureFile target = picture) {
      if (plot.isEmpty()) {
        err.println("no complete run to plot: " + file + " not written");
        return;
      }
      target.write(
          out -> {
            if (format == PictureFormat.PNG) {
              plot.writePng(out);
            } else {
              plot.writeSvg(out);
            }
          });
      err.println("plotted to " + file);
    }
  }

  /** Removes the unfinished file when the command stops early. */
  void abandon() {
    if (picture != null) {
      picture.close();
    }
  }
}
