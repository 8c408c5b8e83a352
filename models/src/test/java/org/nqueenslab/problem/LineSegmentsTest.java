package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.problem.LineSegments.Direction;
import org.nqueenslab.problem.LineSegments.Segment;

/**
 * The segments against the verifier's walk (an independent statement of the attack rule) and by
 * hand.
 */
class LineSegmentsTest {

  /**
   * Two squares share a segment exactly when queens there would attack each other, by the
   * verifier's walk.
   */
  @Test
  void sharingASegmentIsAttackingOnRandomBoardsWithPawnsPlainAndToroidal() {
    List<Problem> problems = new ArrayList<>(RandomProblems.generate(11L, 60, true, true));
    problems.add(
        Problem.builder(5, 8).pawns("c2", "f4").holes("a1").queens(5).build()); // wide rectangle
    problems.add(Problem.builder(8, 5).pawns("b3").queens(6).build()); // tall rectangle
    // every piece's lines and leaps, the nightrider's and the amazon's on tori with pawns too
    String[] pieces = {
      "rook", "bishop", "knight", "king", "amazon", "chancellor", "NN", "BNN", "ZF"
    };
    List<Problem> more = new ArrayList<>();
    for (int i = 0; i < problems.size(); i++) {
      Problem q = problems.get(i);
      try {
        more.add(q.toBuilder().piece(Piece.parse(pieces[i % pieces.length])).build());
      } catch (BadInputException e) {
        // its fixed pieces attack each other as this piece: not a problem
      }
    }
    problems.addAll(more);
    int withPawns = 0;
    int tori = 0;
    for (Problem p : problems) {
      withPawns += p.pawns().isEmpty() ? 0 : 1;
      tori += p.torus() ? 1 : 0;
      Map<Square, Map<Direction, Integer>> segmentOf = new HashMap<>();
      LineSegments board = LineSegments.of(p);
      List<Segment> segments = board.all();
      for (int i = 0; i < segments.size(); i++) {
        Segment segment = segments.get(i);
        assertEquals(
            segment.squares().stream().filter(p::canHoldQueen).toList(), segment.queenSquares());
        for (Square s : segment.squares()) {
          assertFalse(p.pawns().contains(s), s + " is a pawn in a segment of " + p.describe());
          assertEquals(
              segment.direction().index(p, s), segment.line(), s + "'s line on " + p.describe());
          assertSame(
              segment, board.at(segment.direction(), s), s + " looked up on " + p.describe());
        }
        for (Square s : segment.queenSquares()) {
          Integer before =
              segmentOf.computeIfAbsent(s, k -> new HashMap<>()).put(segment.direction(), i);
          assertEquals(
              null, before, s + " in two " + segment.direction() + " segments of " + p.describe());
        }
      }
      for (Direction d : board.directions()) {
        List<Segment> ofD = segments.stream().filter(s -> s.direction().equals(d)).toList();
        List<Segment> byLine = board.lines(d).stream().flatMap(List::stream).toList();
        assertEquals(
            Set.copyOf(byLine), Set.copyOf(ofD), d + " by line and in all() on " + p.describe());
        assertEquals(ofD.size(), board.count(d));
        for (int k = 1; k < byLine.size(); k++) {
          assertTrue(
              byLine.get(k - 1).line() <= byLine.get(k).line(),
              d + " lines by index on " + p.describe());
        }
      }
      List<Square> free = new ArrayList<>();
      for (int r = 0; r < p.rows(); r++) {
        for (int f = 0; f < p.cols(); f++) {
          Square s = new Square(r, f);
          if (p.canHoldQueen(s)) {
            free.add(s);
            assertEquals(
                board.directions().size(),
                segmentOf.getOrDefault(s, Map.of()).size(),
                s + ": one segment per direction on " + p.describe());
          } else {
            assertFalse(segmentOf.containsKey(s), s + " holds no queen on " + p.describe());
            if (p.piece().hasRookLines()) {
              assertEquals(
                  p.pawns().contains(s),
                  board.at(Direction.RANK, s) == null,
                  s + " on " + p.describe());
            }
          }
        }
      }
      Set<LeapPairs.Pair> leaps = Set.copyOf(LeapPairs.of(p));
      for (Square a : free) {
        for (Square b : free) {
          if (a.equals(b)) {
            continue;
          }
          boolean shared =
              segmentOf.getOrDefault(a, Map.of()).entrySet().stream()
                  .anyMatch(e -> e.getValue().equals(segmentOf.get(b).get(e.getKey())));
          boolean leap =
              leaps.contains(
                  a.compareTo(b) < 0 ? new LeapPairs.Pair(a, b) : new LeapPairs.Pair(b, a));
          boolean attacks = Verifier.attackMove(p, a, b) != null;
          assertEquals(attacks, shared || leap, a + " and " + b + " on " + p.describe());
        }
      }
    }
    assertTrue(withPawns > 20 && tori > 10, "pawns " + withPawns + ", tori " + tori);
  }

