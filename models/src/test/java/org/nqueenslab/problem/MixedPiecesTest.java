package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.SymmetryOracle;

/**
 * Several kinds of pieces at once (the seed's queens and knights problem): the engines that take a
 * mix find exactly the oracle's solutions, each passing the verifier.
 */
class MixedPiecesTest {
  private static final List<String> ENGINES = List.of("bitmask", "choco", "cpsat");

  private static Problem mix(Problem.Builder board, String kinds) {
    return board.mix(PieceCount.parseAll(kinds)).build();
  }

  /**
   * m queens and m knights on every n x n board up to 6 x 6, for every m up to the first with no
   * solution: the three engines list the oracle's solutions.
   */
  @Test
  void queensAndKnightsOnEveryBoardUpToSixBySix() {
    int compared = 0;
    for (int n = 1; n <= 6; n++) {
      for (int m = 1; ; m++) {
        Problem p = mix(Problem.builder(n), m + "Q," + m + "N");
        long found = sameSolutionsAsTheOracle(p);
        compared++;
        if (found == 0) {
          break;
        }
      }
    }
    assertTrue(compared >= 12, "boards compared: " + compared);
  }

  @Test
  void mixesOnOtherBoardsAgreeWithTheOracle() {
    List<Problem> problems =
        List.of(
            mix(Problem.builder(5).pawns("c3"), "2Q,2N"),
            mix(Problem.builder(5).torus(true), "2R,2N"),
            mix(Problem.builder(4, 6).holes("b2"), "2K,2B,1N"),
            mix(Problem.builder(5), "1amazon,3king"),
            mix(Problem.builder(6), "1Q,4N"));
    for (Problem p : problems) {
      assertTrue(sameSolutionsAsTheOracle(p) > 0, "a problem with solutions: " + p.describe());
    }
  }

  /** Counts and lists with each engine; returns the oracle's number of solutions. */
  private static long sameSolutionsAsTheOracle(Problem p) {
    List<Placement> oracle = BruteForceOracle.solutions(p);
    Set<Placement> expected = new HashSet<>(oracle);
    assertEquals(oracle.size(), expected.size(), "the oracle lists each solution once");
    oracle.forEach(s -> Verifier.requireValid(p, s));
    for (String engine : ENGINES) {
      Result count = Engines.require(engine).solve(p, Request.count());
      assertEquals(Status.COMPLETE, count.status(), engine + " on " + p.describe());
      assertEquals(oracle.size(), count.solutions(), engine + " counts " + p.describe());
      List<Placement> listed = new ArrayList<>();
      Engines.require(engine).solve(p, Request.enumerate(listed::add));
      listed.forEach(s -> Verifier.requireValid(p, s));
      assertEquals(expected, new HashSet<>(listed), engine + " lists " + p.describe());
      assertEquals(oracle.size(), listed.size(), engine + " lists each once: " + p.describe());
    }
    return oracle.size();
  }

  @Test
  void theBitmaskCountsFundamentalSolutionsAsTheSymmetryOracleDoes() {
    for (Problem p :
        List.of(
            mix(Problem.builder(5), "2Q,2N"),
            mix(Problem.builder(6), "3Q,3N"),
            mix(Problem.builder(4).torus(true), "1R,2N"))) {
      List<Placement> all = BruteForceOracle.solutions(p);
      Result r =
          Engines.require("bitmask")
              .solve(p, Request.count().withSymmetry(org.nqueenslab.engine.SymmetryMode.UNIQUE));
      assertEquals(all.size(), r.solutions(), p.describe());
      assertEquals(SymmetryOracle.fundamentalCount(p, all), r.unique(), p.describe());
    }
  }

  @Test
  void theVerifierNamesTheAttackerAndItsMove() {
    Problem p = mix(Problem.builder(5), "1Q,1N");
    Placement queenAttacksKnight =
        Placement.ofKinds(List.of(Square.parse("a1"), Square.parse("a5")), List.of(0, 1));
    assertEquals(
        "queen a1 attacks knight a5 along a file", Verifier.verify(p, queenAttacksKnight).reason());
    Placement knightAttacksQueen =
        Placement.ofKinds(List.of(Square.parse("a1"), Square.parse("b3")), List.of(1, 0));
    assertEquals(
        "knight a1 attacks queen b3 by a knight's move",
        Verifier.verify(p, knightAttacksQueen).reason());
    Placement twoQueens =
        Placement.ofKinds(List.of(Square.parse("a1"), Square.parse("c2")), List.of(0, 0));
    assertEquals("expected 1 queen, found 2", Verifier.verify(p, twoQueens).reason());
    assertFalse(Verifier.verify(p, Placement.of(Square.parse("a1"), Square.parse("c2"))).valid());
    Placement fine =
        Placement.ofKinds(List.of(Square.parse("a1"), Square.parse("b4")), List.of(0, 1));
    assertTrue(Verifier.verify(p, fine).valid());
  }

