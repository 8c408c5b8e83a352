package org.nqueenslab.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.ESat;
import org.junit.jupiter.api.Test;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.symmetry.BoardSymmetry;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * The lex-leader propagator against brute force: every vector of distinct files (a permutation on a
 * square board, the vectors the symmetries map onto each other) is compared with its images square
 * by square ({@link BoardSymmetry#apply}, {@link SymmetryGroup#compare}), never through the
 * propagator's own image tables; and the engine's unique counts against the orbits of brute-force
 * solutions.
 */
class PropLexLeaderTest {
  private static final BoardSymmetry.Kind[] KINDS = BoardSymmetry.Kind.values();

  /**
   * Each symmetry alone, with and without translations: the solutions are exactly the vectors <=lex
   * their image.
   */
  @Test
  void eachImageAloneKeepsExactlyTheVectorsNoGreaterThanIt() {
    for (int n = 1; n <= 6; n++) {
      for (BoardSymmetry.Kind kind : KINDS) {
        check(n, n, List.of(new BoardSymmetry(kind, 0, 0)));
      }
    }
    for (int n = 4; n <= 5; n++) {
      for (BoardSymmetry.Kind kind : KINDS) {
        for (int dr = 0; dr < n; dr++) {
          for (int df = 0; df < n; df++) {
            check(n, n, List.of(new BoardSymmetry(kind, dr, df)));
          }
        }
      }
    }
    for (int[] size : new int[][] {{2, 3}, {3, 5}, {4, 6}}) {
      for (BoardSymmetry.Kind kind : KINDS) {
        if (kind.keepsRectangles()) {
          check(size[0], size[1], List.of(new BoardSymmetry(kind, 0, 0)));
        }
      }
    }
  }

  /**
   * All images at once: one vector per orbit, the group of the square and the group of the torus.
   */
  @Test
  void theWholeGroupKeepsOneVectorPerOrbit() {
    for (int n = 1; n <= 7; n++) {
      List<BoardSymmetry> square = new ArrayList<>();
      for (BoardSymmetry.Kind kind : KINDS) {
        square.add(new BoardSymmetry(kind, 0, 0));
      }
      check(n, n, square);
    }
    for (int n = 3; n <= 5; n++) {
      List<BoardSymmetry> torus = new ArrayList<>();
      for (BoardSymmetry.Kind kind : KINDS) {
        for (int dr = 0; dr < n; dr++) {
          for (int df = 0; df < n; df++) {
            torus.add(new BoardSymmetry(kind, dr, df));
          }
        }
      }
      check(n, n, torus);
    }
    List<BoardSymmetry> rectangle = new ArrayList<>();
    for (BoardSymmetry.Kind kind : KINDS) {
      if (kind.keepsRectangles()) {
        rectangle.add(new BoardSymmetry(kind, 0, 0));
      }
    }
    check(4, 6, rectangle);
  }

  /**
   * The vectors of distinct files (ranks x files) kept by {@code q <=lex g(q)} for every g given,
   * found with Choco under two searches (input order, and random with every seed of a few), equal
   * the brute-force set.
   */
  private static void check(int ranks, int files, List<BoardSymmetry> symmetries) {
    Set<List<Integer>> expected = new HashSet<>();
    for (int[] q : injections(ranks, files)) {
      Placement s = Placement.ofFilesByRank(q);
      boolean leader = true;
      for (BoardSymmetry g : symmetries) {
        leader &= SymmetryGroup.compare(s, image(g, s, ranks, files)) <= 0;
      }
      if (leader) {
        expected.add(list(q));
      }
    }
    for (long seed = 0; seed <= 2; seed++) {
      Model model = new Model();
      IntVar[] q = model.intVarArray("q", ranks, 0, files - 1);
      model.allDifferent(q).post();
      List<PropLexLeader.Image> images = new ArrayList<>();
      for (BoardSymmetry g : symmetries) {
        PropLexLeader.Image image = ChocoLexLeader.image(ranks, files, g);
        if (image != null) {
          images.add(image);
        }
      }
      if (!images.isEmpty()) {
        new Constraint("lexLeader", new PropLexLeader(q, files, images)).post();
      }
      Solver solver = model.getSolver();
      solver.setSearch(seed == 0 ? Search.inputOrderLBSearch(q) : Search.randomSearch(q, seed));
      Set<List<Integer>> found = new HashSet<>();
      long count = 0;
      while (solver.solve()) {
        int[] v = new int[ranks];
        for (int r = 0; r < ranks; r++) {
          v[r] = q[r].getValue();
        }
        found.add(list(v));
        count++;
      }
      String what =
          ranks
              + " x "
              + files
              + " "
              + (symmetries.size() == 1 ? symmetries.get(0) : symmetries.size() + " symmetries")
              + ", seed "
              + seed;
      assertEquals(expected, found, what);
      assertEquals(found.size(), count, "each vector once: " + what);
    }
  }

  /**
   * Fixed to a vector whose transpose is smaller, the propagator fails at once; to the transpose,
   * it holds.
   */
  @Test
  void failsAtAFullAssignmentWhoseImageIsSmaller() {
    int[] q = {0, 1, 2, 5, 3, 4}; // p = {0, 1, 2, 4, 5, 3}: equal on three positions, then 5 > 4
    int[] p = {0, 1, 2, 4, 5, 3};
    BoardSymmetry diagonal = new BoardSymmetry(BoardSymmetry.Kind.DIAGONAL, 0, 0);
    assertTrue(
        SymmetryGroup.compare(
                image(diagonal, Placement.ofFilesByRank(q), 6, 6), Placement.ofFilesByRank(q))
            < 0,
        "the transpose of q is smaller");
    assertFixed(q, diagonal, false);
    assertFixed(p, diagonal, true);
    // the same where the last queen is placed by the search, not given: q[5] may be 4 or 5
    Model model = new Model();
    IntVar[] vars = new IntVar[6];
    for (int r = 0; r < 5; r++) {
      vars[r] = model.intVar("q" + r, q[r]);
    }
    vars[5] = model.intVar("q5", new int[] {4, 5});
    model.allDifferent(vars).post();
    new Constraint(
            "lexLeader", new PropLexLeader(vars, 6, List.of(ChocoLexLeader.image(6, 6, diagonal))))
        .post();
    assertFalse(model.getSolver().solve(), "q = 0 1 2 5 3 4 is not its transpose's lex leader");
  }

  private static void assertFixed(int[] q, BoardSymmetry g, boolean holds) {
    Model model = new Model();
    IntVar[] vars = new IntVar[q.length];
    for (int r = 0; r < q.length; r++) {
      vars[r] = model.intVar("q" + r, q[r]);
    }
    PropLexLeader propagator =
        new PropLexLeader(vars, q.length, List.of(ChocoLexLeader.image(q.length, q.length, g)));
    assertEquals(holds ? ESat.TRUE : ESat.FALSE, propagator.isEntailed());
    new Constraint("lexLeader", propagator).post();
    assertEquals(holds, model.getSolver().solve());
  }

  /**
   * The engine's unique count is the number of orbits of brute-force solutions, and its total their
   * number, on random small boards (tori half the time) whose holes and fixed queens are closed
   * under a random symmetry (with a translation on a torus), so that the problem's own group is a
   * nontrivial subgroup.
   */
  @Test
  void uniqueCountsOfRandomProblemsAreTheBruteForceOrbits() {
    ChocoEngine engine = new ChocoEngine();
    Random random = new Random(6L);
    Set<Integer> orders = new HashSet<>();
    int tori = 0;
    int drawn = 0;
    while (drawn < 30) {
      Problem p = symmetricProblem(random);
      if (p == null) {
        continue;
      }
      drawn++;
      tori += p.torus() ? 1 : 0;
      SymmetryGroup group = SymmetryGroup.of(p);
      orders.add(group.order());
      List<Placement> solutions = BruteForceOracle.solutions(p);
      Set<Placement> orbits = new HashSet<>();
      solutions.forEach(s -> orbits.add(group.canonical(s)));
      for (int threads = 1; threads <= 2; threads++) {
        Result r =
            engine.solve(
                p,
                Request.count()
                    .withSymmetry(SymmetryMode.UNIQUE)
                    .withThreads(threads)
                    .withOptions(Map.of()));
        String what = p.describe() + " (" + group.order() + " symmetries), threads=" + threads;
        assertEquals(Status.COMPLETE, r.status(), what);
        assertEquals(orbits.size(), r.unique(), what);
        assertEquals(solutions.size(), r.solutions(), what);
      }
    }
    assertTrue(tori >= 8, "tori drawn: " + tori);
    assertTrue(orders.size() >= 4, "group orders drawn: " + orders);
  }

  private static Problem symmetricProblem(Random random) {
    boolean torus = random.nextBoolean();
    int n = 4 + random.nextInt(torus ? 4 : 3);
    BoardSymmetry g =
        new BoardSymmetry(
            KINDS[random.nextInt(KINDS.length)],
            torus ? random.nextInt(n) : 0,
            torus ? random.nextInt(n) : 0);
    Set<Square> holes = new HashSet<>();
    for (int k = random.nextInt(3); k > 0; k--) {
      holes.add(new Square(random.nextInt(n), random.nextInt(n)));
    }
    Set<Square> fixed = new HashSet<>();
    if (random.nextInt(4) == 0) {
      fixed.add(new Square(random.nextInt(n), random.nextInt(n)));
    }
    try {
      return Problem.builder(n)
          .torus(torus)
          .holes(closure(holes, g, n))
          .fixed(closure(fixed, g, n))
          .build();
    } catch (BadInputException e) {
      return null; // fixed queens that attack each other or stand on a hole
    }
  }

  private static Set<Square> closure(Set<Square> squares, BoardSymmetry g, int n) {
    Set<Square> closed = new HashSet<>(squares);
    boolean grew = true;
    while (grew) {
      grew = false;
      for (Square s : List.copyOf(closed)) {
        grew |= closed.add(g.apply(s, n, n));
      }
    }
    return closed;
  }

  private static Placement image(BoardSymmetry g, Placement s, int ranks, int files) {
    List<Square> squares = new ArrayList<>();
    for (Square square : s.squares()) {
      squares.add(g.apply(square, ranks, files));
    }
    return Placement.of(squares);
  }

  /** Every vector of {@code ranks} distinct values below {@code files}. */
  private static List<int[]> injections(int ranks, int files) {
    List<int[]> out = new ArrayList<>();
    extend(new int[ranks], 0, new boolean[files], out);
    return out;
  }

  private static void extend(int[] q, int r, boolean[] used, List<int[]> out) {
    if (r == q.length) {
      out.add(q.clone());
      return;
    }
    for (int f = 0; f < used.length; f++) {
      if (!used[f]) {
        used[f] = true;
        q[r] = f;
        extend(q, r + 1, used, out);
        used[f] = false;
      }
    }
  }

  private static List<Integer> list(int[] q) {
    List<Integer> l = new ArrayList<>();
    for (int v : q) {
      l.add(v);
    }
    return l;
  }
}
