package org.nqueenslab.bitmask;

import java.util.List;
import org.nqueenslab.engine.Budget;

/**
 * Counts the solutions of the classic board that have a given {@link BorderConstellation}, sorted
 * by orbit size: the border queens are placed first, then the inner board is searched branching on
 * the most constrained line.
 *
 * <p>Why not rank by rank: with the four border lines filled, as many files are free as ranks, so
 * the inner board is a tight permutation problem, and a rank-by-rank search (which cannot see that
 * a later rank or a file has no square left) explores dead subtrees several ranks deep. Here every
 * node looks at every free rank and file, as Knuth's Algorithm X picks the item with the fewest
 * options (TAOCP 7.2.2.1, the "minimum remaining values" heuristic): a line with no square left
 * ends the branch at once, a line with one square is filled without a choice, otherwise the search
 * branches on the line with the fewest squares. For n = 16 that is about 49 million nodes against
 * 340 million for the rank-by-rank search of the same constellations, at about two and a half times
 * the cost per node. The masks are not shifted rank by rank: diagonals are bit sets indexed by rank
 * + file and by file - rank (mod 64), so any rank's open files are {@code ~(col | sum >>> rank |
 * rotateLeft(diff, rank))}, and a file's open ranks the same way. The files taken carry every bit
 * from n up, so no mask of the board is needed: the scan of the free ranks then holds all it reads
 * in registers (the decisions page has the measurements).
 *
 * <p>When no symmetry fixes the constellation, every solution it has is the only one of its orbit
 * with that constellation, and its orbit has 8 members: the count needs no look at the solutions.
 * When some symmetry fixes it, each solution is compared with its images under those symmetries
 * only (Rolfe's lexicographic check), kept when it is the smallest, and weighed by its orbit size.
 */
final class ConstellationCounter extends ClassCounter {
  /**
   * Branches between two looks at the budget. Few enough that the look happens while the compiler
   * profiles the search (at 4,096 it often had not, and the compiled search was thrown away at its
   * first look: decisions page); a look costs two volatile reads, and a clock read under a limit.
   */
  private static final int CHECK_INTERVAL = 1 << 8;

  private final int n;
  private final int last;
  private final long board;
  private final Budget budget;
  private final List<BorderConstellation> constellations;
  private final int[] files;
  private final int[] inverse;
  private int stabilizer;
  private int untilCheck = CHECK_INTERVAL;

  /** A counter of the given constellations, which are its units of work by index. */
  ConstellationCounter(int n, Budget budget, List<BorderConstellation> constellations) {
    if (n < 4 || n > ParallelClassCount.MAX_N) {
      throw new IllegalArgumentException(
          "the constellation counter handles 4 <= n <= " + ParallelClassCount.MAX_N + ", got " + n);
    }
    this.n = n;
    this.last = n - 1;
    this.board = (1L << n) - 1;
    this.budget = budget;
    this.constellations = constellations;
    this.files = new int[n];
    this.inverse = new int[n];
  }

  @Override
  ClassCounter another() {
    return new ConstellationCounter(n, budget, constellations);
  }

  @Override
  void count(int unit) {
    count(constellations.get(unit));
  }

  /** Adds the solutions with constellation {@code c} to {@link #classes}. */
  void count(BorderConstellation c) {
    stabilizer = c.stabilizer();
    c.placeBorder(files);
    BorderConstellation.Inside in = c.inside();
    if (in.ranks() == 0) {
      nodes++;
      classify(stabilizer, files, inverse); // n = 4: the border queens are the whole solution
      return;
    }
    // search()'s layout: the files beyond the board taken, diagonals by difference mod 64
    long col = in.col() | ~board;
    long diff = rotated(in.diff());
    long diffT = rotated(in.diffT());
    if (stabilizer == 0) {
      classes[8] += search(in.ranks(), col, in.sum(), diff, diffT);
    } else {
      search(in.ranks(), col, in.sum(), diff, diffT); // classifies each solution at its leaf
    }
  }

