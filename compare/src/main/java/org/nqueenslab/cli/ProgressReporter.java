package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.nqueenslab.engine.Progress;

/**
 * Reports a run's progress on stderr once it has lasted a second: the fraction of the work done
 * (weighted by each part's estimated size when the run gives sizes, else by parts), solutions so
 * far, their rate, the time left at this run's pace (or, once the run has stalled, how long nothing
 * has moved), and nodes. In a terminal a bar drawn by me.tongfei:progressbar (a maintained library
 * that measures the terminal and redraws in place) carries these figures as its message, or, for a
 * run that gives no fraction, the line is rewritten in place; otherwise (stderr to a file or a
 * pipe) a plain line is written every ten seconds, so a log stays readable.
 */
final class ProgressReporter {
  private final Thread thread;
  private volatile boolean running = true;
  private final PrintWriter err;
  private final boolean inPlace;
  private boolean printed;
  private ProgressBar bar;

  private ProgressReporter(String label, Progress progress, PrintWriter err, boolean inPlace) {
    this.err = err;
    this.inPlace = inPlace;
    this.thread = new Thread(() -> loop(label, progress), "nqueens-progress");
    thread.setDaemon(true);
  }

  static ProgressReporter start(String label, Progress progress, PrintWriter err) {
    progress.watch();
    ProgressReporter r = new ProgressReporter(label, progress, err, Terminal.stderr());
    r.thread.start();
    return r;
  }

  private void loop(String label, Progress progress) {
    long start = System.nanoTime();
    Quiet quiet = new Quiet(start);
    try {
      Thread.sleep(1000);
      while (running) {
        long now = System.nanoTime();
        double seconds = (now - start) / 1e9;
        double stalledSeconds = quiet.stalledSecondsAt(progress, now);
        String line = line(label, progress, seconds, stalledSeconds);
        synchronized (this) {
          if (running && inPlace && progress.fractionDone() >= 0) {
            drawBar(label, progress, seconds, stalledSeconds);
          } else if (running) {
            err.print(inPlace ? "\r\033[K" + line : line + "\n");
            err.flush();
            printed = true;
          }
        }
        Thread.sleep(inPlace ? 1000 : 10_000);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Whether a run has stalled: nothing new (fraction done, solutions, nodes, parts finished) for
   * {@link #QUIET_SECONDS} and for four times the longest wait between two pieces of news so far.
   * Many counts report only as a part ends (the default bitmask count, every count in parts or on a
   * cluster), so a long wait is normal where parts are long; a wait far past the run's own rhythm
   * is not (a cluster member stopped, a part that hangs), and then the pace so far says nothing
   * about the rest.
   */
  static final class Quiet {
    private double fraction = Double.NaN;
    private long solutions;
    private long nodes;
    private long units;
    private long since;
    private long longestWait;

    Quiet(long start) {
      since = start;
    }

    /** Seconds without news at {@code now} (nanoseconds) when that is a stall, else 0. */
    double stalledSecondsAt(Progress progress, long now) {
      double f = progress.fractionDone();
      long s = progress.solutions();
      long n = progress.nodes();
      long u = progress.unitsDone();
      if (Double.compare(f, fraction) != 0 || s != solutions || n != nodes || u != units) {
        if (!Double.isNaN(fraction)) { // the first look is no news, only the starting point
          longestWait = Math.max(longestWait, now - since);
        }
        fraction = f;
        solutions = s;
        nodes = n;
        units = u;
        since = now;
      }
      long quiet = now - since;
      return quiet >= Math.max(QUIET_SECONDS * 1e9, 4.0 * longestWait) ? quiet / 1e9 : 0;
    }
  }

  /** The shortest wait without news that can be a stall (see {@link Quiet}). */
  static final double QUIET_SECONDS = 30;

  /**
   * The time left at this run's pace, or, once the run has stalled ({@link Quiet}), how long
   * nothing has moved.
   */
  private static String timeLeft(double seconds, double fraction, double thisRun, double stalled) {
    return stalled > 0
        ? "nothing new for " + Durations.describe(stalled)
        : Durations.left(seconds * (1 - fraction) / thisRun);
  }

  /** One report: what is done, at what pace, and how long the rest should take. */
  static String line(String label, Progress progress, double seconds, double stalledSeconds) {
    List<String> parts = new ArrayList<>();
    double fraction = progress.fractionDone();
    double thisRun = progress.fractionDoneThisRun();
    if (fraction < 0 && progress.unitsTotal() > 0) {
      fraction = (double) progress.unitsDone() / progress.unitsTotal();
      thisRun = fraction;
    }
    if (fraction >= 0) {
      parts.add(String.format(Locale.ROOT, "%.1f%% done", 100 * fraction));
    }
    if (progress.findsSolutions()) {
      parts.add(
          String.format(Locale.ROOT, "%,d solutions so far", progress.solutions())
              + (seconds > 0
                  ? String.format(Locale.ROOT, " (%,.0f/s)", progress.solutionsThisRun() / seconds)
                  : ""));
    }
    if (thisRun > 0 && fraction < 1) {
      parts.add(timeLeft(seconds, fraction, thisRun, stalledSeconds));
    }
    if (progress.unitsTotal() > 0) {
      parts.add(
          String.format(Locale.ROOT, "%,d/%,d parts", progress.unitsDone(), progress.unitsTotal()));
    }
    if (progress.nodes() > 0) {
      parts.add(String.format(Locale.ROOT, "%,d nodes", progress.nodes()));
    }
    parts.add(String.format(Locale.ROOT, "%.0f s  (Ctrl-C stops and reports)", seconds));
    return label + ": " + String.join(", ", parts);
  }

  /** The bar in percent of the work; a short message holds what the bar cannot show. */
  private void drawBar(String label, Progress progress, double seconds, double stalledSeconds) {
    if (bar == null) {
      bar =
          new ProgressBarBuilder()
              .setTaskName(label)
              .setInitialMax(100)
              .setStyle(ProgressBarStyle.ASCII)
              .setConsumer(new ConsoleProgressBarConsumer(System.err))
              .setUpdateIntervalMillis(1000)
              .hideEta() // its own would count a resumed checkpoint's share as this run's pace
              .clearDisplayOnFinish()
              .build();
    }
    bar.stepTo((long) Math.floor(100 * progress.fractionDone()));
    double thisRun = progress.fractionDoneThisRun();
    List<String> parts = new ArrayList<>();
    if (progress.findsSolutions()) {
      parts.add(
          String.format(
              Locale.ROOT,
              "%,d solutions (%,.0f/s)",
              progress.solutions(),
              progress.solutionsThisRun() / Math.max(seconds, 1e-3)));
    }
    if (thisRun > 0) {
      parts.add(timeLeft(seconds, progress.fractionDone(), thisRun, stalledSeconds));
    }
    bar.setExtraMessage(String.join(", ", parts) + (parts.isEmpty() ? "" : "; ") + "Ctrl-C stops");
  }

  void stop() {
    synchronized (this) {
      running = false;
      if (bar != null) {
        bar.close();
      }
      if (printed && inPlace) {
        err.print("\r\033[K");
        err.flush();
      }
    }
    thread.interrupt();
  }
}
