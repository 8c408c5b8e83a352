package org.nqueenslab.cli;

import java.io.PrintWriter;
import org.nqueenslab.engine.Progress;

/**
 * Prints a one-line progress report on stderr every second once a run has lasted a second:
 * solutions so far, nodes, subproblems done. The line is rewritten in place and cleared at the end.
 */
final class ProgressReporter {
  private final Thread thread;
  private volatile boolean running = true;
  private final PrintWriter err;
  private boolean printed;

  private ProgressReporter(String label, Progress progress, PrintWriter err) {
    this.err = err;
    this.thread = new Thread(() -> loop(label, progress), "nqueens-progress");
    thread.setDaemon(true);
  }

  static ProgressReporter start(String label, Progress progress, PrintWriter err) {
    ProgressReporter r = new ProgressReporter(label, progress, err);
    r.thread.start();
    return r;
  }

  private void loop(String label, Progress progress) {
    long start = System.nanoTime();
    try {
      Thread.sleep(1000);
      while (running) {
        double seconds = (System.nanoTime() - start) / 1e9;
        StringBuilder line =
            new StringBuilder("\r")
                .append(label)
                .append(": ")
                .append(String.format("%,d", progress.solutions()))
                .append(" solutions so far");
        if (progress.nodes() > 0) {
          line.append(String.format(", %,d nodes", progress.nodes()));
        }
        if (progress.unitsTotal() > 0) {
          line.append(String.format(", %d/%d parts", progress.unitsDone(), progress.unitsTotal()));
        }
        line.append(String.format(", %.0f s  (Ctrl-C stops and reports)", seconds));
        synchronized (this) {
          if (running) {
            err.print(line);
            err.flush();
            printed = true;
          }
        }
        Thread.sleep(1000);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  void stop() {
    synchronized (this) {
      running = false;
      if (printed) {
        err.print("\r\033[K");
        err.flush();
      }
    }
    thread.interrupt();
  }
}
