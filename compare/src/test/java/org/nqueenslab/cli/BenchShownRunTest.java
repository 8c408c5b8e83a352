package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;

/**
 * A bench row's counts come from a run with the row's status, never from a whole run beside a cut
 * one.
 */
class BenchShownRunTest {

  private static Result run(Status status, long solutions) {
    return new Result("bitmask", status, solutions, null, Statistics.EMPTY, Duration.ZERO, null);
  }

  @Test
  void aRowWithACutRunShowsTheCutRunsCount() {
    Result cut = run(Status.TIMEOUT, 13);
    assertSame(
        cut,
        BenchCommand.shownRun(
            List.of(run(Status.COMPLETE, 14200), cut, run(Status.COMPLETE, 14200))));
  }

  @Test
  void aWholeRowShowsItsLastRun() {
    Result last = run(Status.COMPLETE, 14200);
    assertSame(last, BenchCommand.shownRun(List.of(run(Status.COMPLETE, 14200), last)));
  }
}
