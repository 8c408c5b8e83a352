package org.nqueenslab.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartCount;
import org.nqueenslab.split.PartPlan;

/**
 * A count stopped halfway and resumed from its checkpoint equals the uninterrupted count and the
 * published one; a checkpoint of another count is refused; a line cut by a kill is dropped.
 */
class CheckpointTest {
  @TempDir Path dir;

  private static final String HEADER = "plan\ttest\tbitmask\tunique\t12";

  /** Counts only the first {@code limit} parts it is given: a run stopped halfway. */
  private record StopsAfter(int limit) implements PartRunner {
    @Override
    public void run(
        List<Part> parts,
        double[] sizes,
        Duration timeLimit,
        Cancellation cancellation,
        Consumer<PartCount> done) {
      new LocalRunner(2)
          .run(parts.subList(0, Math.min(limit, parts.size())), sizes, null, cancellation, done);
    }

    @Override
    public String describe() {
      return "the first " + limit + " parts";
    }
  }

  private static Set<String> keys(List<Part> parts) {
    Set<String> keys = new HashSet<>();
    parts.forEach(p -> keys.add(p.key()));
    return keys;
  }

  private static Result count(List<Part> parts, Path file, PartRunner runner) {
    double[] sizes = new double[parts.size()];
    java.util.Arrays.fill(sizes, 1);
    try (Checkpoint cp = file == null ? null : Checkpoint.open(file, HEADER, keys(parts))) {
      return new PartedCount(parts, sizes, cp, runner)
          .run("test", Request.count().withProgress(new Progress()))
          .result();
    }
  }

  @Test
  void aCountStoppedHalfwayAndResumedEqualsTheUninterruptedAndThePublishedCount() {
    for (String engine : List.of("bitmask", "dlx")) {
      boolean unique = engine.equals("bitmask");
      List<Part> parts = PartPlan.of(engine, Map.of(), unique, Problem.of(12));
      ReferenceCount ref = ReferenceCounts.standard(12).orElseThrow();
      Path file = dir.resolve(engine + ".checkpoint");
      Result half = count(parts, file, new StopsAfter(parts.size() / 2));
      assertNotEquals(Status.COMPLETE, half.status(), "half the parts is not the count");
      assertTrue(half.solutions() < ref.count());
      Result resumed = count(parts, file, new LocalRunner(2));
      Result whole = count(parts, null, new LocalRunner(2));
      assertEquals(Status.COMPLETE, resumed.status());
      assertEquals(ref.count(), resumed.solutions(), engine);
      assertEquals(whole.solutions(), resumed.solutions(), engine);
      assertTrue(
          resumed.note().contains(parts.size() / 2 + " from the checkpoint"), resumed.note());
      if (unique) {
        assertEquals(ref.fundamental(), resumed.unique());
        assertEquals(whole.statistics().asMap(), resumed.statistics().asMap());
      }
    }
  }

  /**
   * Two copies of every part, the second one solution off on the first part that has solutions: a
   * faulty member.
   */
  private record OneFaultyCopy(java.util.concurrent.atomic.AtomicBoolean faulted)
      implements PartRunner {
    @Override
    public void run(
        List<Part> parts,
        double[] sizes,
        Duration timeLimit,
        Cancellation cancellation,
        Consumer<PartCount> done) {
      new LocalRunner(1)
          .run(
              parts,
              sizes,
              null,
              cancellation,
              c -> {
                done.accept(c);
                boolean faulty = c.solutions() > 0 && faulted.compareAndSet(false, true);
                done.accept(
                    new PartCount(
                        c.key(),
                        c.solutions() + (faulty ? 1 : 0),
                        c.unique(),
                        c.classes(),
                        c.nodes(),
                        c.seconds(),
                        "other",
                        c.status()));
              });
    }

    @Override
    public int copies() {
      return 2;
    }

    @Override
    public String describe() {
      return "two copies";
    }
  }

  @Test
  void redundantCopiesThatDifferAreReportedAndLeftOutOfTheTotal() {
    List<Part> parts = PartPlan.of("dlx", Map.of(), false, Problem.of(8));
    double[] sizes = new double[parts.size()];
    java.util.Arrays.fill(sizes, 1);
    PartedCount.Outcome o =
        new PartedCount(
                parts,
                sizes,
                null,
                new OneFaultyCopy(new java.util.concurrent.atomic.AtomicBoolean()))
            .run("test", Request.count().withProgress(new Progress()));
    assertEquals(2, o.differing().size(), "both lines of the differing part");
    assertTrue(o.differing().get(1).contains("member=other"), o.differing().toString());
    assertEquals(Status.DISPUTED, o.result().status(), "disputed, not interrupted");
    assertTrue(o.result().solutions() < ReferenceCounts.standard(8).orElseThrow().count());
  }

  @Test
  void aCheckpointOfAnotherCountIsRefused() {
    List<Part> parts = PartPlan.of("bitmask", Map.of(), true, Problem.of(8));
    Path file = dir.resolve("c");
    count(parts, file, new StopsAfter(3));
    BadInputException e =
        assertThrows(
            BadInputException.class,
            () -> Checkpoint.open(file, HEADER.replace("unique", "count"), keys(parts)));
    assertTrue(e.getMessage().contains("request unique, this count's is count"), e.getMessage());
  }

  @Test
  void aLineCutByAKillIsDroppedAndTheCountStaysExact() throws Exception {
    List<Part> parts = PartPlan.of("bitmask", Map.of(), false, Problem.of(10));
    Path file = dir.resolve("cut");
    count(parts, file, new StopsAfter(5));
    Files.writeString(
        file, "done\tborder=a1,j2", java.nio.file.StandardOpenOption.APPEND); // no line break
    Result resumed = count(parts, file, new LocalRunner(1));
    assertEquals(ReferenceCounts.standard(10).orElseThrow().count(), resumed.solutions());
    assertEquals(parts.size() + 2, Files.readAllLines(file).size());
  }
}
