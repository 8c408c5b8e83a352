package org.nqueenslab.problem;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;

/**
 * The line segments of a problem (issue 7: "each rank, file and diagonal cut by pawns into
 * segments"): every rank, file, diagonal and anti-diagonal cut at its pawns into maximal runs of
 * pawn-free squares. On a torus the lines are cycles, so a segment may wrap round the edge, and a
 * line without a pawn is one cyclic segment. Two queens attack each other exactly when they stand
 * in one segment (the {@link Verifier}'s walk, stated as sets), so "at most one queen per segment"
 * is the whole attack rule, which is what the constraint models and the exact cover state. Holes do
 * not cut lines (attacks pass over them), so the segments depend only on the board and its pawns;
 * each segment also lists which of its squares can hold a queen.
 */
public final class LineSegments {

  /**
   * A direction of attack: a rider's step ({@link Piece#riders}), the same both ways. A line is
   * numbered by its {@link #index}, the quantity its step leaves unchanged: for the queen's four,
   * its rank, its file, rank - file for a diagonal (a1-h8) or rank + file for an anti-diagonal
   * (a8-h1), 0-based, and mod n on a torus; for a nightrider's step (1, 2), 2 rank - file.
   */
  public record Direction(int dRank, int dFile) {
    public static final Direction RANK = new Direction(0, 1);
    public static final Direction FILE = new Direction(1, 0);
    public static final Direction DIAGONAL = new Direction(1, 1);
    public static final Direction ANTI_DIAGONAL = new Direction(1, -1);

    /** The direction of a rider's step. */
    public static Direction of(Piece.Step step) {
      return new Direction(step.dRank(), step.dFile());
    }

    /** The weight of the rank in the index: the first non-zero weight is positive. */
    private int rankWeight() {
      return dFile != 0 ? Integer.signum(dFile) * dFile : 0;
    }

    private int fileWeight() {
      return dFile != 0 ? -Integer.signum(dFile) * dRank : 1;
    }

    /** The index of this direction's line through {@code s} on the board of {@code p}. */
    public int index(Problem p, Square s) {
      int index = rankWeight() * s.rank() + fileWeight() * s.file();
      return p.torus() ? Math.floorMod(index, p.rows()) : index;
    }

    /** The lowest line index: 0, or 1 - files for the diagonals of a plain board. */
    private int lowest(Problem p) {
      return p.torus()
          ? 0
          : Math.min(0, rankWeight() * (p.rows() - 1)) + Math.min(0, fileWeight() * (p.cols() - 1));
    }

    private int lineCount(Problem p) {
      if (p.torus()) {
        return p.rows();
      }
      return Math.abs(rankWeight()) * (p.rows() - 1) + Math.abs(fileWeight()) * (p.cols() - 1) + 1;
    }
  }

  /**
   * One segment: its direction, its line's {@link Direction#index}, its squares in order along the
   * line (pawns cut it, holes stay in it, so it is never empty) and those of them that can hold a
   * queen (possibly none; queens already placed included).
   */
  public record Segment(
      Direction direction, int line, List<Square> squares, List<Square> queenSquares) {
    public Segment {
      squares = List.copyOf(squares);
      queenSquares = List.copyOf(queenSquares);
    }
  }

  /**
   * Per direction, its lines in index order, each the list of its segments along it (none when all
   * pawns).
   */
  private final Map<Direction, List<List<Segment>>> lines = new LinkedHashMap<>();

  /** The piece's rider directions, in the order of {@link Piece#riders}. */
  private final List<Direction> directions;

  private final List<Segment> all = new ArrayList<>();

  /**
   * The segment of each square in each direction, by direction ordinal, rank and file; null on a
   * pawn.
   */
  private final Segment[][][] segmentAt;

