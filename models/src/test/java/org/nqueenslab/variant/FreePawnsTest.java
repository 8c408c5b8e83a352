package org.nqueenslab.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.classic.WirthEngine;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCount;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.split.Subproblem;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * Free pawns against OEIS A103330/A103331 (k = 1), A129551/A129552 (k = 2), A129553/A129554 (k =
 * 3).
 */
class FreePawnsTest {
  private final Engine bitmask = new BitmaskEngine();

  private static ReferenceCount published(int n, int k) {
    return ReferenceCounts.find(ReferenceCounts.PAWNS, n, k).orElseThrow();
  }

  private void matchesOeis(int n, int k, int threads) {
    ReferenceCount oeis = published(n, k);
    Result r =
        new FreePawns(n, k)
            .count(bitmask, Request.count().withSymmetry(SymmetryMode.UNIQUE).withThreads(threads));
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(oeis.count(), r.solutions(), oeis.source() + " n=" + n);
    assertEquals(oeis.fundamental(), r.unique(), oeis.source() + " (up to symmetry) n=" + n);
    Result plain = new FreePawns(n, k).count(bitmask, Request.count().withThreads(threads));
    assertEquals(oeis.count(), plain.solutions(), oeis.source() + " n=" + n + " without --unique");
  }

  @ParameterizedTest
  @CsvSource({
    "1,1", "2,1", "3,1", "4,1", "5,1", "6,1", "7,1", "8,1", "9,1", "10,1", "11,1", "1,2", "2,2",
    "3,2", "4,2", "5,2", "6,2", "7,2", "8,2", "9,2", "1,3", "2,3", "3,3", "4,3", "5,3", "6,3",
    "7,3", "8,3"
  })
  void countsMatchOeis(int n, int k) {
    matchesOeis(n, k, 1);
  }

  @Test
  void twoThreadsGiveTheSameFigures() {
    matchesOeis(9, 1, 2);
  }

  @Tag("slow")
  @ParameterizedTest
  @CsvSource({"12,1", "13,1", "10,2", "11,2", "9,3", "10,3"})
  void longerCountsMatchOeis(int n, int k) {
    matchesOeis(n, k, Runtime.getRuntime().availableProcessors());
  }

  /**
   * The symmetry weighting against the plain map: every pawn set counted by brute force, every
   * solution verified, and the whole configurations (pawns and queens) reduced to orbits under the
   * 8 symmetries by the test itself.
   */
  @Test
  void everyPawnPlacementByBruteForceGivesTheSameFigures() {
    for (int n = 6; n <= 7; n++) {
      FreePawns family = new FreePawns(n, 1);
      long total = 0;
      Set<List<Square>> orbits = new HashSet<>();
      for (Subproblem part : family.everyPlacement()) {
        Problem p = part.problem();
        for (Placement s : BruteForceOracle.solutions(p)) {
          Verifier.requireValid(p, s);
          total++;
          orbits.add(canonicalConfiguration(n, p.pawns(), s));
        }
      }
      assertEquals(published(n, 1).count(), total, "A103330 n=" + n + " by brute force");
      assertEquals(
          published(n, 1).fundamental(), orbits.size(), "A103331 n=" + n + " by brute force");
    }
  }

  /**
   * Every solution the engine lists for every pawn placement of nine queens and one pawn passes the
   * verifier.
   */
  @Test
  void nineQueensAndOnePawnEnumerated() {
    FreePawns family = new FreePawns(8, 1);
    long total = 0;
    for (Subproblem part : family.everyPlacement()) {
      List<Placement> got = new ArrayList<>();
      bitmask.solve(part.problem(), Request.enumerate(got::add));
      got.forEach(s -> Verifier.requireValid(part.problem(), s));
      assertEquals(got.size(), new HashSet<>(got).size());
      total += got.size();
    }
    assertEquals(published(8, 1).count(), total, "A103330 n=8");
  }

  @Test
  void piecesThatDoNotFitCountZeroHoweverManyPawnsTheLargerBoardWouldHave() {
    // the audit's --free-pawns 9 -n 3 was refused for 5 x 5's 2042975 pawn sets
    Result r = new FreePawns(3, 9).count(bitmask, Request.count());
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(0, r.solutions());
  }

  @Test
  void badInputIsRefusedWithTheValueNamed() {
    assertTrue(
        assertThrows(BadInputException.class, () -> new FreePawns(8, -1))
            .getMessage()
            .contains("--free-pawns -1"));
    assertTrue(
        assertThrows(BadInputException.class, () -> new FreePawns(30, 6))
            .getMessage()
            .contains("pawn placements"));
  }