  @Test
  void aMixIsStatedOnceAndPlainly() {
    Problem p = mix(Problem.builder(8), "4Q,4N");
    assertEquals(8, p.queens());
    assertEquals("8 x 8, 4 queens and 4 knights", p.describe());
    assertEquals("4Q,4N", PieceCount.format(p.kinds()));
    assertEquals("knight", p.kind(1).piece().name());
    assertEquals(p, p.toBuilder().build());
    Problem one = mix(Problem.builder(8), "8rooks");
    assertFalse(one.isMixed(), "one kind is a piece and a count");
    assertEquals(Piece.parse("R"), one.piece());
    assertThrows(IllegalStateException.class, p::piece);
    assertThrows(BadInputException.class, () -> mix(Problem.builder(8), "2Q,2queen"));
    assertThrows(BadInputException.class, () -> mix(Problem.builder(8), "0Q,2N"));
    assertThrows(BadInputException.class, () -> mix(Problem.builder(8), "Q,2N"));
    assertThrows(BadInputException.class, () -> mix(Problem.builder(8), "2Q,2X"));
    assertThrows(BadInputException.class, () -> mix(Problem.builder(8).fixed("a1"), "2Q,2N"));
  }

  @Test
  void moreThanTheBoardHoldsIsNoSolutionNotAnError() {
    Problem p = mix(Problem.builder(2), "3Q,2N");
    assertEquals(0, BruteForceOracle.count(p));
    for (String engine : ENGINES) {
      assertEquals(0, Engines.require(engine).solve(p, Request.count()).solutions(), engine);
    }
  }

  @Test
  void theOtherEnginesRefuseAMixInOneLine() {
    Problem p = mix(Problem.builder(6), "2Q,2N");
    for (String engine : List.of("dlx", "wirth", "minconflicts")) {
      Request request = engine.equals("minconflicts") ? Request.first() : Request.count();
      String why = Engines.require(engine).whyUnsupported(p, request);
      assertTrue(why != null && why.contains("several kinds"), engine + ": " + why);
    }
    String unique =
        Engines.require("choco")
            .whyUnsupported(
                p, Request.count().withSymmetry(org.nqueenslab.engine.SymmetryMode.UNIQUE));
    assertTrue(unique != null && unique.contains("bitmask"), unique);
  }

  @Test
  void aMixAndItsSolutionsRoundTripThroughTheFiles() throws Exception {
    Problem p = mix(Problem.builder(6).pawns("c3"), "2Q,1amazon,2N");
    assertEquals(p, BoardFormat.parse(BoardFormat.print(p), "board"));
    List<Placement> some = BruteForceOracle.solutions(p).subList(0, 3);
    java.io.StringWriter text = new java.io.StringWriter();
    SolutionWriter writer = new SolutionWriter(text, p, false);
    for (Placement s : some) {
      writer.write(s);
    }
    assertTrue(
        text.toString().contains("nqueens 6x6 queens=5 pawns=c3 pieces=2Q,1QN,2N"),
        text.toString());
    assertTrue(text.toString().contains(" QN"), "each square after its notation: " + text);
    SolutionReader reader =
        new SolutionReader(
            new java.io.ByteArrayInputStream(
                text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8)),
            "listing");
    assertEquals(p, reader.statedProblem());
    List<Placement> read = new ArrayList<>();
    for (Placement s; (s = reader.next(p)) != null; ) {
      read.add(s);
    }
    assertEquals(some, read);
    SolutionReader wrongKind =
        new SolutionReader(
            new java.io.ByteArrayInputStream(
                "Ra1 Nb3".getBytes(java.nio.charset.StandardCharsets.UTF_8)),
            "listing");
    BadInputException e = assertThrows(BadInputException.class, () -> wrongKind.next(p));
    assertTrue(e.getMessage().contains("does not name one of the kinds"), e.getMessage());
  }
}
