package org.nqueenslab.cover;

import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.dlx.ExactCover;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The queens problem as a generalized exact cover (TAOCP 7.2.2.1, Knuth's 8-queens example; DLX1): one option per
 * square that can hold a queen, holding its rank {@code r<i>}, its file {@code c<j>} and its two diagonals {@code
 * a<i+j>} and {@code b<i-j>} (0-based). Ranks and files are primary, in Knuth's organ-pipe order (middle first,
 * alternating outward: the search then branches on the most constrained lines first); the diagonals that hold
 * more than one square are secondary (a queen alone on a corner diagonal cannot conflict, so Knuth leaves those
 * out: 4n - 6 remain). Holes have no option; queens already placed are options forced before the search.
 *
 * <p>Options are listed rank by rank, each rank's squares middle file first. The order of options cannot change a
 * full search's nodes and updates (branching looks only at list lengths, so the tree is the same, visited in
 * another order), but it decides which solution comes first: with files in plain order DLX needs over 40 million
 * nodes to find a first solution for n = 64; middle files first, 121 (at most about 2,000 for every n up to 70).
 *
 * <p>On a rectangular board the lines of the longer side hold at most one queen, so they are secondary too: with
 * rows &lt; cols the files are secondary, with rows &gt; cols the ranks. Toroidal boards and pawns come with the
 * variants issue (issue 7): {@link #whyUnsupported} says so.
 */
public final class QueensCover {
  private final Problem problem;
  private final ExactCover cover;
  private final List<Square> squareOfOption;
  private final int[] forced;

  private QueensCover(Problem problem, ExactCover cover, List<Square> squareOfOption, int[] forced) {
    this.problem = problem;
    this.cover = cover;
    this.squareOfOption = squareOfOption;
    this.forced = forced;
  }

  /**
   * Null when the problem can be encoded, else one line saying why not (callers add what to do instead: the
   * command line lists the engines that can).
   */
  public static String whyUnsupported(Problem p) {
    if (p.torus()) {
      return "the exact-cover encoding does not handle toroidal boards yet (they come with the variants issue)";
    }
    if (!p.pawns().isEmpty()) {
      return "the exact-cover encoding does not handle pawns yet (they come with the variants issue)";
    }
    if (p.queens() != Math.min(p.rows(), p.cols())) {
      return "the exact-cover encoding places min(rows, cols) = " + Math.min(p.rows(), p.cols()) + " queens, got "
          + p.queens() + " (fewer queens need Knuth's multiplicities, not yet here)";
    }
    return null;
  }

  /** Encodes the problem; throws {@link BadInputException} when {@link #whyUnsupported} is not null. */
  public static QueensCover of(Problem p) {
    String why = whyUnsupported(p);
    if (why != null) {
      throw new BadInputException(why);
    }
    int rows = p.rows();
    int cols = p.cols();
    ExactCover.Builder b = ExactCover.builder();
    List<String> secondary = new ArrayList<>();
    int[] rankOrder = organPipe(rows);
    int[] fileOrder = organPipe(cols);
    if (rows == cols) {
      for (int k = 0; k < rows; k++) {
        b.primary(rank(rankOrder[k]), file(fileOrder[k]));
      }
    } else if (rows < cols) {
      for (int r : rankOrder) {
        b.primary(rank(r));
      }
      for (int f : fileOrder) {
        secondary.add(file(f));
      }
    } else {
      for (int f : fileOrder) {
        b.primary(file(f));
      }
      for (int r : rankOrder) {
        secondary.add(rank(r));
      }
    }
    // a diagonal with one square: i + j = 0 or rows + cols - 2; i - j = rows - 1 or -(cols - 1)
    for (int s = 1; s <= rows + cols - 3; s++) {
      secondary.add(sumDiagonal(s));
    }
    for (int d = -(cols - 2); d <= rows - 2; d++) {
      secondary.add(differenceDiagonal(d));
    }
    b.secondary(secondary);
    List<Square> squares = new ArrayList<>();
    // Options rank by rank, each rank's squares middle file first (see the class comment for why).
    for (int i = 0; i < rows; i++) {
      for (int j : fileOrder) {
        Square s = new Square(i, j);
        if (!p.canHoldQueen(s)) {
          continue;
        }
        List<String> items = new ArrayList<>(4);
        items.add(rank(i));
        items.add(file(j));
        if (i + j != 0 && i + j != rows + cols - 2) {
          items.add(sumDiagonal(i + j));
        }
        if (i - j != rows - 1 && i - j != -(cols - 1)) {
          items.add(differenceDiagonal(i - j));
        }
        b.option(items);
        squares.add(s);
      }
    }
    int[] forced = p.fixed().stream().mapToInt(squares::indexOf).toArray();
    return new QueensCover(p, b.build(), List.copyOf(squares), forced);
  }

  /** 0..n-1 middle first, then alternately one below and one above: n = 8 gives 4 3 5 2 6 1 7 0. */
  public static int[] organPipe(int n) {
    int[] order = new int[n];
    int mid = n / 2;
    order[0] = mid;
    for (int k = 1; k < n; k++) {
      int step = (k + 1) / 2;
      order[k] = k % 2 == 1 ? mid - step : mid + step;
    }
    return order;
  }

  static String rank(int i) {
    return "r" + i;
  }

  static String file(int j) {
    return "c" + j;
  }

  static String sumDiagonal(int s) {
    return "a" + s;
  }

  static String differenceDiagonal(int d) {
    return "b" + d;
  }

  public Problem problem() {
    return problem;
  }

  public ExactCover exactCover() {
    return cover;
  }

  /** The square of option {@code option}. */
  public Square square(int option) {
    return squareOfOption.get(option);
  }

  /** The options of the queens already placed: forced before the search. */
  public int[] forcedOptions() {
    return forced.clone();
  }

  /**
   * The matrix to hand to a program that cannot force options, such as Knuth's DLX1 reading {@code nqueens export
   * --to dlx}: the options that share an item with a placed queen's option are dropped, so each placed queen's
   * option is the only one left on its rank and its file and every solution takes it. Its solutions are exactly
   * those of the problem (the counts agree; the nodes and updates do not, since the search now chooses the placed
   * queens instead of starting with them). With no queen placed it is {@link #exactCover()} itself.
   */
  public ExactCover standalone() {
    if (forced.length == 0) {
      return cover;
    }
    boolean[] taken = new boolean[cover.itemCount()];
    for (int option : forced) {
      for (int item : cover.option(option)) {
        taken[item] = true;
      }
    }
    ExactCover.Builder b = ExactCover.builder();
    for (int i = 0; i < cover.itemCount(); i++) {
      if (cover.isPrimary(i)) {
        b.primary(cover.itemName(i));
      } else {
        b.secondary(cover.itemName(i));
      }
    }
    java.util.Set<Integer> placed = new java.util.HashSet<>();
    for (int option : forced) {
      placed.add(option);
    }
    for (int k = 0; k < cover.optionCount(); k++) {
      boolean clashes = false;
      for (int item : cover.option(k)) {
        clashes |= taken[item];
      }
      if (!clashes || placed.contains(k)) {
        b.option(cover.optionText(k).split(" "));
      }
    }
    return b.build();
  }

  /** The option of the queen on {@code s}, or -1 when no queen may stand there. */
  public int optionOf(Square s) {
    return squareOfOption.indexOf(s);
  }
}
