package org.nqueenslab.external;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Problem;

/**
 * MiniZinc (The MiniZinc Handbook; Nethercote et al. 2007) run as a separate process on the model
 * {@link org.nqueenslab.export.MiniZincWriter} writes, with Gecode by default ({@code solver=NAME}
 * picks another installed solver): every solution is printed, parsed and handed on, so counts are
 * MiniZinc's own. Not a build dependency: when the {@code minizinc} executable is missing the
 * engine says so in one line and every other engine runs as before.
 */
public final class MiniZincEngine implements Engine {
  /** The engine option naming the MiniZinc solver ({@code minizinc --solvers} lists them). */
  public static final String SOLVER = "solver";

  /** The solver when none is named: the one Debian's minizinc package ships. */
  public static final String DEFAULT_SOLVER = "gecode";

  /** The one line a user gets when MiniZinc cannot be run. */
  public static final String NOT_INSTALLED =
      "MiniZinc is not installed: apt-get install minizinc (or put minizinc on the PATH)";

  /**
   * The largest side of the classic model (a file per rank): each run starts a process and flattens
   * the model (a tenth of a second), and counts beyond 14 x 14 take minutes, but a first solution
   * or a fixed completion is quick well beyond.
   */
  static final int MAX_SIZE = 40;

  /**
   * The largest side of the 0/1 board (pawns, other numbers of queens). One such problem takes a
   * tenth of a second (half of it MiniZinc flattening the model), but the free-pawn families are
   * hundreds of problems, one process each: two free pawns on 8 x 8 took 29 s with count and
   * --unique where the bitmask engine takes a second.
   */
  static final int BOARD_MAX_SIZE = 8;

  /**
   * The largest side of a unique count: the lex-leader constraints compare boards of side^2
   * squares.
   */
  static final int UNIQUE_MAX_SIZE = 12;

  private static final Capabilities CAPABILITIES =
      Capabilities.of(
          EnumSet.allOf(Mode.class),
          MAX_SIZE,
          Feature.TORUS,
          Feature.PAWNS,
          Feature.HOLES,
          Feature.FIXED_QUEENS,
          Feature.RECTANGULAR,
          Feature.OTHER_QUEEN_COUNTS,
          Feature.UNIQUE);

  /**
   * Whether each executable runs, asked once per process: starting MiniZinc takes a few
   * milliseconds.
   */
  private static final Map<String, Boolean> RUNS = new ConcurrentHashMap<>();

  private final String executable;

  /** The engine the registry lists: {@code minizinc} from the PATH. */
  public MiniZincEngine() {
    this("minizinc");
  }

  /** An engine running the given executable (a path, or a name looked up on the PATH). */
  public MiniZincEngine(String executable) {
    this.executable = executable;
  }

  @Override
  public String name() {
    return "minizinc";
  }

  @Override
  public String summary() {
    return "MiniZinc (Gecode by default) on a model written from the board: a file per rank, alldifferent; with"
        + " pawns a 0/1 board; lex_lesseq for count --unique (one queen per rank, no torus, n up to "
        + UNIQUE_MAX_SIZE
        + "). Shares no code with the other engines";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public Set<String> optionNames() {
    return Set.of(SOLVER);
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    if (!installed()) {
      return NOT_INSTALLED;
    }
    String why = CAPABILITIES.whyUnsupported(name(), problem, request);
    if (why != null) {
      return why;
    }
    int side = Math.max(problem.rows(), problem.cols());
    boolean unique = request.symmetry() == SymmetryMode.UNIQUE;
    if (unique && request.mode() != Mode.COUNT) {
      return "engine 'minizinc' counts fundamental solutions but does not list them: use count --unique";
    }
    if (unique && problem.torus()) {
      // 8 n^2 lex constraints over n^2 squares: n = 13 takes MiniZinc minutes and gigabytes to
      // flatten
      return "engine 'minizinc' does not count fundamental solutions of a torus (8 n^2 lex-leader constraints)";
    }
    if (unique && !problem.hasOneQueenPerRank()) {
      // the model states it (export --to minizinc --unique), but the free-pawn families, hundreds
      // of problems of one MiniZinc process each, would take minutes in compare's default set where
      // the bitmask engine takes a second
      return "engine 'minizinc' counts fundamental solutions with one queen per rank only (no pawns, as many queens"
          + " as ranks): use count --unique with another engine";
    }
    if (unique && side > UNIQUE_MAX_SIZE) {
      return "engine 'minizinc' counts fundamental solutions on boards up to "
          + UNIQUE_MAX_SIZE
          + " x "
          + UNIQUE_MAX_SIZE
          + ", got "
          + problem.describe();
    }
    if (!problem.hasOneQueenPerRank() && side > BOARD_MAX_SIZE) {
      return "engine 'minizinc' states pawns, other numbers of queens and more ranks than files as a 0/1 board, on"
          + " boards up to "
          + BOARD_MAX_SIZE
          + " x "
          + BOARD_MAX_SIZE
          + ", got "
          + problem.describe();
    }
    return null;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    if (!installed()) {
      throw new IllegalStateException(NOT_INSTALLED);
    }
    return new MiniZincRun(executable, request.option(SOLVER, DEFAULT_SOLVER), problem, request)
        .run();
  }

  /** True when the executable starts and answers {@code --version}. */
  private boolean installed() {
    return RUNS.computeIfAbsent(executable, ExternalProcess::runs);
  }
}