  /**
   * Any engine that supports pawns counts free pawns: here the tests' brute-force counter dressed
   * as an engine.
   */
  @Test
  void anyEngineWithPawnsCountsFreePawns() {
    Engine brute =
        new Engine() {
          @Override
          public String name() {
            return "brute-force-test";
          }

          @Override
          public String summary() {
            return "the tests' brute-force counter";
          }

          @Override
          public Capabilities capabilities() {
            return Capabilities.of(
                EnumSet.of(Mode.COUNT),
                8,
                Feature.PAWNS,
                Feature.OTHER_QUEEN_COUNTS,
                Feature.UNIQUE);
          }

          @Override
          public Result solve(Problem p, Request r) {
            SymmetryGroup group = SymmetryGroup.of(p);
            List<Placement> all = BruteForceOracle.solutions(p);
            long orbits = all.stream().filter(group::isCanonical).count();
            return new Result(
                name(),
                Status.COMPLETE,
                all.size(),
                r.symmetry() == SymmetryMode.UNIQUE ? orbits : null,
                null,
                Duration.ZERO,
                null);
          }
        };
    for (int n = 6; n <= 7; n++) {
      Result r =
          new FreePawns(n, 1)
              .count(brute, Request.count().withSymmetry(SymmetryMode.UNIQUE).withThreads(2));
      assertEquals(published(n, 1).count(), r.solutions(), "A103330 n=" + n);
      assertEquals(published(n, 1).fundamental(), r.unique(), "A103331 n=" + n);
    }
    assertTrue(
        new FreePawns(8, 1)
            .whyUnsupported(new WirthEngine(), Request.count())
            .contains("does not support pawns"));
  }

  @Test
  void stopsOnTimeAndWhenCancelled() {
    Result timed =
        new FreePawns(15, 1).count(bitmask, Request.count().withTimeLimit(Duration.ofMillis(200)));
    assertEquals(Status.TIMEOUT, timed.status());
    assertTrue(timed.solutions() < published(15, 1).count());
    assertTrue(timed.wallTime().toMillis() < 3000, "time limit not honoured: " + timed.wallTime());
    Cancellation cancelled = new Cancellation();
    cancelled.cancel();
    Result stopped =
        new FreePawns(15, 1).count(bitmask, Request.count().withCancellation(cancelled));
    assertEquals(Status.INTERRUPTED, stopped.status());
  }

  /**
   * The limit covers listing the pawn placements too: n = 15 with 3 pawns has 1.9 million, which
   * took 3 to 5 s before any part was counted, whatever the limit or Ctrl-C.
   */
  @Test
  void listingThePlacementsStopsWithTheBudget() {
    Cancellation cancelled = new Cancellation();
    cancelled.cancel();
    FreePawns family = new FreePawns(15, 3);
    Result stopped = family.count(bitmask, Request.count().withCancellation(cancelled));
    assertEquals(Status.INTERRUPTED, stopped.status());
    assertEquals(0, stopped.solutions());
    assertEquals("stopped while listing the pawn placements: none counted", stopped.note());
    assertTrue(family.parts(() -> true).isEmpty());
  }

  @Test
  void piecesThatDoNotFitGiveZeroNotAnError() {
    Result r =
        new FreePawns(3, 4).count(bitmask, Request.count().withSymmetry(SymmetryMode.UNIQUE));
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(0, r.solutions());
    assertEquals(0L, r.unique());
  }

  @Test
  void noPawnsIsThePlainBoard() {
    Result r = new FreePawns(8, 0).count(bitmask, Request.count());
    assertEquals(ReferenceCounts.standard(8).orElseThrow().count(), r.solutions());
  }

  /** The smallest of the 8 images of (pawns, queens), as one list: pawns first, then queens. */
  private static List<Square> canonicalConfiguration(int n, Set<Square> pawns, Placement queens) {
    List<Square> best = null;
    for (BoardSymmetry.Kind kind : BoardSymmetry.Kind.values()) {
      BoardSymmetry g = new BoardSymmetry(kind, 0, 0);
      List<Square> image =
          new ArrayList<>(new TreeSet<>(pawns.stream().map(s -> g.apply(s, n, n)).toList()));
      image.add(new Square(n, n)); // a separator, equal to no square of the board
      image.addAll(new TreeSet<>(queens.squares().stream().map(s -> g.apply(s, n, n)).toList()));
      if (best == null || compare(image, best) < 0) {
        best = image;
      }
    }
    return best;
  }

  private static int compare(List<Square> a, List<Square> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = a.get(i).compareTo(b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }
}
