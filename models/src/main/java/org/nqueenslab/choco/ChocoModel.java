package org.nqueenslab.choco;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.search.limits.FailCounter;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainMin;
import org.chocosolver.solver.search.strategy.selectors.values.IntDomainRandom;
import org.chocosolver.solver.search.strategy.selectors.variables.FirstFail;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.Variable;
import org.nqueenslab.cp.CpModelSupport;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The CSP of a problem with one queen on every rank (CSPLib prob054): {@code q[r]}, the file of
 * rank r's queen, ranges over the files of rank r that can hold a queen (holes removed; a fixed
 * queen's rank holds its file only); then {@code allDifferent(q)}, {@code allDifferent(q[r] + r)}
 * and {@code allDifferent(q[r] - r)}, the diagonals as offset views of q (no extra variables), with
 * the configuration's all-different propagator. Another piece with the rook's lines (rook, amazon,
 * chancellor) keeps the files, the diagonals only where it rides them, and each leap between ranks
 * as {@code q[r + dr] - q[r] != ±df} ({@link CpModelSupport#rankLeaps}).
 *
 * <p>On a torus the diagonals wrap: {@code (q[r] + r) mod n} and {@code (q[r] - r) mod n} must
 * differ. Choco has no modulo view (its views are offset, minus, scale, affine and abs), so each
 * wrapped diagonal is an auxiliary variable {@code d[r]} tied to {@code q[r]} by a binary table of
 * the n pairs {@code (f, (f ± r) mod n)}, and the all-different goes on the d. For a fixed rank the
 * map is a rotation of the files, a bijection, so the table's arc-consistent propagator channels
 * both ways exactly as a view would (a diagonal taken removes its one square of the rank, a file
 * removed removes its diagonal), and d is fixed as soon as q is: every solution of q is found once.
 * A table rather than {@code mod(offset view of q[r], n, d[r])}: both prune the same nodes, and the
 * table (Compact-Table, domain consistent) ran faster (decisions page).
 *
 * <p>The search ({@link #configureSearch}): the configuration's, for a count or an enumeration. A
 * first solution (TUNED configuration) is searched differently: first-fail with a random value
 * order seeded from the request, and Luby restarts every 100 fails or so. Without them a first
 * solution for n = 1,000 can take minutes (a bad early choice traps the search in a huge subtree);
 * with them it takes about a second. Restarts are never used while counting or enumerating: after a
 * restart Choco would find solutions again. A unique count (lex-leader constraints posted, {@link
 * ChocoLexLeader}) breaks first-fail's ties at the first rank instead of the middle.
 */
final class ChocoModel implements ChocoFormulation {
  /**
   * Fails before the first restart of a first-solution search; Luby's sequence scales it (1, 1, 2,
   * 1, 1, 2, 4...).
   */
  private static final long LUBY_SCALE = 100;

  final Model model;
  final IntVar[] queens;

  /**
   * What each cause of a failure is, for a trace: each posted constraint ("all-different on the
   * files"...; on a torus also the tables tying a queen to its wrapped diagonals), and each
   * diagonal view of a queen, which Choco names as the cause when the all-different on its diagonal
   * empties it.
   */
  final Map<Object, String> causeNames;

  /** The rank each variable is about: its queen, the views and wrapped diagonals of that queen. */
  final Map<Variable, Integer> rankOf;

  private final ChocoConfiguration configuration;

  private ChocoModel(
      Model model,
      IntVar[] queens,
      Map<Object, String> causeNames,
      Map<Variable, Integer> rankOf,
      ChocoConfiguration configuration) {
    this.model = model;
    this.queens = queens;
    this.causeNames = causeNames;
    this.rankOf = rankOf;
    this.configuration = configuration;
  }

  /**
   * The model, or null when some rank has no square that can hold a queen (then there is no
   * solution).
   */
  static ChocoModel of(Problem problem, ChocoConfiguration configuration) {
    return of(problem, configuration, () -> false);
  }

  /**
   * The model as {@link #of(Problem, ChocoConfiguration)} makes it, asking {@code stop} after each
   * rank whether to go on: 10,000 ranks take most of a second, which a time limit or Ctrl-C must be
   * able to cut short.
   *
   * @throws java.util.concurrent.CancellationException when {@code stop} said so
   */
  static ChocoModel of(
      Problem problem, ChocoConfiguration configuration, java.util.function.BooleanSupplier stop) {
    int ranks = problem.rows();
    Model model = new Model("n-queens " + problem.describe());
    IntVar[] queens = new IntVar[ranks];
    // file + rank is the same along an anti-diagonal, file - rank along a diagonal (diagonals
    // rise to the right, as in every trace: trace.Attack)
    IntVar[] antiDiagonal = new IntVar[ranks];
    IntVar[] diagonal = new IntVar[ranks];
    Map<Object, String> names = new IdentityHashMap<>();
    Map<Variable, Integer> rankOf = new IdentityHashMap<>();
    for (int r = 0; r < ranks; r++) {
      if (stop.getAsBoolean()) {
        throw new java.util.concurrent.CancellationException("the model's building was stopped");
      }
      int[] files = allowedFiles(problem, r);
      if (files.length == 0) {
        return null;
      }
      queens[r] = queen(model, "q" + r, files);
      if (problem.torus()) {
        antiDiagonal[r] = wrappedDiagonal(model, queens[r], files, r, problem.n(), "down", names);
        diagonal[r] = wrappedDiagonal(model, queens[r], files, -r, problem.n(), "up", names);
      } else {
        antiDiagonal[r] = model.offset(queens[r], r);
        diagonal[r] = model.offset(queens[r], -r);
      }
      names.put(diagonal[r], "all-different on the diagonals");
      names.put(antiDiagonal[r], "all-different on the anti-diagonals");
      rankOf.put(queens[r], r);
      rankOf.put(diagonal[r], r);
      rankOf.put(antiDiagonal[r], r);
    }
    String consistency = configuration.allDifferentConsistency();
    post(model.allDifferent(queens, consistency), "all-different on the files", names);
    if (CpModelSupport.ridesDiagonals(problem)) {
      post(model.allDifferent(diagonal, consistency), "all-different on the diagonals", names);
      post(
          model.allDifferent(antiDiagonal, consistency),
          "all-different on the anti-diagonals",
          names);
    }
    for (int[] leap : CpModelSupport.rankLeaps(problem)) {
      for (int r = 0; r + leap[0] < ranks; r++) {
        for (int sign = -1; sign <= 1; sign += 2) {
          post(
              model.arithm(queens[r + leap[0]], "-", queens[r], "!=", sign * leap[1]),
              "a leap between ranks " + (r + 1) + " and " + (r + 1 + leap[0]),
              names);
        }
      }
    }
    return new ChocoModel(model, queens, names, rankOf, configuration);
  }

  /**
   * A rank's variable over {@code files} (ascending): the same enumerated domain either way, but
   * given as a range when it is one, which Choco fills a word at a time rather than a value at a
   * time (10,000 ranks of 10,000 files took about half a second value by value).
   */
  private static IntVar queen(Model model, String name, int[] files) {
    int first = files[0];
    int last = files[files.length - 1];
    return last - first + 1 == files.length
        ? model.intVar(name, first, last, false)
        : model.intVar(name, files);
  }

  private static void post(Constraint constraint, String name, Map<Object, String> names) {
    constraint.post();
    names.put(constraint, name);
  }

  /**
   * A variable for {@code (queen + shift) mod n}, the wrapped diagonal of a queen on one of {@code
   * files}, tied to the queen by a binary table (arc consistent; a bijection, so the diagonal is
   * fixed when the queen is).
   */
  private static IntVar wrappedDiagonal(
      Model model,
      IntVar queen,
      int[] files,
      int shift,
      int n,
      String name,
      Map<Object, String> names) {
    Tuples pairs = new Tuples(true);
    int[] diagonals = new int[files.length];
    for (int i = 0; i < files.length; i++) {
      diagonals[i] = Math.floorMod(files[i] + shift, n);
      pairs.add(files[i], diagonals[i]);
    }
    IntVar diagonal =
        model.intVar(name + "_" + queen.getName(), Arrays.stream(diagonals).sorted().toArray());
    post(
        model.table(queen, diagonal, pairs),
        "the table tying " + queen.getName() + " to its wrapped " + name + "-diagonal",
        names);
    return diagonal;
  }

  /**
   * The files of rank r a queen may take, ascending: the fixed queen's file, or every file but the
   * holes.
   */
  static int[] allowedFiles(Problem problem, int rank) {
    for (Square s : problem.fixed()) {
      if (s.rank() == rank) {
        return new int[] {s.file()};
      }
    }
    int[] files = new int[problem.cols()];
    int count = 0;
    boolean holes = !problem.holes().isEmpty(); // the per-rank model has no pawns
    for (int f = 0; f < files.length; f++) {
      // n^2 squares in all: at n = 10,000 a Square and a look-up each took a second
      if (!holes || problem.canHoldQueen(new Square(rank, f))) {
        files[count++] = f;
      }
    }
    return count == files.length ? files : java.util.Arrays.copyOf(files, count);
  }

  @Override
  public Model model() {
    return model;
  }

  @Override
  public Placement placement() {
    int[] files = new int[queens.length];
    Arrays.setAll(files, r -> queens[r].getValue());
    return Placement.wrapFilesByRank(files);
  }

  @Override
  public SearchChoice configureSearch(Request request, boolean unique) {
    Solver solver = model.getSolver();
    String text =
        ChocoConfiguration.OPTION
            + "="
            + configuration.optionValue()
            + " ("
            + configuration.description()
            + ")";
    if (configuration == ChocoConfiguration.NQUEENGLOBAL) {
      solver.setSearch(Search.minDomLBSearch(queens));
      return new SearchChoice(text, false);
    }
    if (unique) {
      // Lex-leader constraints prune where the lex order starts, at the first rank: break
      // first-fail's ties there, not in the middle (the orders measured are on the decisions page).
      solver.setSearch(Search.intVarSearch(new FirstFail(model), new IntDomainMin(), queens));
      return new SearchChoice(
          text
              + "; unique count: first-fail with ties to the first rank, where the lex order"
              + " starts",
          false);
    }
    if (request.mode() == Mode.FIRST) {
      solver.setSearch(
          Search.intVarSearch(
              new MiddleRankFirstFail(), new IntDomainRandom(request.seed()), queens));
      solver.setLubyRestart(LUBY_SCALE, new FailCounter(model, 0), Integer.MAX_VALUE);
      return new SearchChoice(
          text
              + "; first solution: random value order (seed "
              + request.seed()
              + "), Luby restarts",
          true);
    }
    solver.setSearch(Search.intVarSearch(new MiddleRankFirstFail(), new IntDomainMin(), queens));
    return new SearchChoice(text, false);
  }
}
