package org.nqueenslab.cluster;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Request;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartCount;
import org.nqueenslab.split.PartCounter;

/** Counts parts on this process's threads, one part per thread at a time, in plan order. */
public final class LocalRunner implements PartRunner {
  private final int threads;

  public LocalRunner(int threads) {
    this.threads = threads;
  }

  @Override
  public void run(
      List<Part> parts,
      double[] sizes,
      Duration timeLimit,
      Cancellation cancellation,
      Consumer<PartCount> onDone) {
    Budget budget =
        Budget.start(Request.count().withTimeLimit(timeLimit).withCancellation(cancellation));
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "nqueens-part");
              t.setDaemon(true);
              return t;
            });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (Part part : parts) {
        futures.add(
            pool.submit(
                () -> {
                  if (budget.exhausted()) {
                    return; // not started: left unanswered
                  }
                  PartCount c =
                      PartCounter.count(part, budget.remainingTimeLimit(), cancellation, "local");
                  synchronized (onDone) {
                    onDone.accept(c);
                  }
                }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      cancellation.cancel();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException("a part failed", e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  @Override
  public int threads() {
    return threads;
  }

  @Override
  public String describe() {
    return threads + (threads == 1 ? " thread" : " threads");
  }
}
