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
 * far, their rate, the time left at this run's pace (or, once nothing has moved for half a minute,
 * how long nothing has), and nodes. In a terminal a bar drawn by me.tongfei:progressbar (a
 * maintained library that measures the terminal and redraws in place) carries these figures as its
 * message, or, for a run that gives no fraction, the line is rewritten in place; otherwise (stderr
 * to a file or a pipe) a plain line is written every ten seconds, so a log stays readable.
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
    ProgressReporter r = new ProgressReporter(label, progress, err, System.console() != null);
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
        double quietSeconds = quiet.secondsAt(progress, now);
        String line = line(label, progress, seconds, quietSeconds);
        synchronized (this) {
          if (running && inPlace && progress.fractionDone() >= 0) {
            drawBar(label, progress, seconds, quietSeconds);
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
   * How long nothing has moved: the fraction done, the solutions and the nodes all as they were (a
   * part that hangs, a cluster member stopped), when the pace so far no longer predicts the rest.
   */
  private static final class Quiet {
    private double fraction = Double.NaN;
    private long solutions = -1;
    private long nodes = -1;
    private long since;

    Quiet(long start) {
      since = start;
    }

    double secondsAt(Progress progress, long now) {
      double f = progress.fractionDone();
      long s = progress.solutions();
      long n = progress.nodes();
      if (f != fraction || s != solutions || n != nodes) {
        fraction = f;
        solutions = s;
        nodes = n;
        since = now;
      }
      return (now - since) / 1e9;
    }
  }

  /**
   * How long nothing may move before the time left gives way to how long nothing has: after half a
   * minute without a new node, solution or finished part (a cluster member stopped, a part that
   * hangs, or one far longer than the rest) the pace so far no longer says when the rest ends.
   */
  static final double QUIET_SECONDS = 30;

  /**
   * The time left at this run's pace, or, after {@link #QUIET_SECONDS} with nothing new, how long
   * nothing has moved (the pace so far then says nothing about the rest).
   */
  private static String timeLeft(double seconds, double fraction, double thisRun, double quiet) {
    return quiet >= QUIET_SECONDS
        ? "nothing new for " + Durations.describe(quiet)
        : Durations.left(seconds * (1 - fraction) / thisRun);
  }

  /** One report: what is done, at what pace, and how long the rest should take. */
  static String line(String label, Progress progress, double seconds, double quietSeconds) {
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
      parts.add(timeLeft(seconds, fraction, thisRun, quietSeconds));
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
  private void drawBar(String label, Progress progress, double seconds, double quietSeconds) {
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
      parts.add(timeLeft(seconds, progress.fractionDone(), thisRun, quietSeconds));
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
