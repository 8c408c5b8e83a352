package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nqueenslab.compare.CheckedPath;
import org.nqueenslab.compare.Comparison;
import org.nqueenslab.compare.EngineRun;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.report.Json;
import org.nqueenslab.report.Row;

/**
 * A compare row joins an engine's paths, and its status is the worst of them: its "partial" column
 * says which of its counts are lower bounds, since JSON and CSV print a partial count as a plain
 * number (a TIMEOUT row's complete count and its partial one looked alike).
 */
class CompareRowsTest {
  private static EngineRun run(CheckedPath path, Status status, long solutions, Long unique) {
    Result r =
        new Result(
            "dlx",
            status,
            solutions,
            unique,
            Statistics.builder().put(Statistics.NODES, 10).build(),
            Duration.ofMillis(5),
            null);
    return new EngineRun("dlx", path, 1, r, null);
  }

  private static Row row(EngineRun... runs) {
    Comparison c =
        new Comparison(
            Subject.of(Problem.of(8)),
            List.of("dlx"),
            List.of(runs),
            List.of(),
            List.of(),
            Map.of("dlx", "agrees where complete"),
            "dlx",
            List.of("dlx", "OEIS"),
            List.of("dlx", "OEIS"));
    return CompareRows.of(c, false, true).get(0);
  }

  @Test
  void aRowSaysWhichOfItsCountsAreLowerBounds() {
    Row mixed =
        row(
            run(CheckedPath.COUNT, Status.COMPLETE, 92, null),
            run(CheckedPath.UNIQUE_COUNT, Status.TIMEOUT, 40, 5L));
    assertEquals("TIMEOUT", mixed.get("status"));
    assertEquals("unique", mixed.get("partial"));
    String json = Json.write(mixed);
    assertEquals(
        true,
        json.contains("\"status\": \"TIMEOUT\", \"partial\": \"unique\", \"solutions\": 92,"),
        json);

    Row bothCut = row(run(CheckedPath.COUNT, Status.TIMEOUT, 50, null));
    assertEquals("solutions", bothCut.get("partial"));

    Row whole =
        row(
            run(CheckedPath.COUNT, Status.COMPLETE, 92, null),
            run(CheckedPath.UNIQUE_COUNT, Status.COMPLETE, 92, 12L));
    assertNull(whole.get("partial"));
    assertEquals(CompareRows.COLUMNS.indexOf("status") + 1, CompareRows.COLUMNS.indexOf("partial"));
  }

  /**
   * A main count cut short shows the most its paths know of the solutions: it showed ">=0" beside a
   * unique count that had found 16172 of them.
   */
  @Test
  void aCountCutShortShowsTheBestBoundItsPathsGive() {
    Row bound =
        row(
            run(CheckedPath.UNIQUE_COUNT, Status.TIMEOUT, 16172, 2100L),
            run(CheckedPath.COUNT, Status.TIMEOUT, 0, null));
    assertEquals(">=16172", String.valueOf(bound.get("solutions")));
    assertEquals("solutions unique", bound.get("partial"));
    Row exact =
        row(
            run(CheckedPath.ENUMERATE, Status.COMPLETE, 92, null),
            run(CheckedPath.COUNT, Status.TIMEOUT, 7, null));
    assertEquals(92L, exact.get("solutions"));
    assertEquals("TIMEOUT", exact.get("status"));
  }
}
