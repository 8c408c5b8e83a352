package org.nqueenslab.dancinglinks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.dlx.DancingLinks;
import org.nqueenslab.dlx.SearchLimits;
import org.nqueenslab.dlx.SearchResult;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.split.Subproblem;
import org.nqueenslab.variant.FreePawns;

/**
 * The measurements behind {@link QueensCover}'s choice of {@link QueenCount}: the nodes, updates
 * and time of DLX (one thread) on each encoding, for the nine queens and one pawn, the free-pawn
 * families n = 8..10 (every pawn placement up to symmetry, summed) and boards with fewer queens
 * than lines. Every count is checked against the bitmask engine. Prints markdown rows. Slow: {@code
 * mvn test -Pslow -pl dlx,models -am -Dtest=QueenCountReport
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("slow")
class QueenCountReport {

  private record Case(String name, List<Problem> problems) {}

  @Test
  void printsTheFigures() {
    List<Case> cases = new ArrayList<>();
    cases.add(
        new Case(
            "nine queens, pawn d4 (8 x 8)",
            List.of(Problem.builder(8).pawns("d4").queens(9).build())));
    for (int n = 8; n <= 10; n++) {
      cases.add(
          new Case(
              "--free-pawns 1 -n " + n,
              new FreePawns(n, 1).parts(() -> false).stream().map(Subproblem::problem).toList()));
    }
    cases.add(new Case("8 x 8, 6 queens", List.of(Problem.builder(8).queens(6).build())));
    cases.add(new Case("8 x 8, 7 queens", List.of(Problem.builder(8).queens(7).build())));
    cases.add(new Case("10 x 10, 8 queens", List.of(Problem.builder(10).queens(8).build())));
    cases.add(
        new Case(
            "8 x 8, pawn d4, 8 queens", List.of(Problem.builder(8).pawns("d4").queens(8).build())));
    cases.add(
        new Case(
            "9 x 9, pawns c3 f6, 9 queens",
            List.of(Problem.builder(9).pawns("c3", "f6").queens(9).build())));
    BitmaskEngine bitmask = new BitmaskEngine();
    System.out.println("| problem | encoding | solutions | nodes | updates | ms |");
    System.out.println("| --- | --- | --- | --- | --- | --- |");
    for (Case c : cases) {
      long expected =
          c.problems().stream().mapToLong(p -> bitmask.solve(p, Request.count()).solutions()).sum();
      for (QueenCount counting : QueenCount.values()) {
        long solutions = 0;
        long nodes = 0;
        long updates = 0;
        long start = System.nanoTime();
        for (Problem p : c.problems()) {
          QueensCover q = QueensCover.of(p, counting);
          SearchResult r =
              new DancingLinks(q.exactCover()).search(q.forcedOptions(), SearchLimits.NONE, null);
          solutions += r.solutions();
          nodes += r.nodes();
          updates += r.updates();
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertEquals(expected, solutions, c.name() + " " + counting);
        System.out.printf(
            "| %s | %s | %d | %,d | %,d | %d |%n",
            c.name(), counting, solutions, nodes, updates, ms);
      }
    }
  }
}
