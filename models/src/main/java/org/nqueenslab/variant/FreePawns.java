package org.nqueenslab.variant;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartPlan;
import org.nqueenslab.split.SplitCounter;
import org.nqueenslab.split.Subproblem;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * The n + k queens problem with free pawns (issue 7, {@code --free-pawns K}): count every
 * arrangement of k pawns and n + k mutually non-attacking queens on an n x n board, pieces of one
 * kind identical; a pawn stops every line of attack through its square. OEIS A103330 (k = 1),
 * A129551 (k = 2), A129553 (k = 3); up to the 8 symmetries of the square, whole configurations
 * (pawns included): A103331, A129552, A129554. For n = 8, k = 1 this is the nine queens and one
 * pawn of the encyclopedia article (seed 001): 128 arrangements, 16 up to symmetry.
 *
 * <p>Design: a map over pawn placements and a sum, so any engine that supports pawns counts it. A
 * pawn may stand on any square, border and corner included, as the OEIS definitions allow; a pawn
 * that cuts no line in two simply gives a part with no solution (the engine finds that, nothing
 * here assumes it). Placements that a symmetry of the square maps onto each other have the same
 * number of queen placements, so only the lexicographically smallest of each orbit is counted
 * ({@link #parts(BooleanSupplier)}), weighted by its orbit size: about 8 times fewer engine calls
 * than {@link #everyPlacement()}.
 *
 * <p>The fundamental count needs no second search: configurations whose pawns lie in the orbit of a
 * pawn set P, taken up to the 8 symmetries, correspond one to one to P's queen placements taken up
 * to the symmetries that fix P, and those are exactly what the engine's unique count of the part
 * counts (its symmetry group is the subgroup that fixes the pawns). So the fundamental figure is
 * the plain sum of the parts' unique counts, unweighted, which is how {@link SplitCounter} sums
 * them.
 */
public record FreePawns(int n, int k) {
  /**
   * Beyond this many pawn sets the parts (about an eighth of them, each a problem held in memory
   * until counted) take too much memory, and their counts hours: n = 14 with 3 pawns is 1.2 million
   * sets, n = 10 with 4 is 3.9.
   */
  static final long MAX_PAWN_SETS = 2_000_000L;

  public FreePawns {
    if (n < 1) {
      throw new BadInputException(
          "the board size must be at least 1, got n = " + n + ": give -n 1 or more");
    }
    if (k < 0) {
      throw new BadInputException(
          "--free-pawns " + k + " is negative: give the number of pawns, 0 or more");
    }
    long squares = (long) n * n;
    long sets = binomial(squares, k);
    // pieces that do not fit are counted at once (0, see fits), however many sets of squares
    if (n + 2L * k <= squares && (sets < 0 || sets > MAX_PAWN_SETS)) {
      throw new BadInputException(
          "--free-pawns "
              + k
              + " on "
              + n
              + " x "
              + n
              + " means "
              + (sets < 0 ? approximately(squares, k) : Long.toString(sets))
              + " pawn placements, more than "
              + MAX_PAWN_SETS
              + ": use fewer pawns or a smaller board");
    }
  }

  /**
   * False when the pieces do not fit: n + k queens and k pawns need n + 2k squares. Such a family
   * has no arrangement, and the count is 0 (as OEIS gives for n = 1), not an error.
   */
  public boolean fits() {
    return n + 2L * k <= (long) n * n;
  }

  /** Queens to place: n + k. */
  public int queens() {
    return n + k;
  }

  /** "8 x 8, 9 queens, 1 free pawn": for reports. */
  public String describe() {
    return n
        + " x "
        + n
        + ", "
        + (n + (long) k)
        + " queens, "
        + k
        + " free pawn"
        + (k == 1 ? "" : "s");
  }

  /** The problem of one part: these pawns, n + k queens. */
  public Problem withPawns(List<Square> pawns) {
    return Problem.builder(n).pawns(pawns).queens(queens()).build();
  }

  /**
   * One part per orbit of pawn sets under the 8 symmetries of the square: its smallest member,
   * weighted by size; ending early once {@code stop} says so (asked at each pawn set: n = 15 with 3
   * pawns has 1.9 million, which take seconds), when the parts are incomplete and the caller, whose
   * limit ran out, counts none of them.
   */
  public List<Subproblem> parts(BooleanSupplier stop) {
    SymmetryGroup square = SymmetryGroup.of(Problem.of(n));
    List<Subproblem> parts = new ArrayList<>();
    forEachPawnSet(
        stop,
        pawns -> {
          Placement set =
              Placement.of(
                  pawns); // a set of squares in canonical order, as the group compares them
          if (square.isCanonical(set)) {
            parts.add(new Subproblem(withPawns(pawns), square.orbitSize(set)));
          }
        });
    return parts;
  }

  /**
   * The family's parts as text lines ({@link PartPlan#pawnsKey}): one pawn placement per orbit, for
   * a count with a checkpoint or on a cluster.
   */
  public List<Part> partLines(
      String engine, Map<String, String> options, boolean unique, BooleanSupplier stop) {
    List<Part> lines = new ArrayList<>();
    for (Subproblem s : parts(stop)) {
      if (stop.getAsBoolean()) {
        break; // 235,179 lines for n = 15 with 3 pawns: a second
      }
      lines.add(new Part(engine, options, unique, s.problem(), PartPlan.pawnsKey(s)));
    }
    return lines;
  }

  /**
   * One part per pawn set, weight 1: C(n^2, k) parts (tests check the symmetry weighting against
   * it).
   */
  public List<Subproblem> everyPlacement() {
    List<Subproblem> parts = new ArrayList<>();
    forEachPawnSet(() -> false, pawns -> parts.add(new Subproblem(withPawns(pawns), 1)));
    return parts;
  }

  /** Null when the engine can count every part (they all need the same features), else why not. */
  public String whyUnsupported(Engine engine, Request request) {
    return engine.whyUnsupported(representative(), request);
  }

  /**
   * A part's problem, to ask engines what they support (every part needs the same features). A
   * family whose pieces do not fit has no part: one pawn and n + 1 queens on its board stand for
   * it.
   */
  public Problem representative() {
    if (!fits()) {
      // the features are what engines are asked about: a pawn, and more queens than ranks (a
      // board large enough for the pieces named a size no engine had been given, 448 x 448 for
      // 100000 pawns on 8 x 8, and millions of pawns ran out of memory)
      return Problem.builder(n).pawns(List.of(new Square(0, 0))).queens(n + 1).build();
    }
    return Problem.builder(n).pawns(firstPawnSet(n)).queens(queens()).build();
  }

  /**
   * Counts with any engine that supports pawns: {@code solutions} is every arrangement
   * (A103330...), {@code unique}, when the request asks for it, the arrangements up to symmetry
   * (A103331...). Parts run on the request's threads.
   */
  public Result count(Engine engine, Request request) {
    String why = whyUnsupported(engine, request);
    if (why != null) {
      throw new BadInputException(why);
    }
    if (!fits()) {
      return new Result(
          engine.name(),
          Status.COMPLETE,
          0,
          request.symmetry() == SymmetryMode.UNIQUE ? 0L : null,
          Statistics.EMPTY,
          Duration.ZERO,
          k
              + " pawns and "
              + (n + (long) k)
              + " queens need "
              + (n + 2L * k)
              + " squares, the board has "
              + n * n
              + ": no arrangement");
    }
    Budget budget = Budget.start(request); // the time limit and Ctrl-C cover listing the parts
    List<Subproblem> parts = parts(budget::exhausted);
    if (budget.exhausted()) {
      return Result.stoppedBeforeCounting(
          engine.name(),
          budget,
          request.symmetry() == SymmetryMode.UNIQUE,
          "listing the pawn placements");
    }
    Result summed =
        SplitCounter.count(engine.name(), engine::solve, representative(), parts, request, budget);
    // Orbit sizes under each part's own group do not add up to orbit sizes of whole arrangements:
    // leave them out.
    Statistics.Builder kept = Statistics.builder();
    summed
        .statistics()
        .asMap()
        .forEach(
            (key, value) -> {
              if (!key.startsWith(Statistics.ORBITS_OF)) {
                kept.put(key, value);
              }
            });
    Result r =
        new Result(
            summed.engine(),
            summed.status(),
            summed.solutions(),
            summed.unique(),
            kept.build(),
            summed.wallTime(),
            null);
    return r.withNote(
        "free pawns: "
            + parts.size()
            + " pawn placements up to symmetry (of "
            + binomial((long) n * n, k)
            + "), each counted by "
            + engine.name()
            + " and weighted by its orbit size"
            + (request.threads() > 1 ? ", on " + request.threads() + " threads" : ""));
  }

  private List<Square> firstPawnSet(int side) {
    List<Square> first = new ArrayList<>();
    for (int i = 0; i < k; i++) {
      first.add(new Square(i / side, i % side));
    }
    return first;
  }

  /** Every set of k squares, as lists in increasing square order (by rank, then file). */
  private void forEachPawnSet(
      BooleanSupplier stop, java.util.function.Consumer<List<Square>> action) {
    int squares = n * n;
    if (!fits()) {
      return;
    }
    int[] index = new int[k];
    for (int i = 0; i < k; i++) {
      index[i] = i;
    }
    while (!stop.getAsBoolean()) {
      List<Square> pawns = new ArrayList<>(k);
      for (int i : index) {
        pawns.add(new Square(i / n, i % n));
      }
      action.accept(pawns);
      int i = k - 1;
      while (i >= 0 && index[i] == squares - k + i) {
        i--;
      }
      if (i < 0) {
        return;
      }
      index[i]++;
      for (int j = i + 1; j < k; j++) {
        index[j] = index[j - 1] + 1;
      }
    }
  }

  /** C(m, r) too large for a long, as "about 1.2e+18" (the product in doubles). */
  private static String approximately(long m, int r) {
    double c = 1;
    for (int i = 0; i < r; i++) {
      c = c * (m - i) / (i + 1);
    }
    return String.format(java.util.Locale.ROOT, "about %.2g", c);
  }

  /** C(m, r), or -1 when it exceeds a long. */
  static long binomial(long m, int r) {
    if (r > m) {
      return 0;
    }
    long c = 1;
    for (int i = 0; i < r; i++) {
      if (c > Long.MAX_VALUE / (m - i)) {
        return -1;
      }
      c = c * (m - i) / (i + 1);
    }
    return c;
  }
}
