package org.nqueenslab.trace;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * A traced board: its size and the squares that show something ({@link Role}); every other square
 * is empty. Unlike the one-file-per-rank array of the row-by-row searches it can hold pawns, holes,
 * several queens on a rank, queens placed in advance, pruned squares and conflicted queens.
 */
public record TraceBoard(int rows, int cols, SortedMap<Square, Role> squares) {

  public TraceBoard {
    squares = Collections.unmodifiableSortedMap(new TreeMap<>(squares));
  }

  /**
   * An n x n board with the queen of each rank at {@code files[rank]} ({@link TraceEvent#EMPTY}).
   */
  public static TraceBoard ofFiles(int[] files) {
    return ofFiles(files.length, files);
  }

  /** A board of {@code cols} files with the queen of each rank at {@code files[rank]}, if any. */
  public static TraceBoard ofFiles(int cols, int[] files) {
    TreeMap<Square, Role> map = new TreeMap<>();
    for (int rank = 0; rank < files.length; rank++) {
      if (files[rank] != TraceEvent.EMPTY) {
        map.put(new Square(rank, files[rank]), Role.QUEEN);
      }
    }
    return new TraceBoard(files.length, files.length, map);
  }

  /** The problem's board: its pawns, holes and queens placed in advance, no queen of the search. */
  public static TraceBoard of(Problem problem) {
    TreeMap<Square, Role> map = new TreeMap<>();
    problem.pawns().forEach(s -> map.put(s, Role.PAWN));
    problem.holes().forEach(s -> map.put(s, Role.HOLE));
    problem.fixed().forEach(s -> map.put(s, Role.FIXED));
    return new TraceBoard(problem.rows(), problem.cols(), map);
  }

  /**
   * The problem's board with the search's queens on it (a queen placed in advance keeps its role).
   */
  public static TraceBoard of(Problem problem, Collection<Square> queens) {
    return of(problem).with(queens, Role.QUEEN);
  }

  /**
   * This board with {@code role} on each square; a queen's role is never replaced by a mark
   * (pruned, attacked), nor a pawn's or a hole's.
   */
  public TraceBoard with(Collection<Square> marked, Role role) {
    TreeMap<Square, Role> map = new TreeMap<>(squares);
    for (Square s : marked) {
      Role old = map.get(s);
      boolean keep =
          old != null
              && (old == Role.FIXED
                  || old == Role.PAWN
                  || old == Role.HOLE
                  || (old.isQueen() && !role.isQueen()));
      if (!keep) {
        map.put(s, role);
      }
    }
    return new TraceBoard(rows, cols, map);
  }

  /** The role of a square, null when it is empty. */
  public Role at(Square s) {
    return squares.get(s);
  }

  /** Every square holding a queen of any kind, bottom rank first. */
  public List<Square> queens() {
    return squares.entrySet().stream()
        .filter(e -> e.getValue().isQueen())
        .map(e -> e.getKey())
        .toList();
  }

  /** The squares with the given role, bottom rank first. */
  public List<Square> withRole(Role role) {
    return squares.entrySet().stream()
        .filter(e -> e.getValue() == role)
        .map(e -> e.getKey())
        .toList();
  }
}