  @Test
  void aPawnCutsItsLinesAndATorusLineWrapsRoundIt() {
    Problem nine = Problem.builder(8).pawns("d4").queens(9).build();
    LineSegments segments = LineSegments.of(nine);
    assertEquals(
        List.of(
            List.of(sq("a4"), sq("b4"), sq("c4")), List.of(sq("e4"), sq("f4"), sq("g4"), sq("h4"))),
        queenSquares(segments.lines(Direction.RANK).get(3)));
    // 8 ranks + 1, 8 files + 1, 15 diagonals + 1, 15 anti-diagonals + 1
    assertEquals(9 + 9 + 16 + 16, segments.all().size());
    assertEquals(
        List.of(9, 9, 16, 16), segments.directions().stream().map(segments::count).toList());

    Problem torus = Problem.builder(5).torus(true).pawns("c1").holes("e1").queens(5).build();
    Segment rank1 = LineSegments.of(torus).lines(Direction.RANK).get(0).get(0);
    assertEquals(
        List.of(sq("d1"), sq("e1"), sq("a1"), sq("b1")), rank1.squares(), "wraps round the edge");
    assertEquals(
        List.of(sq("d1"), sq("a1"), sq("b1")),
        rank1.queenSquares(),
        "e1 is a hole: in the run, no queen");
    assertEquals(
        List.of(List.of(sq("a2"), sq("b2"), sq("c2"), sq("d2"), sq("e2"))),
        queenSquares(LineSegments.of(torus).lines(Direction.RANK).get(1)),
        "no pawn: one cyclic segment");
  }

  /**
   * Lines are numbered by rank, file, rank - file and rank + file, mod n on a torus, and listed in
   * that order.
   */
  @Test
  void numbersTheLinesAndFindsTheSegmentOfASquare() {
    LineSegments nine = LineSegments.of(Problem.builder(8).pawns("d4").queens(9).build());
    assertEquals(15, nine.lines(Direction.DIAGONAL).size());
    assertEquals(
        -7, nine.lines(Direction.DIAGONAL).get(0).get(0).line(), "h1, the lowest rank - file");
    assertEquals(List.of(sq("h1")), nine.lines(Direction.DIAGONAL).get(0).get(0).squares());
    assertEquals(14, nine.lines(Direction.ANTI_DIAGONAL).get(14).get(0).line(), "h8");
    Segment e4 = nine.at(Direction.DIAGONAL, sq("e4"));
    assertEquals(-1, e4.line());
    assertEquals(
        List.of(sq("b1"), sq("c2"), sq("d3"), sq("e4"), sq("f5"), sq("g6"), sq("h7")),
        e4.squares());
    Segment e5 = nine.at(Direction.DIAGONAL, sq("e5"));
    assertEquals(List.of(sq("e5"), sq("f6"), sq("g7"), sq("h8")), e5.squares(), "cut at d4");
    assertSame(e5, nine.lines(Direction.DIAGONAL).get(7).get(1), "line 0, its second segment");
    assertNull(nine.at(Direction.RANK, sq("d4")), "a pawn is in no segment");

    LineSegments torus = LineSegments.of(Problem.builder(5).torus(true).build());
    assertEquals(5, torus.lines(Direction.ANTI_DIAGONAL).size());
    assertEquals(
        List.of(sq("e1"), sq("d2"), sq("c3"), sq("b4"), sq("a5")),
        torus.at(Direction.ANTI_DIAGONAL, sq("c3")).squares(),
        "c3: 2 + 2 = 4");
    Segment wrapped = torus.at(Direction.DIAGONAL, sq("b3"));
    assertEquals(1, wrapped.line(), "b3: 2 - 1 = 1");
    assertEquals(
        List.of(sq("e1"), sq("a2"), sq("b3"), sq("c4"), sq("d5")),
        wrapped.squares(),
        "wraps at e1-a2");
  }

  /** A line of pawns has no segment; one of holes keeps its segment, which can hold no queen. */
  @Test
  void keepsSegmentsOfHolesAndLinesOfPawns() {
    LineSegments p =
        LineSegments.of(
            Problem.builder(3).pawns("b1", "b2", "b3").holes("a1", "a2").queens(2).build());
    assertEquals(List.of(), p.lines(Direction.FILE).get(1), "file b is all pawns");
    assertEquals(2, p.count(Direction.FILE));
    Segment fileA = p.lines(Direction.FILE).get(0).get(0);
    assertEquals(List.of(sq("a1"), sq("a2"), sq("a3")), fileA.squares());
    assertEquals(List.of(sq("a3")), fileA.queenSquares());
    Segment a1 = p.at(Direction.RANK, sq("a1"));
    assertEquals(List.of(sq("a1")), a1.squares());
    assertEquals(List.of(), a1.queenSquares(), "a hole's segment holds no queen");
  }

  /**
   * all() lists each direction's lines by their first square, rank by rank: diagonals 0, -1, -2, 1,
   * 2 on 3 x 3.
   */
  @Test
  void listsAllSegmentsByTheirLinesFirstSquare() {
    List<Segment> all = LineSegments.of(Problem.of(3)).all();
    assertEquals(
        List.of(0, 1, 2, 0, 1, 2, 0, -1, -2, 1, 2, 0, 1, 2, 3, 4),
        all.stream().map(Segment::line).toList());
    assertEquals(List.of(sq("b1"), sq("c2")), all.get(7).squares());
  }

  private static List<List<Square>> queenSquares(List<Segment> line) {
    return line.stream().map(Segment::queenSquares).toList();
  }

  private static Square sq(String name) {
    return Square.parse(name);
  }
}
