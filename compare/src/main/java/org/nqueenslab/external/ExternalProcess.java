package org.nqueenslab.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.nqueenslab.engine.Budget;

/** What every outside solver's run needs of its processes: killing them whole, reading stderr. */
final class ExternalProcess {
  private static final long KILL_WAIT_NANOS = 1_000_000_000L;

  private ExternalProcess() {}

  /**
   * Kills the process and every process it started (the solver), at once, and waits a moment for
   * them to be gone, so that nothing writes in the run's directory as it is deleted.
   */
  static void kill(Process process) {
    List<ProcessHandle> all = new ArrayList<>(process.descendants().toList());
    all.forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    all.add(process.toHandle());
    long deadline = System.nanoTime() + KILL_WAIT_NANOS;
    for (ProcessHandle p : all) {
      try {
        p.onExit().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
        // gone by other means, or not yet: the directory's deletion tolerates either
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /**
   * A watchdog that kills the processes once the budget runs out or the user cancels, polling every
   * 20 ms: Ctrl-C raises a flag, it does not interrupt the reading thread. Shut it down when the
   * run ends.
   */
  static ScheduledExecutorService watchdog(Budget budget, List<Process> processes, String name) {
    ScheduledExecutorService watchdog =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, name);
              t.setDaemon(true);
              return t;
            });
    watchdog.scheduleWithFixedDelay(
        () -> {
          if (budget.exhausted()) {
            processes.forEach(ExternalProcess::kill);
          }
        },
        20,
        20,
        TimeUnit.MILLISECONDS);
    return watchdog;
  }

  /** A daemon thread appending the stream's lines to {@code into} until it ends. */
  static Thread drain(InputStream in, StringBuilder into, String name) {
    Thread t =
        new Thread(
            () -> {
              try (BufferedReader r =
                  new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                  synchronized (into) {
                    into.append(line).append('\n');
                  }
                }
              } catch (IOException e) {
                // the process was killed: what it printed so far is kept
              }
            },
            name);
    t.setDaemon(true);
    t.start();
    return t;
  }

  /** True when the executable starts and answers {@code --version} within 20 seconds. */
  static boolean runs(String executable) {
    try {
      Process p =
          new ProcessBuilder(executable, "--version")
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      if (!p.waitFor(20, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return false;
      }
      return p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
