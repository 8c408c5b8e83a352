package org.nqueenslab.problem;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The solution file format: plain text that states its problem and holds any problem's solutions.
 * Lines whose first character (after spaces) is {@code #} are comments, blank lines are ignored,
 * and words are separated by spaces.
 *
 * <ul>
 *   <li>The problem line, before the solutions ({@link ProblemLine}): {@code nqueens 8x8 queens=9
 *       pawns=d4}, with {@code torus}, {@code holes=} and {@code fixed=} as needed. A file without
 *       one (as written before the line existed, or {@code solve --format cols}) is read with the
 *       problem given on the command line.
 *   <li>A solution is a line of file numbers, the file (1..n) of the queen of rank 1, rank 2, ...
 *       in order (one queen on each of the first ranks), or a line of square names in any order
 *       ({@code a1 d2 g3 c4 e4 ...}), which says anything: several queens on a rank, empty ranks.
 *       In a mix of kinds each square carries its piece's notation, as chess writes it: {@code Qa1
 *       Nb3 QNc5}.
 *   <li>When the first solution line holds a single number and the problem more than one queen, the
 *       file holds one solution written one rank per line: line k is the file of rank k's queen
 *       (the classic format, and what {@code solve --output} writes for one such solution: 10^7
 *       queens make a 79 MB file, written and read in about a second).
 * </ul>
 *
 * <pre>
 * # nqueens solutions: the problem, then one solution a line: ...
 * nqueens 8x8 queens=9 pawns=d4
 * a1 d2 g3 c4 e4 h5 b6 d7 f8
 * a1 f2 d3 b4 g4 d5 h6 c7 e8
 * </pre>
 *
 * <p>A listing that a time limit or Ctrl-C cut short ends with a comment saying so, {@code #
 * partial listing: ...} ({@link #PARTIAL}): a reader that skips comments still reads valid
 * solutions, and {@code verify} says the file does not claim to hold them all. An empty listing
 * that is the whole answer says so: {@code # no solution: ...} ({@link #NONE}).
 */
public final class SolutionFile {
  /** How a solution line is written, for comments and messages. */
  static final String LINE_SYNTAX =
      "the file (1..n) of each rank's queen from rank 1, or the squares of the queens"
          + " (e.g. 2 4 1 3, or a1 d2 g3)";

  /**
   * How the comment begins that ends a listing cut short (a time limit, Ctrl-C): the solutions
   * before it are solutions, but not every one the problem has. {@code verify} reports it.
   */
  public static final String PARTIAL = "partial listing:";

  /**
   * How the comment begins that a complete search with no solution writes where its listing would
   * be ({@code solve --all} to standard output), so that an empty listing can say it is the whole
   * answer: {@code verify} reports it, as the file's word, not as something it checked.
   */
  public static final String NONE = "no solution:";

  private SolutionFile() {}

  /**
   * A solution of {@code problem} as one line: file numbers when every solution of the problem has
   * a queen on each rank, else square names, so that one output never mixes the two.
   */
  public static String line(Problem problem, Placement solution) {
    StringBuilder sb = new StringBuilder();
    write(problem, solution, sb);
    return sb.toString();
  }

  /**
   * Writes {@link #line} to {@code out} as it goes, without its line break: a solution of 10^9
   * queens is about 10 GB of text, more than one string holds.
   */
  public static void write(Problem problem, Placement solution, Appendable out) {
    boolean byRank = everyRankHoldsAQueen(problem) && solution.isOnePerRank();
    try {
      for (int i = 0; i < solution.size(); i++) {
        if (i > 0) {
          out.append(' ');
        }
        if (problem.isMixed()) {
          out.append(problem.kinds().get(solution.kind(i)).piece().notation()); // Qa1 Nb3
        }
        out.append(byRank ? Integer.toString(solution.file(i) + 1) : solution.square(i).name());
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /**
   * True when each rank of every solution holds one queen: as many queens as ranks and no pawn to
   * let two share a rank.
   */
  static boolean everyRankHoldsAQueen(Problem problem) {
    // a knight or a king may share a rank with another: 8 of them on 8 x 8 need not hold a rank
    // each
    return !problem.isMixed()
        && problem.piece().hasRookLines()
        && problem.pawns().isEmpty()
        && problem.queens() == problem.rows();
  }

  /**
   * What checking a file found: how many solutions were checked, and the first problem with them,
   * if any.
   */
  public record Check(long solutions, String problemFound) {
    public boolean valid() {
      return problemFound == null;
    }
  }

  /**
   * Reads every solution and checks each with the {@link Verifier} against {@code problem},
   * stopping at the first that fails; a solution repeated is a failure too, and so is a file with
   * no solution at all, unless it says it is the listing of a complete search that found none
   * ({@link #NONE}), and a file that says so but lists solutions.
   */
  public static Check check(SolutionReader reader, Problem problem) throws IOException {
    Map<Placement, Long> seen = new HashMap<>();
    long index = 0;
    for (Placement solution; (solution = reader.next(problem)) != null; ) {
      index++;
      String where = "solution " + index + " (line " + reader.line() + ")";
      Verifier.Verdict verdict = Verifier.verify(problem, solution);
      if (!verdict.valid()) {
        return new Check(index, where + ": " + verdict.reason());
      }
      Long first = seen.putIfAbsent(solution, index);
      if (first != null) {
        return new Check(index, where + " repeats solution " + first);
      }
    }
    boolean saysNone = reader.note() != null && reader.note().startsWith(NONE);
    if (saysNone && index > 0) {
      return new Check(index, "the file says '" + reader.note() + "' but lists solutions");
    }
    return index == 0 && !saysNone
        ? new Check(0, "the file holds no solution")
        : new Check(index, null);
  }
}
