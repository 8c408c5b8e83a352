package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.RandomProblems;
import org.nqueenslab.problem.LineSegments.Direction;
import org.nqueenslab.problem.LineSegments.Segment;

/** The segments against the verifier's walk (an independent statement of the attack rule) and by hand. */
class LineSegmentsTest {

  /** Two squares share a segment exactly when queens there would attack each other, by the verifier's walk. */
  @Test
  void sharingASegmentIsAttackingOnRandomBoardsWithPawnsPlainAndToroidal() {
    List<Problem> problems = new ArrayList<>(RandomProblems.generate(11L, 60, true, true));
    problems.add(Problem.builder(5, 8).pawns("c2", "f4").holes("a1").queens(5).build()); // wide rectangle
    problems.add(Problem.builder(8, 5).pawns("b3").queens(6).build()); // tall rectangle
    int withPawns = 0;
    int tori = 0;
    for (Problem p : problems) {
      withPawns += p.pawns().isEmpty() ? 0 : 1;
      tori += p.torus() ? 1 : 0;
      Map<Square, Map<Direction, Integer>> segmentOf = new HashMap<>();
      List<Segment> segments = LineSegments.of(p);
      for (int i = 0; i < segments.size(); i++) {
        for (Square s : segments.get(i).squares()) {
          assertTrue(p.canHoldQueen(s), s + " in a segment of " + p.describe());
          Integer before = segmentOf.computeIfAbsent(s, k -> new EnumMap<>(Direction.class))
              .put(segments.get(i).direction(), i);
          assertEquals(null, before, s + " in two " + segments.get(i).direction() + " segments of " + p.describe());
        }
      }
      List<Square> free = new ArrayList<>();
      for (int r = 0; r < p.rows(); r++) {
        for (int f = 0; f < p.cols(); f++) {
          Square s = new Square(r, f);
          if (p.canHoldQueen(s)) {
            free.add(s);
            assertEquals(4, segmentOf.get(s).size(), s + ": one segment per direction on " + p.describe());
          } else {
            assertFalse(segmentOf.containsKey(s), s + " holds no queen on " + p.describe());
          }
        }
      }
      for (Square a : free) {
        for (Square b : free) {
          if (a.equals(b)) {
            continue;
          }
          boolean shared = segmentOf.get(a).entrySet().stream()
              .anyMatch(e -> e.getValue().equals(segmentOf.get(b).get(e.getKey())));
          boolean attacks = Verifier.attackLine(p.rows(), p.cols(), p.torus(), p.pawns(), a, b) != null;
          assertEquals(attacks, shared, a + " and " + b + " on " + p.describe());
        }
      }
    }
    assertTrue(withPawns > 20 && tori > 10, "pawns " + withPawns + ", tori " + tori);
  }

  @Test
  void aPawnCutsItsLinesAndATorusLineWrapsRoundIt() {
    Problem nine = Problem.builder(8).pawns("d4").queens(9).build();
    assertEquals(List.of(List.of(sq("a4"), sq("b4"), sq("c4")), List.of(sq("e4"), sq("f4"), sq("g4"), sq("h4"))),
        LineSegments.ofRank(nine, 3).stream().map(Segment::squares).toList());
    // 8 ranks + 1, 8 files + 1, 15 diagonals + 1, 15 anti-diagonals + 1
    assertEquals(9 + 9 + 16 + 16, LineSegments.of(nine).size());

    Problem torus = Problem.builder(5).torus(true).pawns("c1").holes("e1").queens(5).build();
    assertEquals(List.of(List.of(sq("d1"), sq("a1"), sq("b1"))), // e1 is a hole: in the run, but holds no queen
        LineSegments.ofRank(torus, 0).stream().map(Segment::squares).toList());
    assertEquals(List.of(List.of(sq("a2"), sq("b2"), sq("c2"), sq("d2"), sq("e2"))),
        LineSegments.ofRank(torus, 1).stream().map(Segment::squares).toList(), "no pawn: one cyclic segment");
  }

  private static Square sq(String name) {
    return Square.parse(name);
  }
}