  /**
   * Solutions with the free {@code ranks} still to fill. When the constellation has symmetries,
   * each solution is classified at its leaf and 0 is returned.
   *
   * <p>Written for the branch predictor as much as for the node count, since a node's time goes
   * mostly to branches no predictor can guess: the line with the fewest squares is a running
   * minimum of (squares, line) keys, not an if per line (only a rank with no square left stops the
   * scan at once), and a forced queen (a rank with one square, or a file only one rank can take) is
   * placed by going round the loop, not by a call. A branch searches every square of its line but
   * the last by a call and the last one in this frame, as a forced queen is (most branches have two
   * squares, so this halves the calls). What each change saved, and what was tried and not kept:
   * the documentation's decisions page.
   */
  private long search(long ranks, long col, long sum, long diff, long diffT) {
    long acc =
        0; // solutions of the children already searched; the last child continues in this frame
    while (true) {
      if (ranks == 0) {
        if (stabilizer == 0) {
          return acc + 1;
        }
        classify(stabilizer, files, inverse);
        return acc;
      }
      if (stabilizer == 0 && Long.bitCount(ranks) == 2) {
        return acc + lastTwo(ranks, col, sum, diff);
      }
      long reachable = 0; // the free files some rank can still take
      long twice = 0; // the free files two ranks or more can still take
      int fewestKey = Integer.MAX_VALUE; // squares << 6 | rank, smallest over the free ranks
      for (long rs = ranks; rs != 0; rs &= rs - 1) {
        int r = Long.numberOfTrailingZeros(rs);
        long open = ~(col | sum >>> r | Long.rotateLeft(diff, r));
        if (open == 0) {
          return acc; // a rank with no square left: the rest of the scan cannot matter
        }
        twice |= reachable & open;
        reachable |= open;
        fewestKey = Math.min(fewestKey, Long.bitCount(open) << 6 | r);
      }
      int fewest = fewestKey >>> 6;
      if (reachable != ~col) {
        return acc; // a file with no square left
      }
      int r;
      int f;
      long once = reachable & ~twice;
      if (fewest == 1) {
        r = fewestKey & 63;
        f = Long.numberOfTrailingZeros(~(col | sum >>> r | Long.rotateLeft(diff, r)));
        nodes++;
      } else if (once != 0) {
        // a file only one rank can take (a "hidden single"): place it without scanning the files
        f = Long.numberOfTrailingZeros(once);
        r = Long.numberOfTrailingZeros(ranks & ~(sum >>> f) & ~Long.rotateLeft(diffT, f));
        nodes++;
      } else {
        // branch: every square of the chosen line but the last is searched by a call, the last
        // continues here
        if (--untilCheck == 0 && check()) {
          return acc;
        }
        long line = branchLine(fewestKey, ranks, col, sum, diff, diffT);
        boolean onFile = line < 0;
        int fixed = (int) (line >>> 32) & 63; // the chosen rank, or file
        long squares = line & 0xFFFFFFFFL; // its open files, or ranks
        nodes += Long.bitCount(squares);
        while (true) {
          int k = Long.numberOfTrailingZeros(squares);
          squares &= squares - 1;
          r = onFile ? k : fixed;
          f = onFile ? fixed : k;
          if (squares == 0) {
            break;
          }
          if (stabilizer != 0) {
            files[r] = f;
          }
          acc +=
              search(
                  ranks & ~(1L << r),
                  col | 1L << f,
                  sum | 1L << (r + f),
                  diff | 1L << (f - r),
                  diffT | 1L << (r - f));
        }
      }
      if (stabilizer != 0) {
        files[r] = f; // read only by the leaf check of a constellation with symmetries
      }
      ranks &= ~(1L << r);
      col |= 1L << f;
      sum |= 1L << (r + f);
      diff |= 1L << (f - r);
      diffT |= 1L << (r - f);
    }
  }

  /**
   * The line to branch on: the rank of {@code fewestKey}, whose squares are two or more, as (rank
   * << 32 | its open files), or a file with fewer squares as (file << 32 | its open ranks) with the
   * sign bit set. Files are scanned only when every rank has three squares or more, since every
   * free file has two or more (a file with one would have been placed as a hidden single).
   */
  long branchLine(int fewestKey, long ranks, long col, long sum, long diff, long diffT) {
    int fewest = fewestKey >>> 6;
    if (fewest > 2) {
      int fileKey = Integer.MAX_VALUE;
      for (long cs = ~col; cs != 0; cs &= cs - 1) {
        int f = Long.numberOfTrailingZeros(cs);
        fileKey =
            Math.min(
                fileKey, Long.bitCount(ranks & ~(sum >>> f) & ~Long.rotateLeft(diffT, f)) << 6 | f);
      }
      if (fileKey >>> 6 < fewest) {
        int f = fileKey & 63;
        return Long.MIN_VALUE
            | (long) f << 32
            | (ranks & ~(sum >>> f) & ~Long.rotateLeft(diffT, f));
      }
    }
    int r = fewestKey & 63;
    return (long) r << 32 | ~(col | sum >>> r | Long.rotateLeft(diff, r));
  }

  /**
   * The last two ranks, whose two free files can be taken in two ways: both or neither put the two
   * queens on one diagonal (the rank distance equals the file distance either way), so no search is
   * needed. Adds the nodes a search of the two ranks would count ({@link ConstellationEstimate}
   * reads them here too).
   */
  long lastTwo(long ranks, long col, long sum, long diff) {
    int r1 = Long.numberOfTrailingZeros(ranks);
    int r2 = 63 - Long.numberOfLeadingZeros(ranks);
    long freeFiles = ~col;
    long f1 = freeFiles & -freeFiles;
    long f2 = freeFiles ^ f1;
    long open1 = ~(sum >>> r1 | Long.rotateLeft(diff, r1)) & freeFiles;
    long open2 = ~(sum >>> r2 | Long.rotateLeft(diff, r2)) & freeFiles;
    nodes += Long.bitCount(open1);
    if (r2 - r1 == Long.numberOfTrailingZeros(f2) - Long.numberOfTrailingZeros(f1)) {
      return 0;
    }
    long ways =
        ((open1 & f1) != 0 && (open2 & f2) != 0 ? 1 : 0)
            + ((open1 & f2) != 0 && (open2 & f1) != 0 ? 1 : 0);
    nodes += ways;
    return ways;
  }

  /**
   * Diagonals indexed by a difference + n - 1 as {@link BorderConstellation.Inside} has them,
   * re-indexed by the difference mod 64.
   */
  private long rotated(long diagonals) {
    return Long.rotateRight(diagonals, last);
  }

  /**
   * Looks at the budget ({@link #mustStop}); once it has run out, every later branch stops at once,
   * so the search unwinds quickly.
   */
  private boolean check() {
    untilCheck = CHECK_INTERVAL;
    if (mustStop(budget)) {
      untilCheck = 1;
      return true;
    }
    return false;
  }
}