  private LineSegments(Problem p, BooleanSupplier stop) {
    directions =
        p.kinds().stream()
            .flatMap(k -> k.piece().riders().stream())
            .map(Direction::of)
            .distinct()
            .toList();
    segmentAt = new Segment[directions.size()][p.rows()][p.cols()];
    for (int di = 0; di < directions.size(); di++) {
      Direction d = directions.get(di);
      int dIndex = di;
      List<List<Square>> squares = new ArrayList<>();
      for (int k = 0; k < d.lineCount(p); k++) {
        squares.add(new ArrayList<>());
      }
      // rank by rank, file by file: each line's squares come in order along it, a torus diagonal's
      // from rank 1
      for (int r = 0; r < p.rows(); r++) {
        stopIfAsked(stop);
        for (int f = 0; f < p.cols(); f++) {
          Square s = new Square(r, f);
          squares.get(d.index(p, s) - d.lowest(p)).add(s);
        }
      }
      if (p.torus() && d.dRank() > 1) {
        // a step of two or more ranks visits a torus line out of rank order: put it in step order
        squares.replaceAll(line -> alongTheStep(p, d, line));
      }
      List<List<Segment>> byLine = new ArrayList<>();
      for (int k = 0; k < squares.size(); k++) {
        stopIfAsked(stop);
        List<Segment> segments = cut(p, d, k + d.lowest(p), squares.get(k));
        byLine.add(List.copyOf(segments));
        for (Segment segment : segments) {
          segment.squares().forEach(s -> segmentAt[dIndex][s.rank()][s.file()] = segment);
        }
      }
      lines.put(d, List.copyOf(byLine));
      // all() lists the lines by their first square, the order the constraint models have always
      // posted them in:
      // CP-SAT's search depends on the order of constraints (in index order its branches and
      // conflicts change)
      IntStream.range(0, squares.size())
          .filter(k -> !squares.get(k).isEmpty()) // a rider's step may leave a line number unused
          .boxed()
          .sorted(Comparator.comparing(k -> squares.get(k).get(0)))
          .forEach(k -> all.addAll(byLine.get(k)));
    }
  }

  /**
   * The segments of the problem's board and pawns, with the squares of each that can hold a queen.
   */
  public static LineSegments of(Problem p) {
    return new LineSegments(p, () -> false);
  }

  /**
   * The segments as {@link #of(Problem)} makes them, asking {@code stop} after each rank and line
   * whether to go on (a board of 1024 x 1024 takes about half a second).
   *
   * @throws CancellationException when {@code stop} said so
   */
  public static LineSegments of(Problem p, BooleanSupplier stop) {
    return new LineSegments(p, stop);
  }

  private static void stopIfAsked(BooleanSupplier stop) {
    if (stop.getAsBoolean()) {
      throw new CancellationException("the board's line segments were stopped");
    }
  }

  /**
   * Every segment, direction by direction, each direction's lines by their first square (from a1,
   * rank by rank).
   */
  public List<Segment> all() {
    return Collections.unmodifiableList(all);
  }

  /**
   * The lines of direction {@code d} in index order, each the list of its segments along it; empty
   * for all pawns.
   */
  public List<List<Segment>> lines(Direction d) {
    return lines.getOrDefault(d, List.of());
  }

  /**
   * The rider directions of the problem's piece: rank, file, diagonal, anti-diagonal for a queen.
   */
  public List<Direction> directions() {
    return directions;
  }

  /** The squares of a torus line in the order its step visits them, from its first square. */
  private static List<Square> alongTheStep(Problem p, Direction d, List<Square> line) {
    if (line.isEmpty()) {
      return line;
    }
    List<Square> ordered = new ArrayList<>(line.size());
    Square s = line.get(0);
    do {
      ordered.add(s);
      s =
          new Square(
              Math.floorMod(s.rank() + d.dRank(), p.rows()),
              Math.floorMod(s.file() + d.dFile(), p.cols()));
    } while (!s.equals(line.get(0)));
    return ordered;
  }

  /** How many segments direction {@code d} has: the most queens it can hold. */
  public int count(Direction d) {
    return lines(d).stream().mapToInt(List::size).sum();
  }

  /**
   * The segment of direction {@code d} through {@code s} (a hole too), as found in {@link #lines};
   * null on a pawn.
   */
  public Segment at(Direction d, Square s) {
    int k = directions.indexOf(d);
    return k < 0 ? null : segmentAt[k][s.rank()][s.file()];
  }

  /**
   * Cuts a line at its pawns. A torus line is a cycle: it is read from the square after its first
   * pawn, so the run that crosses the edge stays whole; with no pawn it is one segment.
   */
  private static List<Segment> cut(Problem p, Direction d, int index, List<Square> line) {
    int start = 0;
    if (p.torus()) {
      for (int i = 0; i < line.size(); i++) {
        if (p.pawns().contains(line.get(i))) {
          start = i + 1;
          break;
        }
      }
    }
    List<Segment> segments = new ArrayList<>();
    List<Square> run = new ArrayList<>();
    for (int k = 0; k < line.size(); k++) {
      Square s = line.get((start + k) % line.size());
      if (!p.pawns().contains(s)) {
        run.add(s);
      } else if (!run.isEmpty()) {
        segments.add(segment(p, d, index, run));
        run = new ArrayList<>();
      }
    }
    if (!run.isEmpty()) {
      segments.add(segment(p, d, index, run));
    }
    return segments;
  }

  private static Segment segment(Problem p, Direction d, int index, List<Square> run) {
    return new Segment(d, index, run, run.stream().filter(p::canHoldQueen).toList());
  }
}
