package org.nqueenslab.external;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Problem;

/**
 * Answer-set programming outside the JVM: Potassco's gringo grounds the program {@link
 * org.nqueenslab.export.AspWriter} writes and clasp (Gebser et al., "clasp: A Conflict-Driven
 * Answer Set Solver", LPNMR 2007) lists its answer sets, each a placement. Not a build dependency:
 * without gringo and clasp on the PATH the engine says so in one line.
 */
public final class ClaspEngine implements Engine {
  /** The one line a user gets when gringo or clasp cannot be run. */
  public static final String NOT_INSTALLED =
      "gringo and clasp are not installed: apt-get install gringo clasp (or put them on the PATH)";

  /** The largest board side for a first solution: grounding grows as the squares times groups. */
  static final int MAX_SIZE = 40;

  /**
   * The largest side it counts or lists: clasp prints every answer set, n = 12's 14,200 in 1.6 s
   * and n = 13's 73,712 in some 10 s; compare takes it only where it finishes.
   */
  static final int ENUMERATION_MAX_SIZE = 12;

  /**
   * The same where ranks may hold no piece or several (pawns, other numbers, other pieces): a
   * free-pawn family is a problem per pawn square, a process pair each, and compare's default set
   * over {@code --free-pawns 1 -n 6..10} spent 45 s in this engine where bitmask took 0.1 s.
   */
  static final int BOARD_ENUMERATION_MAX_SIZE = 8;

  private static final Capabilities CAPABILITIES = Capabilities.oneThreadEveryProblem(MAX_SIZE);

  private static final Map<String, Boolean> RUNS = new ConcurrentHashMap<>();

  private final String gringo;
  private final String clasp;

  /** The engine the registry lists: gringo and clasp from the PATH. */
  public ClaspEngine() {
    this("gringo", "clasp");
  }

  /** An engine running the given executables (paths, or names looked up on the PATH). */
  public ClaspEngine(String gringo, String clasp) {
    this.gringo = gringo;
    this.clasp = clasp;
  }

  @Override
  public String name() {
    return "clasp";
  }

  @Override
  public String summary() {
    return "answer-set programming: gringo and clasp on the program export --to asp writes (a"
        + " choice rule and integrity constraints); shares no solver code with the others";
  }

  @Override
  public Capabilities capabilities() {
    return CAPABILITIES;
  }

  @Override
  public int countMaxSize() {
    return ENUMERATION_MAX_SIZE;
  }

  @Override
  public String whyUnsupported(Problem problem, Request request) {
    if (!installed()) {
      return NOT_INSTALLED;
    }
    String why = CAPABILITIES.whyUnsupported(name(), problem, request);
    if (why != null && request.symmetry() == SymmetryMode.UNIQUE) {
      return why
          + ": the clasp engine's program states no symmetry breaking; count them with bitmask";
    }
    int side = Math.max(problem.rows(), problem.cols());
    int largest = problem.hasOneQueenPerRank() ? ENUMERATION_MAX_SIZE : BOARD_ENUMERATION_MAX_SIZE;
    if (why == null && request.mode() != Mode.FIRST && side > largest) {
      return Capabilities.listingLimit(name(), "listing every answer set", largest, problem);
    }
    return why;
  }

  @Override
  public Result solve(Problem problem, Request request) {
    if (!installed()) {
      throw new IllegalStateException(NOT_INSTALLED);
    }
    return new ClaspRun(gringo, clasp, problem, request).run();
  }

  private boolean installed() {
    return RUNS.computeIfAbsent(gringo, ExternalProcess::runs)
        && RUNS.computeIfAbsent(clasp, ExternalProcess::runs);
  }
}
