package org.nqueenslab.dancinglinks;

import static org.nqueenslab.problem.LineSegments.Direction.ANTI_DIAGONAL;
import static org.nqueenslab.problem.LineSegments.Direction.DIAGONAL;
import static org.nqueenslab.problem.LineSegments.Direction.FILE;
import static org.nqueenslab.problem.LineSegments.Direction.RANK;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.nqueenslab.dlx.ExactCover;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.LineSegments.Direction;
import org.nqueenslab.problem.LineSegments.Segment;
import org.nqueenslab.problem.MiddleOut;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The queens problem as a generalized exact cover (TAOCP 7.2.2.1, Knuth's 8-queens example; DLX1,
 * and Algorithm M where the queen count needs multiplicities). The items are line segments ({@link
 * LineSegments}: each rank, file and diagonal cut at the pawns; without pawns a segment is a whole
 * line; holes do not cut lines, so a part of a split count, with more holes, has the items of the
 * whole problem); each square that can hold a queen is an option holding its segment of each
 * direction, {@code r<i> c<j> a<i+j> b<i-j>} ({@link SegmentNames}). A segment holds at most one
 * queen, and each queen takes one segment of each direction, so m queens need m segments in every
 * direction:
 *
 * <ul>
 *   <li>a direction with exactly m segments has a queen on each: its segments are plain primary
 *       items. That is the classic board (ranks and files, n each), the short side of a rectangle,
 *       every line of a torus, and the ranks and files of n + k queens with k pawns none of which
 *       stands on an edge (nine queens and one pawn on d4: 9 rank and 9 file segments). Ranks and
 *       files come first, in Knuth's organ-pipe order (middle first, alternating outward: the
 *       search then branches on the most constrained lines first);
 *   <li>a direction with more segments holds at most one queen per segment: secondary items,
 *       leaving out the segments of one square, which no queen can share (Knuth leaves out the
 *       corner diagonals so: 4n - 6 diagonals remain on the classic board), but for those that tell
 *       a square's option apart from another's (on a 1 x N board, the files);
 *   <li>a direction with fewer segments than m: no solution; the cover is one primary item {@code
 *       nofit} that no option holds;
 *   <li>when no direction has exactly m segments (fewer queens than lines, or pawns that make more
 *       segments than queens) the count needs Knuth's multiplicities: every rank segment and file
 *       segment is a primary item covered by a queen or by its "empty" option, and the items {@code
 *       r#} and {@code c#} take exactly S - m of those empty options for the S segments of their
 *       direction ({@link QueenCount#EMPTY_SEGMENTS}).
 * </ul>
 *
 * <p>Exact segments and empty segments rather than a per-line multiplicity or one count item: a
 * segment keeps DLX1's shortest-list choice (a segment with one square left places its queen at
 * once), where a line with slack has branching degree LEN + 1 and a count item sees only how many
 * options are left. The node counts measured for each way are on the documentation's decisions
 * page.
 *
 * <p>Options are listed rank by rank, each rank's squares middle file first, then the empty
 * options. The order of options cannot change a full search's nodes (branching looks only at list
 * lengths), but it decides which solution comes first: with files in plain order DLX needs over 40
 * million nodes to find a first solution for n = 64; middle files first, 121 (at most about 2,000
 * for every n up to 70). Holes have no option; queens already placed are options forced before the
 * search, and so is the empty option of a segment whose squares are all holes (so a part of a split
 * count, the segments it empties made holes, starts where the whole search left it).
 */
public final class QueensCover {
  /**
   * The note of a run whose stop check cut its encoding short ({@link #of(Problem, QueenCount,
   * BooleanSupplier)}).
   */
  static final String STOPPED = "stopped while encoding the exact cover";

  /** The name of the one item of a problem with too few segments in some direction. */
  static final String NO_FIT = "nofit";

  private final Problem problem;
  private final ExactCover cover;

  /** The square of each queen option; null for an empty option. */
  private final List<Square> squareOfOption;

  private final int[] forced;
  private final String encoding;

  private QueensCover(
      Problem problem,
      ExactCover cover,
      List<Square> squareOfOption,
      int[] forced,
      String encoding) {
    this.problem = problem;
    this.cover = cover;
    this.squareOfOption = squareOfOption;
    this.forced = forced;
    this.encoding = encoding;
  }

  /** Encodes the problem (every problem has an encoding). */
  public static QueensCover of(Problem p) {
    return of(p, QueenCount.EMPTY_SEGMENTS);
  }

  /**
   * Encodes the problem, saying "exactly m queens" as {@code counting} says when no direction does
   * it by itself.
   */
  static QueensCover of(Problem p, QueenCount counting) {
    return of(p, counting, () -> false);
  }

  /**
   * Encodes the problem as {@link #of(Problem, QueenCount)} does, asking {@code stop} after each
   * rank whether to go on: at n = 1024 the encoding takes about 2 s, which a time limit or Ctrl-C
   * must be able to cut short.
   *
   * @throws CancellationException when {@code stop} said so
   */
  static QueensCover of(Problem p, QueenCount counting, BooleanSupplier stop) {
    return new Encoder(p, counting, stop).build();
  }

  public Problem problem() {
    return problem;
  }

  public ExactCover exactCover() {
    return cover;
  }

  /**
   * One line: which items are primary and how the number of queens is held, for notes and exported
   * comments.
   */
  public String encoding() {
    return encoding;
  }

  /** True when the search needs Algorithm M (some item has a multiplicity). */
  public boolean needsMultiplicities() {
    return cover.hasMultiplicities();
  }

  /**
   * The square of option {@code option}, or null for an empty option (a segment left without a
   * queen).
   */
  public Square square(int option) {
    return squareOfOption.get(option);
  }

  /** The queens of a solution given as option numbers (empty options place none). */
  public List<Square> queens(int[] options) {
    List<Square> queens = new ArrayList<>(options.length);
    for (int option : options) {
      Square s = squareOfOption.get(option);
      if (s != null) {
        queens.add(s);
      }
    }
    return queens;
  }

  /**
   * The options forced before the search: the queens already placed, and the segments that can hold
   * none.
   */
  public int[] forcedOptions() {
    return forced.clone();
  }

  /** The option of the queen on {@code s}, or -1 when no queen may stand there. */
  public int optionOf(Square s) {
    return squareOfOption.indexOf(s);
  }

  /**
   * The matrix to hand to a program that cannot force options, such as Knuth's DLX1 or DLX3 reading
   * {@code nqueens export --to dlx}: the options that share an item of upper bound 1 with a forced
   * option are dropped, so each forced option is the only one left on one of its plain primary
   * items (every option has one: its rank segment or the segment of a direction with exactly m) and
   * every solution takes it. Its solutions are exactly those of the problem (the counts agree; the
   * nodes and updates do not, since the search now chooses the forced options instead of starting
   * with them). With nothing forced it is {@link #exactCover()} itself.
   */
  public ExactCover standalone() {
    if (forced.length == 0) {
      return cover;
    }
    boolean[] taken = new boolean[cover.itemCount()];
    Set<Integer> placed = new HashSet<>();
    for (int option : forced) {
      placed.add(option);
      for (int item : cover.option(option)) {
        taken[item] |= cover.upperBound(item) == 1;
      }
    }
    ExactCover.Builder b = ExactCover.builder();
    for (int i = 0; i < cover.itemCount(); i++) {
      if (cover.isPrimary(i)) {
        b.primary(cover.itemName(i), cover.lowerBound(i), cover.upperBound(i));
      } else {
        b.secondary(cover.itemName(i));
      }
    }
    // a forced option without a plain primary item of its own (a knight's or a king's, held only by
    // the count item q#) gets one, named after it, so that every solution takes it
    Map<Integer, String> own = new java.util.HashMap<>();
    for (int option : forced) {
      boolean hasPlain = false;
      for (int item : cover.option(option)) {
        hasPlain |= cover.isPrimary(item) && cover.upperBound(item) == 1;
      }
      if (!hasPlain && squareOfOption.get(option) != null) {
        String name = "f" + squareOfOption.get(option).name();
        b.primary(name);
        own.put(option, name);
      }
    }
    for (int k = 0; k < cover.optionCount(); k++) {
      boolean clashes = false;
      for (int item : cover.option(k)) {
        clashes |= taken[item];
      }
      if (!clashes || placed.contains(k)) {
        List<String> items = new ArrayList<>(List.of(cover.optionText(k).split(" ")));
        if (own.containsKey(k)) {
          items.add(own.get(k));
        }
        b.option(items);
      }
    }
    return b.build();
  }

  /**
   * Builds one problem's cover: decides each direction's part, then declares items and lists
   * options.
   */
  private static final class Encoder {
    /**
     * Ranks then files: the directions whose segments may stay empty (r# and c#) or have line
     * items.
     */
    private static final List<Direction> RANKS_FILES = List.of(RANK, FILE);

    /** Knuth's a (rank + file) then b (rank - file) lines. */
    private static final List<Direction> A_B = List.of(ANTI_DIAGONAL, DIAGONAL);

    /** The directions in item order, as in Knuth's r c a b. */
    private static final List<Direction> QUEEN_ORDER = List.of(RANK, FILE, ANTI_DIAGONAL, DIAGONAL);

    private static final Map<Direction, String> EMPTY_ITEM = Map.of(RANK, "r#", FILE, "c#");
    private static final String COUNT_ITEM = "q#";

    /** Said of an encoding that keeps one-square segments ({@link #naming}). */
    private static final String NAMING_NOTE =
        " (one-square segments kept where a square's option needs one to name it)";

    /**
     * The directions in the notes, named as the verifier names them (Knuth's a lines are the
     * anti-diagonals).
     */
    private static final Map<Direction, String> DIRECTION =
        Map.of(
            RANK, "ranks", FILE, "files", ANTI_DIAGONAL, "anti-diagonals", DIAGONAL, "diagonals");

    private final Problem p;

    /**
     * The piece's rider directions: the queen's in Knuth's order (r, c, a, b), then any other
     * rider's.
     */
    private final List<Direction> itemOrder;

    /**
     * The leapers' cliques (squares pairwise a leap apart: pairs, or the king's 2 x 2 blocks): a
     * secondary item each, in the options of its squares.
     */
    private final List<List<Square>> leaps;

    private final QueenCount counting;
    private final LineSegments segments;
    private final SegmentNames names;
    private final int m;

    /** Per direction: its segments are primary (exact, or with empty options), or secondary. */
    private final Set<Direction> primary = new java.util.HashSet<>();

    /** Ranks and files: their segments may stay empty, counted by r# and c#. */
    private boolean emptySegments;

    /** LINE_BOUNDS: a primary item per rank and file with a multiplicity. */
    private boolean lineBounds;

    /** LINE_BOUNDS and ONE_ITEM: the item q# [m, m] in every queen's option. */
    private boolean countItem;

    /**
     * One-square segments kept all the same: those of a square whose option would otherwise hold
     * one line or none, which it may share with other squares (every square of a 1 x N board would
     * be just {@code r0}), so that each square's option names it.
     */
    private final Set<Segment> naming = new HashSet<>();

    private final ExactCover.Builder b = ExactCover.builder();
    private final Set<String> declared = new HashSet<>();
    private final List<Square> squareOfOption = new ArrayList<>();
    private final List<Integer> forced = new ArrayList<>();

    private final BooleanSupplier stop;

    Encoder(Problem p, QueenCount counting, BooleanSupplier stop) {
      this.p = p;
      this.stop = stop;
      this.segments = LineSegments.of(p, stop);
      this.names = new SegmentNames(segments);
      this.m = p.queens();
      List<Direction> order = new ArrayList<>(QUEEN_ORDER);
      order.retainAll(segments.directions());
      segments.directions().stream().filter(d -> !order.contains(d)).forEach(order::add);
      this.itemOrder = List.copyOf(order);
      this.leaps = p.piece().leapers().isEmpty() ? List.of() : LeapPairs.cliques(p);
      // without the rook's lines the count cannot be held by rank and file segments: one item
      this.counting = p.piece().hasRookLines() ? counting : QueenCount.ONE_ITEM;
    }

    QueensCover build() {
      for (Direction d : itemOrder) {
        if (segments.count(d) < m) {
          return noFit(d);
        }
        if (counting != QueenCount.ONE_ITEM && segments.count(d) == m) {
          primary.add(d);
        }
      }
      findNamingSegments();
      String how;
      if (counting == QueenCount.ONE_ITEM) {
        countItem = true;
        how =
            "every segment secondary; "
                + COUNT_ITEM
                + " ["
                + m
                + ", "
                + m
                + "] in every "
                + p.piece().singular()
                + "'s option"
                + (leaps.isEmpty()
                    ? ""
                    : "; a secondary item per group of squares pairwise a leap apart")
                + (naming.isEmpty() ? "" : NAMING_NOTE);
      } else if (!primary.isEmpty()) {
        how = describeExact();
      } else if (counting == QueenCount.EMPTY_SEGMENTS) {
        emptySegments = true;
        primary.addAll(RANKS_FILES);
        how =
            "each rank and file segment holds a queen or stays empty; "
                + (segments.count(RANK) - m)
                + " of "
                + segments.count(RANK)
                + " rank segments ("
                + EMPTY_ITEM.get(RANK)
                + ") and "
                + (segments.count(FILE) - m)
                + " of "
                + segments.count(FILE)
                + " file segments ("
                + EMPTY_ITEM.get(FILE)
                + ") stay empty, so "
                + m
                + (m == 1 ? " queen" : " queens");
      } else {
        lineBounds = true;
        countItem = true;
        how = "rank and file items with multiplicities; " + COUNT_ITEM + " [" + m + ", " + m + "]";
      }
      declarePrimary();
      declareSecondary();
      listQueenOptions();
      if (emptySegments) {
        listEmptyOptions();
      }
      List<Integer> placed = new ArrayList<>();
      for (Square q : p.fixed()) {
        placed.add(squareOfOption.indexOf(q));
      }
      forced.addAll(0, placed); // the placed queens first, then the segments left empty
      ExactCover cover = b.build();
      return new QueensCover(
          p,
          cover,
          java.util.Collections.unmodifiableList(squareOfOption),
          forced.stream().mapToInt(Integer::intValue).toArray(),
          how + (cover.hasMultiplicities() ? " (multiplicities: Algorithm M)" : ""));
    }

    private String describeExact() {
      List<String> exact = new ArrayList<>();
      for (Direction d : itemOrder) {
        if (primary.contains(d)) {
          exact.add(directionName(d));
        }
      }
      return "primary: "
          + String.join(", ", exact)
          + " ("
          + m
          + (m == 1 ? " segment" : " segments")
          + " each, one queen on each); the other segments secondary (at most one queen), those"
          + " of one square left out"
          + (naming.isEmpty() ? "" : NAMING_NOTE);
    }

    private QueensCover noFit(Direction d) {
      b.primary(NO_FIT);
      String why =
          m
              + " queens need "
              + m
              + " segments in every direction, the "
              + directionName(d)
              + " have "
              + segments.count(d)
              + ": no solution (one item, "
              + NO_FIT
              + ", with no option)";
      return new QueensCover(p, b.build(), List.of(), new int[0], why);
    }

    /**
     * Ranks and files interleaved in organ-pipe order, then exact diagonals the same way, then the
     * count items.
     */
    private void declarePrimary() {
      interleave(RANK, FILE, true);
      interleave(ANTI_DIAGONAL, DIAGONAL, true);
      for (Direction d : otherRiders()) {
        segments.lines(d).forEach(line -> declareLine(d, line, true));
      }
      if (emptySegments) {
        for (Direction d : RANKS_FILES) {
          b.primary(EMPTY_ITEM.get(d), segments.count(d) - m, segments.count(d) - m);
        }
      }
      if (countItem) {
        b.primary(COUNT_ITEM, m, m);
      }
    }

    /**
     * The segments of two directions' lines, line k of each in turn, each direction in organ-pipe
     * order.
     */
    private void interleave(Direction d1, Direction d2, boolean primaryPass) {
      List<List<Segment>> lines1 = segments.lines(d1);
      List<List<Segment>> lines2 = segments.lines(d2);
      int[] order1 = MiddleOut.organPipe(lines1.size());
      int[] order2 = MiddleOut.organPipe(lines2.size());
      for (int k = 0; k < Math.max(order1.length, order2.length); k++) {
        if (k < order1.length) {
          declareLine(d1, lines1.get(order1[k]), primaryPass);
        }
        if (k < order2.length) {
          declareLine(d2, lines2.get(order2[k]), primaryPass);
        }
      }
    }

    private void declareLine(Direction d, List<Segment> line, boolean primaryPass) {
      if (lineBounds && RANKS_FILES.contains(d)) {
        declareLineBounds(d, line, primaryPass);
        return;
      }
      if (primary.contains(d) != primaryPass) {
        return;
      }
      for (Segment s : line) {
        if (primaryPass || s.squares().size() > 1 || naming.contains(s)) {
          declare(names.of(s), primaryPass);
        }
      }
    }

    /**
     * The one-square rank and file segments of each square whose option would hold one line or none
     * ({@link #naming}). Two squares share at most one line, so an option of two lines or more is
     * its square's alone.
     */
    private void stopIfAsked() {
      if (stop.getAsBoolean()) {
        throw new CancellationException("the exact cover's encoding was stopped");
      }
    }

    private void findNamingSegments() {
      if (primary.isEmpty() && counting != QueenCount.ONE_ITEM) {
        return; // empty segments or line bounds: ranks and files are items of every option
      }
      for (int i = 0; i < p.rows(); i++) {
        stopIfAsked();
        for (int j = 0; j < p.cols(); j++) {
          Square sq = new Square(i, j);
          if (!p.canHoldQueen(sq)) {
            continue;
          }
          List<Segment> oneSquare = new ArrayList<>(2);
          int lines = 0;
          for (Direction d : itemOrder) {
            Segment seg = segments.at(d, sq);
            if (primary.contains(d) || seg.squares().size() > 1) {
              lines++;
            } else if (RANKS_FILES.contains(d)) {
              oneSquare.add(seg);
            }
          }
          lines += leapsOf(sq).size();
          if (lines <= 1) {
            naming.addAll(oneSquare);
            if (oneSquare.isEmpty()) {
              namedSquares.add(sq); // no rank or file to name it: an item of its own
            }
          }
        }
      }
    }

    /**
     * LINE_BOUNDS: the line item [u, v] (primary pass), its segments secondary when it has several.
     */
    private void declareLineBounds(Direction d, List<Segment> line, boolean primaryPass) {
      if (line.isEmpty()) {
        return;
      }
      if (primaryPass) {
        String name = SegmentNames.line(line.get(0));
        int v = line.size();
        int u = Math.max(0, m - (segments.count(d) - v));
        b.primary(name, Math.min(u, v), v);
        declared.add(name);
      } else if (line.size() > 1) {
        for (Segment s : line) {
          if (s.squares().size() > 1) {
            declare(names.of(s), false);
          }
        }
      }
    }

    private void declare(String item, boolean isPrimary) {
      if (isPrimary) {
        b.primary(item);
      } else {
        b.secondary(item);
      }
      declared.add(item);
    }

    /** Ranks and files that are not primary in organ-pipe order, then diagonals by index. */
    private void declareSecondary() {
      for (Direction d : RANKS_FILES) {
        List<List<Segment>> lines = segments.lines(d);
        for (int k : MiddleOut.organPipe(lines.size())) {
          declareLine(d, lines.get(k), false);
        }
      }
      for (Direction d : A_B) {
        for (List<Segment> line : segments.lines(d)) {
          declareLine(d, line, false);
        }
      }
      for (Direction d : otherRiders()) {
        segments.lines(d).forEach(line -> declareLine(d, line, false));
      }
      for (int i = 0; i < leaps.size(); i++) {
        declare(leapItem(i), false);
      }
      for (Square sq : namedSquares) {
        declare(squareItem(sq), false);
      }
    }

    /** The rider directions after the queen's four (the nightrider's, for one). */
    private List<Direction> otherRiders() {
      return itemOrder.stream().filter(d -> !QUEEN_ORDER.contains(d)).toList();
    }

    /**
     * The item of the i-th group of squares pairwise a leap apart: {@code j} and i in base 36
     * ({@code j0}, {@code j1a}), short enough for Knuth's 8-character names on any board here.
     */
    private static String leapItem(int i) {
      return "j" + Integer.toString(i, 36);
    }

    /** The leap items of a square's option. */
    private List<String> leapsOf(Square s) {
      if (leapIndex == null) {
        leapIndex = new java.util.HashMap<>();
        for (int i = 0; i < leaps.size(); i++) {
          for (Square member : leaps.get(i)) {
            leapIndex.computeIfAbsent(member, k -> new ArrayList<>()).add(leapItem(i));
          }
        }
      }
      return leapIndex.getOrDefault(s, List.of());
    }

    private Map<Square, List<String>> leapIndex;

    /** The item of a square no line or leap names: {@code sa1} (a1 alone is an anti-diagonal). */
    private static String squareItem(Square s) {
      return "s" + s.name();
    }

    /** Squares that no line or leap names: a one-square secondary item each. */
    private final Set<Square> namedSquares = new java.util.LinkedHashSet<>();

    /** "ranks", "diagonals", or a rider's lines by step. */
    private static String directionName(Direction d) {
      String name = DIRECTION.get(d);
      return name != null ? name : "lines of step (" + d.dRank() + ", " + d.dFile() + ")";
    }

    /** One option per square that can hold a queen, rank by rank, middle file first. */
    private void listQueenOptions() {
      int[] files = MiddleOut.organPipe(p.cols());
      for (int i = 0; i < p.rows(); i++) {
        stopIfAsked();
        for (int j : files) {
          Square s = new Square(i, j);
          if (!p.canHoldQueen(s)) {
            continue;
          }
          List<String> items = new ArrayList<>(6);
          for (Direction d : itemOrder) {
            Segment seg = segments.at(d, s);
            if (lineBounds && RANKS_FILES.contains(d)) {
              items.add(SegmentNames.line(seg));
            }
            String name = names.of(seg);
            if (declared.contains(name) && !items.contains(name)) {
              items.add(name);
            }
          }
          items.addAll(leapsOf(s));
          if (namedSquares.contains(s)) {
            items.add(squareItem(s));
          }
          if (countItem) {
            items.add(COUNT_ITEM);
          }
          b.option(items);
          squareOfOption.add(s);
        }
      }
    }

    /**
     * The empty option of each rank and file segment, in item order; a segment none of whose
     * squares can hold a queen is left empty before the search (its empty option forced).
     */
    private void listEmptyOptions() {
      for (Direction d : RANKS_FILES) {
        List<List<Segment>> lines = segments.lines(d);
        for (int k : MiddleOut.organPipe(lines.size())) {
          for (Segment s : lines.get(k)) {
            b.option(names.of(s), EMPTY_ITEM.get(d));
            squareOfOption.add(null);
            if (s.queenSquares().isEmpty()) {
              forced.add(squareOfOption.size() - 1);
            }
          }
        }
      }
    }
  }
}
