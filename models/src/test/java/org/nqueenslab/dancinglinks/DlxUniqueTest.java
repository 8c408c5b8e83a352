package org.nqueenslab.dancinglinks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.ClassicOeis;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;

class DlxUniqueTest {
  private final DlxEngine dlx = new DlxEngine();

  private static Request unique() {
    return Request.count().withSymmetry(SymmetryMode.UNIQUE);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
  void uniqueCountsMatchA002562AndTotalsA000170(int n) {
    ClassicOeis.assertUniqueCount(n, dlx.solve(Problem.of(n), unique()));
  }

  @Tag("slow")
  @ParameterizedTest
  @ValueSource(ints = {13, 14, 15})
  void longUniqueCountsMatchA002562AndTotalsA000170(int n) {
    ClassicOeis.assertUniqueCount(n, dlx.solve(Problem.of(n), unique()));
  }

  @Test
  void aBoardLeftTooSmallByTheMirrorHasNoSolutionInsteadOfThrowing() {
    // the mirror removes b1, leaving a1 alone for two queens: the reduced problem could not be
    // built and this threw
    Problem p = Problem.builder(2).holes("a2", "b2").build();
    assertEquals(0, BruteForceOracle.count(p));
    Result r = dlx.solve(p, unique());
    assertEquals(Status.COMPLETE, r.status());
    assertEquals(0, r.solutions());
    assertEquals(0L, r.unique());
  }

  @Test
  void removingMirrorImagesSavesWork() {
    Result plain = dlx.solve(Problem.of(10), Request.count());
    Result unique = dlx.solve(Problem.of(10), unique());
    assertTrue(
        unique.statistics().nodes() < 0.7 * plain.statistics().nodes(),
        unique.statistics().nodes() + " vs " + plain.statistics().nodes());
    assertTrue(unique.note().contains("5 options of rank 1 removed"), unique.note());
  }

  @Test
  void agreesWithBitmaskOnProblemsWithTheirOwnSymmetries() {
    BitmaskEngine bitmask = new BitmaskEngine();
    for (Problem p : RandomProblems.generate(31L, 30, false, false)) {
      Result theirs = bitmask.solve(p, unique());
      Result ours = dlx.solve(p, unique());
      assertEquals(theirs.unique(), ours.unique(), p.describe());
      assertEquals(theirs.solutions(), ours.solutions(), p.describe());
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 4, 5, 7, 11, 12, 13})
  void torusCountsMatchA051906AndA053994(int n) {
    Problem torus = Problem.builder(n).torus(true).build();
    org.nqueenslab.reference.ReferenceCount published =
        ReferenceCounts.find(ReferenceCounts.TOROIDAL, n, null).orElseThrow();
    assertEquals(
        published.count(), dlx.solve(torus, Request.count()).solutions(), "A051906 n=" + n);
    Result unique = dlx.solve(torus, unique());
    assertEquals(published.fundamental(), unique.unique(), "A053994 n=" + n);
    assertEquals(published.count(), unique.solutions(), "A051906 n=" + n);
  }

  @Test
  void listingFundamentalSolutionsIsRefusedClearly() {
    String why =
        dlx.whyUnsupported(Problem.of(8), Request.first().withSymmetry(SymmetryMode.UNIQUE));
    assertTrue(
        why.contains("count --unique counts them") && why.contains("solve --unique lists them"),
        why);
  }
}
