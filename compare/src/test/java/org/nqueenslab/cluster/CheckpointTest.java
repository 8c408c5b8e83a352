package org.nqueenslab.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
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
import org.nqueenslab.engine.Statistics;
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
    try (Checkpoint cp =
        file == null ? null : Checkpoint.open(file, HEADER, keys(parts), parts.get(0).unique())) {
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
   * Two copies of every part, as {@code --redundancy 2} counts them: each part counted once here,
   * then handed over as the two copies {@code copiesOf} makes of it.
   */
  private record TwoCopies(java.util.function.Function<PartCount, List<PartCount>> copiesOf)
      implements PartRunner {
    @Override
    public void run(
        List<Part> parts,
        double[] sizes,
        Duration timeLimit,
        Cancellation cancellation,
        Consumer<PartCount> done) {
      new LocalRunner(1)
          .run(parts, sizes, null, cancellation, c -> copiesOf.apply(c).forEach(done));
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

  /** The same count as {@code c}'s, with another number of solutions, member and status. */
  private static PartCount copy(PartCount c, long solutions, String member, Status status) {
    return new PartCount(
        c.key(), solutions, c.unique(), c.classes(), c.nodes(), c.seconds(), member, status);
  }

  /** A faulty member: its copy is one solution off on the first part that has solutions. */
  private static TwoCopies oneFaultyCopy() {
    java.util.concurrent.atomic.AtomicBoolean faulted =
        new java.util.concurrent.atomic.AtomicBoolean();
    return new TwoCopies(
        c -> {
          boolean faulty = c.solutions() > 0 && faulted.compareAndSet(false, true);
          return List.of(c, copy(c, c.solutions() + (faulty ? 1 : 0), "other", c.status()));
        });
  }

  @Test
  void redundantCopiesThatDifferAreReportedAndLeftOutOfTheTotal() {
    List<Part> parts = PartPlan.of("dlx", Map.of(), false, Problem.of(8));
    double[] sizes = new double[parts.size()];
    java.util.Arrays.fill(sizes, 1);
    PartedCount.Outcome o =
        new PartedCount(parts, sizes, null, oneFaultyCopy())
            .run("test", Request.count().withProgress(new Progress()));
    assertEquals(2, o.differing().size(), "both lines of the differing part");
    assertTrue(o.differing().get(1).contains("member=other"), o.differing().toString());
    assertEquals(Status.DISPUTED, o.result().status(), "disputed, not interrupted");
    assertTrue(o.result().solutions() < ReferenceCounts.standard(8).orElseThrow().count());
  }

  /** One member, whose count of the first part that has solutions is one too many. */
  private record OneFaultyMember() implements PartRunner {
    @Override
    public void run(
        List<Part> parts,
        double[] sizes,
        Duration timeLimit,
        Cancellation cancellation,
        Consumer<PartCount> done) {
      java.util.concurrent.atomic.AtomicBoolean faulted =
          new java.util.concurrent.atomic.AtomicBoolean();
      new LocalRunner(1)
          .run(
              parts,
              sizes,
              null,
              cancellation,
              c -> {
                boolean faulty = c.solutions() > 0 && faulted.compareAndSet(false, true);
                done.accept(copy(c, c.solutions() + (faulty ? 1 : 0), "faulty", c.status()));
              });
    }

    @Override
    public String describe() {
      return "one faulty member";
    }
  }

  private static PartedCount.Outcome countTwice(List<Part> parts, Path file) {
    double[] sizes = new double[parts.size()];
    java.util.Arrays.fill(sizes, 1);
    try (Checkpoint cp = Checkpoint.open(file, HEADER, keys(parts), parts.get(0).unique())) {
      TwoCopies agreeing =
          new TwoCopies(c -> List.of(c, copy(c, c.solutions(), "other", c.status())));
      return new PartedCount(parts, sizes, cp, agreeing)
          .run("test", Request.count().withProgress(new Progress()));
    }
  }

  /**
   * A --redundancy 2 rerun of a checkpoint written without it counts its parts again on two
   * members: one member's count is no check. The review of session 16 resumed a count whose faulty
   * member had written a wrong part, with --redundancy 2, and got the wrong total, exit 0, "each on
   * two members". Now the faulty part is disputed (both lines shown), and a part the two agree on
   * with the checkpoint is kept with its two members, so a later rerun takes it as checked.
   */
  @Test
  void aRedundantRerunCountsAgainWhatOneMemberCounted() throws IOException {
    List<Part> parts = PartPlan.of("dlx", Map.of(), false, Problem.of(8));
    Path file = dir.resolve("one-member");
    Result once = count(parts, file, new OneFaultyMember());
    assertEquals(ReferenceCounts.standard(8).orElseThrow().count() + 1, once.solutions());
    PartedCount.Outcome checked = countTwice(parts, file);
    assertEquals(Status.DISPUTED, checked.result().status(), checked.result().note());
    assertEquals(2, checked.differing().size(), "the faulty line and the two members' count");
    assertTrue(checked.differing().get(0).contains("member=faulty"), checked.differing().get(0));
    // the dispute is in the file too: a plain rerun refuses the pair, naming both lines (it took
    // the faulty one again and reported the wrong total COMPLETE, exit 0)
    BadInputException rerun =
        assertThrows(BadInputException.class, () -> count(parts, file, new LocalRunner(1)));
    assertTrue(rerun.getMessage().contains("again, differently"), rerun.getMessage());

    Path good = dir.resolve("one-good-member");
    count(parts, good, new LocalRunner(1));
    PartedCount.Outcome recounted = countTwice(parts, good);
    assertEquals(Status.COMPLETE, recounted.result().status(), recounted.result().note());
    assertEquals(92, recounted.result().solutions()); // A000170(8)
    assertTrue(
        recounted.result().note().contains("(" + parts.size() + " counted now"),
        recounted.result().note());
    PartedCount.Outcome resumed = countTwice(parts, good);
    assertTrue(
        resumed.result().note().contains(parts.size() + " from the checkpoint"),
        resumed.result().note());
    assertEquals(92, resumed.result().solutions());
  }

  /**
   * The check sum of a line catches damage, not numbers changed together with it: a unique count's
   * line whose orbits do not give its solutions and fundamental ones is refused (a forged
   * "unique=999" was summed: 2776 fundamental solutions of 12 x 12, exit 0).
   */
  @Test
  void aLineWhoseOrbitsDoNotAddUpIsRefused() throws IOException {
    List<Part> parts = PartPlan.of("bitmask", Map.of(), true, Problem.of(8));
    Path file = dir.resolve("forged");
    count(parts, file, new StopsAfter(3));
    List<String> lines = new java.util.ArrayList<>(Files.readAllLines(file));
    PartCount real = PartCount.parse(lines.get(2), HEADER);
    PartCount forged =
        new PartCount(
            real.key(),
            real.solutions(),
            real.unique() + 100,
            real.classes(),
            real.nodes(),
            real.seconds(),
            real.member(),
            real.status());
    lines.set(2, forged.text(HEADER)); // a valid check sum
    Files.write(file, lines);
    BadInputException e =
        assertThrows(
            BadInputException.class, () -> Checkpoint.open(file, HEADER, keys(parts), true));
    assertTrue(e.getMessage().contains("line 3 does not add up"), e.getMessage());
  }

  /**
   * A part key names a part, not its count: the dlx parts of 12 x 12 with holes f6, g6 have keys
   * the plain board's parts have too (mirror images), and a line of that count put into the plain
   * count's checkpoint was summed (12970 solutions, COMPLETE, exit 0). Its check covers its count's
   * plan line, so it is refused.
   */
  @Test
  void aLineOfAnotherCountWithTheSameKeyIsRefused() throws IOException {
    List<Part> parts = PartPlan.of("dlx", Map.of(), false, Problem.of(8));
    Path file = dir.resolve("mixed");
    count(parts, file, new StopsAfter(3));
    List<String> lines = Files.readAllLines(file);
    PartCount mine = PartCount.parse(lines.get(2), HEADER);
    String otherCount = HEADER.replace("\t12", "\t12 holes f6,g6");
    PartCount theirs =
        new PartCount(
            mine.key(),
            mine.solutions() + 1,
            null,
            null,
            mine.nodes(),
            0,
            "local",
            Status.COMPLETE);
    Files.write(file, replaced(lines, 2, theirs.text(otherCount)));
    BadInputException e =
        assertThrows(
            BadInputException.class, () -> Checkpoint.open(file, HEADER, keys(parts), false));
    assertTrue(
        e.getMessage().contains("line 3: the line of part '" + mine.key() + "'")
            && e.getMessage().contains("comes from another count's checkpoint")
            && e.getMessage().contains("delete that line"),
        e.getMessage());
    Files.write(file, replaced(lines, 2, theirs.text(HEADER))); // the same line, this count's
    try (Checkpoint cp = Checkpoint.open(file, HEADER, keys(parts), false)) {
      assertEquals(mine.solutions() + 1, cp.finished().get(mine.key()).solutions());
    }
  }

  @Test
  void aCheckpointOfAnotherCountIsRefused() {
    List<Part> parts = PartPlan.of("bitmask", Map.of(), true, Problem.of(8));
    Path file = dir.resolve("c");
    count(parts, file, new StopsAfter(3));
    BadInputException e =
        assertThrows(
            BadInputException.class,
            () -> Checkpoint.open(file, HEADER.replace("unique", "count"), keys(parts), false));
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

  /**
   * A kill while the plan line was being written leaves the first line alone: nothing was counted,
   * and the rerun starts the file again (it was refused as "not an nqueens checkpoint").
   */
  @Test
  void aPlanLineCutByAKillStartsTheCheckpointAgain() throws Exception {
    List<Part> parts = PartPlan.of("bitmask", Map.of(), false, Problem.of(8));
    Path file = dir.resolve("plan-cut");
    Files.writeString(file, Checkpoint.MAGIC + "\nplan\tte"); // cut inside the plan line
    Result r = count(parts, file, new LocalRunner(1));
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(ReferenceCounts.standard(8).orElseThrow().count(), r.solutions());
    List<String> lines = Files.readAllLines(file);
    assertEquals(List.of(Checkpoint.MAGIC, HEADER), lines.subList(0, 2));
    assertEquals(parts.size() + 2, lines.size());
  }

  /**
   * A line edited by hand, a second line for a part with another count, a unique count's line
   * without its fundamental count and a file of the former format are each refused, naming the
   * line, and never summed into a count that says COMPLETE (the audit of session 11 got -4230223
   * solutions, exit 0, from one edited line).
   */
  @Test
  void aLineThatCannotBeTrustedIsRefusedWithItsNumber() throws Exception {
    List<Part> parts = PartPlan.of("bitmask", Map.of(), true, Problem.of(8));
    Path file = dir.resolve("edited");
    count(parts, file, new StopsAfter(3));
    List<String> lines = Files.readAllLines(file);
    String third = lines.get(4); // the magic line, the plan, then one line a part

    Files.write(file, replaced(lines, 4, third.replaceFirst("solutions=\\d+", "solutions=-99")));
    assertRefused(file, parts, "line 5: the line of part", "delete that line");

    Files.write(file, replaced(lines, 4, third.replaceFirst("unique=\\d+", "unique=7")));
    assertRefused(file, parts, "line 5", "changed or damaged");

    PartCount read = PartCount.parse(third, HEADER);
    PartCount noUnique =
        new PartCount(
            read.key(), read.solutions(), null, null, read.nodes(), 0, "local", Status.COMPLETE);
    Files.write(file, replaced(lines, 4, noUnique.text(HEADER)));
    assertRefused(file, parts, "line 5 has no fundamental count", "delete that line");

    PartCount other =
        new PartCount(
            read.key(),
            read.solutions() + 8,
            read.unique() + 1,
            new long[] {0, 0, 0, 0, 0, 0, 0, 0, read.unique() + 1},
            read.nodes(),
            0,
            "local",
            Status.COMPLETE);
    List<String> twice = new java.util.ArrayList<>(lines);
    twice.add(other.text(HEADER));
    Files.write(file, twice);
    assertRefused(file, parts, "counts part '" + read.key() + "' again, differently", "both");

    List<String> again = new java.util.ArrayList<>(lines);
    again.add(third); // the same line twice (two files put together): the same count, kept once
    Files.write(file, again);
    try (Checkpoint cp = Checkpoint.open(file, HEADER, keys(parts), true)) {
      assertEquals(3, cp.finished().size());
    }

    Files.write(file, replaced(lines, 0, "# nqueens-lab checkpoint v2"));
    assertRefused(file, parts, "a checkpoint in another format (nqueens-lab checkpoint v2", "");

    Files.write(file, lines); // the file as written resumes to the published count
    Result resumed = count(parts, file, new LocalRunner(2));
    assertEquals(Status.COMPLETE, resumed.status());
    assertEquals(ReferenceCounts.standard(8).orElseThrow().count(), resumed.solutions());
  }

  private static List<String> replaced(List<String> lines, int index, String line) {
    List<String> copy = new java.util.ArrayList<>(lines);
    copy.set(index, line);
    return copy;
  }

  private void assertRefused(Path file, List<Part> parts, String what, String whatToDo) {
    BadInputException e =
        assertThrows(
            BadInputException.class, () -> Checkpoint.open(file, HEADER, keys(parts), true));
    assertTrue(e.getMessage().contains(what) && e.getMessage().contains(whatToDo), e.getMessage());
  }

  /**
   * With redundancy, a part both of whose copies were cut short adds what both found, once: the
   * lower bound summed both copies and rose above the true total (666,118,288 for n = 18's
   * 666,090,624 in the audit of session 11).
   */
  @Test
  void aRedundantCountCutShortCountsEachPartOnceAndOnlyWhatBothCopiesFound() {
    List<Part> parts = PartPlan.of("dlx", Map.of(), false, Problem.of(8));
    double[] sizes = new double[parts.size()];
    java.util.Arrays.fill(sizes, 1);
    Result r =
        new PartedCount(
                parts,
                sizes,
                null,
                // both copies stopped by the time limit partway, at different counts
                new TwoCopies(
                    c ->
                        List.of(
                            copy(c, c.solutions() / 2, "first", Status.TIMEOUT),
                            copy(c, c.solutions(), "second", Status.TIMEOUT))))
            .run(
                "test",
                Request.count().withTimeLimit(Duration.ofSeconds(60)).withProgress(new Progress()))
            .result();
    assertEquals(Status.TIMEOUT, r.status());
    long half = 0;
    for (PartCount c : partCounts(parts)) {
      half += c.solutions() / 2;
    }
    assertEquals(half, r.solutions(), "the fewer of the two copies' counts, part by part");
    assertTrue(r.solutions() <= ReferenceCounts.standard(8).orElseThrow().count());
  }

  private static List<PartCount> partCounts(List<Part> parts) {
    List<PartCount> counts = new java.util.ArrayList<>();
    new LocalRunner(1).run(parts, new double[parts.size()], null, new Cancellation(), counts::add);
    return counts;
  }

  /** Counts the first {@code limit} parts, then finds its cluster gone. */
  private record LosesItsMembersAfter(int limit) implements PartRunner {
    @Override
    public void run(
        List<Part> parts,
        double[] sizes,
        Duration timeLimit,
        Cancellation cancellation,
        Consumer<PartCount> done) {
      new StopsAfter(limit).run(parts, sizes, timeLimit, cancellation, done);
      throw new Abandoned("cluster 'test' cannot be reached any more");
    }

    @Override
    public String describe() {
      return "a cluster that empties";
    }
  }

  /**
   * A cluster that loses its last member mid-count ends the count with what it has, marked
   * MEMBERS_LOST, its checkpoint kept; once members are back the same checkpoint resumes it to the
   * published count (the audit of session 11 got an internal error and nothing on stdout).
   */
  /**
   * A cluster that loses a member once every part is counted took nothing from the count: it is
   * complete (it read MEMBERS_LOST with every part counted, when the last answers came in after the
   * member's loss was heard).
   */
  @Test
  void aMemberLostAfterEveryPartWasCountedLeavesTheCountComplete() {
    List<Part> parts = PartPlan.of("bitmask", Map.of(), true, Problem.of(9));
    Result r = count(parts, dir.resolve("all-done"), new LosesItsMembersAfter(parts.size()));
    assertEquals(Status.COMPLETE, r.status(), r.note());
    assertEquals(ReferenceCounts.standard(9).orElseThrow().count(), r.solutions());
  }

  /**
   * A unique count in parts gives every orbit size the group allows, 0 included, as one process
   * does (n = 8 has no orbit of 2, and the column was missing).
   */
  @Test
  void aUniqueCountInPartsGivesEveryOrbitSizeTheGroupAllows() {
    List<Part> parts = PartPlan.of("bitmask", Map.of(), true, Problem.of(8));
    Result r = count(parts, null, new LocalRunner(2));
    Map<String, Long> stats = r.statistics().asMap();
    assertEquals(11L, stats.get(Statistics.ORBITS_OF + 8));
    assertEquals(1L, stats.get(Statistics.ORBITS_OF + 4));
    assertEquals(0L, stats.get(Statistics.ORBITS_OF + 2));
  }

  @Test
  void aClusterThatLosesItsMembersLeavesAPartialCountThatResumes() {
    List<Part> parts = PartPlan.of("bitmask", Map.of(), true, Problem.of(10));
    Path file = dir.resolve("lost");
    Result lost = count(parts, file, new LosesItsMembersAfter(parts.size() / 3));
    assertEquals(Status.MEMBERS_LOST, lost.status());
    assertTrue(lost.status().isPartial());
    assertTrue(lost.note().contains("cannot be reached any more"), lost.note());
    ReferenceCount ref = ReferenceCounts.standard(10).orElseThrow();
    assertTrue(lost.solutions() < ref.count());
    Result resumed = count(parts, file, new LocalRunner(2));
    assertEquals(Status.COMPLETE, resumed.status());
    assertEquals(ref.count(), resumed.solutions());
    assertEquals(ref.fundamental(), resumed.unique());
  }
}
