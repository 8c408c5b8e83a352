package org.nqueenslab.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * The CNF read back and its models counted by a little counter of the test's own (DPLL with unit
 * propagation, free variables counted as powers of two): each placement extends to exactly one
 * model, so the model count is the solution count (issue 20).
 */
class CnfWriterTest {

  @Test
  void classicBoardsHaveTheirPublishedCounts() {
    for (int n = 1; n <= 7; n++) {
      assertEquals(
          ReferenceCounts.standard(n).orElseThrow().count(), models(Problem.of(n)), "n = " + n);
    }
  }

  @Test
  void toriHaveTheirPublishedCounts() {
    for (int n = 1; n <= 7; n++) {
      long published =
          ReferenceCounts.find(ReferenceCounts.TOROIDAL, n, null).orElseThrow().count();
      assertEquals(published, models(Problem.builder(n).torus(true).build()), "torus n = " + n);
    }
  }

  @Test
  void nineQueensAndOnePawnHaveTenModels() {
    assertEquals(10, models(Problem.builder(8).pawns("d4").queens(9).build()));
  }

  /**
   * Sequential counters (long segments, other numbers of queens), holes, placed queens, rectangles.
   */
  @Test
  void variantsCountAsTheReferenceEngineCounts() {
    for (Problem p :
        List.of(
            Problem.builder(6).holes("c3", "d4").build(),
            Problem.builder(7).fixed("a1").build(),
            Problem.builder(5, 7).build(),
            Problem.builder(6, 4).build(),
            Problem.builder(6).queens(4).build(),
            Problem.builder(5).pawns("c3").queens(6).build(),
            Problem.builder(5).torus(true).pawns("b2").queens(5).fixed("a1").build())) {
      assertEquals(
          new BitmaskEngine().solve(p, Request.count()).solutions(), models(p), p.describe());
    }
  }

  /**
   * Other pieces: the leap cliques join the segments (published rows, and the reference engine).
   */
  @Test
  void piecesCountAsPublished() {
    assertEquals(79, models(Problem.builder(4).piece(Piece.parse("king")).queens(4).build()));
    assertEquals(6, models(Problem.builder(4).piece(Piece.parse("knight")).queens(8).build()));
    assertEquals(4, models(Problem.builder(10).piece(Piece.parse("amazon")).build()));
    for (Problem p :
        List.of(
            Problem.builder(5).piece(Piece.parse("NN")).queens(4).build(),
            Problem.builder(5).torus(true).piece(Piece.parse("chancellor")).build(),
            Problem.builder(5).pawns("c3").piece(Piece.parse("KN")).queens(5).build())) {
      assertEquals(
          new BitmaskEngine().solve(p, Request.count()).solutions(), models(p), p.describe());
    }
  }

  @Test
  void theHeaderAndCommentsStateTheEncoding() {
    String cnf = CnfWriter.write(Problem.builder(8).pawns("d4").queens(9).build());
    assertTrue(cnf.contains("Sinz's sequential counter (CP 2005)"), cnf);
    assertTrue(cnf.contains("exactly 9 queens: a sequential counter"), cnf);
    assertTrue(cnf.lines().anyMatch(l -> l.matches("p cnf \\d+ \\d+")), cnf);
  }

  private static long models(Problem p) {
    return new ModelCounter(CnfWriter.write(p)).count();
  }

  /** DIMACS read back, and its models counted by DPLL. */
  static final class ModelCounter {
    private final int variables;
    private final List<int[]> clauses = new ArrayList<>();
    private final int[] value; // 0 unassigned, 1 true, -1 false

    ModelCounter(String dimacs) {
      int declared = -1;
      int declaredClauses = -1;
      List<Integer> clause = new ArrayList<>();
      for (String line : dimacs.lines().toList()) {
        if (line.startsWith("c")) {
          continue;
        }
        if (line.startsWith("p cnf")) {
          String[] f = line.trim().split("\\s+");
          declared = Integer.parseInt(f[2]);
          declaredClauses = Integer.parseInt(f[3]);
          continue;
        }
        for (String token : line.trim().split("\\s+")) {
          int literal = Integer.parseInt(token);
          if (literal == 0) {
            clauses.add(clause.stream().mapToInt(Integer::intValue).toArray());
            clause.clear();
          } else {
            assertTrue(
                Math.abs(literal) <= declared,
                "literal " + literal + " beyond the header's " + declared);
            clause.add(literal);
          }
        }
      }
      assertEquals(declaredClauses, clauses.size(), "the header's clause count");
      variables = declared;
      value = new int[variables + 1];
    }

    long count() {
      List<Integer> trail = new ArrayList<>();
      long models = propagate(trail) ? search() : 0;
      trail.forEach(v -> value[v] = 0);
      return models;
    }

    private long search() {
      int branch = 0;
      int free = 0;
      for (int[] c : clauses) {
        if (!satisfied(c)) {
          for (int l : c) {
            if (value[Math.abs(l)] == 0) {
              branch = Math.abs(l);
              break;
            }
          }
          break;
        }
      }
      if (branch == 0) {
        for (int v = 1; v <= variables; v++) {
          free += value[v] == 0 ? 1 : 0;
        }
        assertTrue(free < 62, "too many free variables to count: " + free);
        return 1L << free;
      }
      long total = 0;
      for (int sign : new int[] {1, -1}) {
        List<Integer> trail = new ArrayList<>();
        value[branch] = sign;
        trail.add(branch);
        if (propagate(trail)) {
          total += search();
        }
        trail.forEach(v -> value[v] = 0);
      }
      return total;
    }

    /** Unit propagation to a fixpoint; false on a conflict. Assigned variables go on the trail. */
    private boolean propagate(List<Integer> trail) {
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int[] c : clauses) {
          int unassigned = 0;
          int last = 0;
          boolean sat = false;
          for (int l : c) {
            int v = value[Math.abs(l)];
            if (v == 0) {
              unassigned++;
              last = l;
            } else if ((v > 0) == (l > 0)) {
              sat = true;
              break;
            }
          }
          if (sat) {
            continue;
          }
          if (unassigned == 0) {
            return false;
          }
          if (unassigned == 1) {
            value[Math.abs(last)] = last > 0 ? 1 : -1;
            trail.add(Math.abs(last));
            changed = true;
          }
        }
      }
      return true;
    }

    private boolean satisfied(int[] c) {
      for (int l : c) {
        int v = value[Math.abs(l)];
        if (v != 0 && (v > 0) == (l > 0)) {
          return true;
        }
      }
      return false;
    }
  }
}
