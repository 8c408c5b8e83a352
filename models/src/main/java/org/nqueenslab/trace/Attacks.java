package org.nqueenslab.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;

/**
 * Names what attacks a square, for reject reasons ("file taken by c1; diagonal taken by a3") and
 * the structured attacks of the JSON trace. Computed from the board alone, so any engine's trace
 * explains itself the same way.
 */
public final class Attacks {

  private Attacks() {}

  /**
   * Every line through {@code square} that a queen on {@code board} (at most one queen per rank)
   * already holds: file, diagonal, anti-diagonal; and rank, for engines that test a square on a
   * rank that already has a queen. One attack per line, the lowest queen on it.
   */
  public static List<Attack> on(int[] board, Square square) {
    int rank = square.rank();
    int file = square.file();
    List<Attack> attacks = new ArrayList<>();
    if (board[rank] != TraceEvent.EMPTY && board[rank] != file) {
      attacks.add(new Attack(new Square(rank, board[rank]), square, "rank"));
    }
    for (String line : new String[] {"file", "diagonal", "anti-diagonal"}) {
      for (int r = 0; r < board.length; r++) {
        int f = board[r];
        if (r == rank || f == TraceEvent.EMPTY) {
          continue;
        }
        boolean holds =
            switch (line) {
              case "file" -> f == file;
              case "diagonal" -> f - r == file - rank;
              default -> f + r == file + rank;
            };
        if (holds) {
          attacks.add(new Attack(new Square(r, f), square, line));
          break;
        }
      }
    }
    return attacks;
  }

  /** {@link #on} as one reason, "file taken by c1; diagonal taken by a3"; null when none. */
  public static String reason(int[] board, Square square) {
    return reason(on(board, square));
  }

  /** The attacks as one reason; null when there are none. */
  public static String reason(List<Attack> attacks) {
    return attacks.isEmpty()
        ? null
        : String.join("; ", attacks.stream().map(Attack::takenBy).toList());
  }

  /**
   * Every queen of {@code queens} that attacks {@code target} on the problem's board (a torus
   * wraps): without pawns by the squares' coordinates, with pawns (which block) by {@link
   * Verifier#attackLine}.
   */
  public static List<Attack> on(Problem problem, Collection<Square> queens, Square target) {
    List<Attack> attacks = new ArrayList<>();
    for (Square q : queens) {
      if (!q.equals(target)) {
        String line = line(problem, q, target);
        if (line != null) {
          attacks.add(new Attack(q, target, line));
        }
      }
    }
    return attacks;
  }

  /**
   * Every pair of {@code queens} that attack each other, each pair once (lower queen first).
   * Without pawns the queens are grouped by line first, so a local search's large boards cost O(n)
   * a step plus the pairs found; with pawns every pair is walked ({@link Verifier#attackLine}).
   */
  public static List<Attack> among(Problem problem, Collection<Square> queens) {
    Square[] all = queens.toArray(new Square[0]);
    Arrays.sort(all);
    List<Attack> attacks = new ArrayList<>();
    if (!problem.pawns().isEmpty()) {
      for (int i = 0; i < all.length; i++) {
        for (int j = i + 1; j < all.length; j++) {
          String line = line(problem, all[i], all[j]);
          if (line != null) {
            attacks.add(new Attack(all[i], all[j], line));
          }
        }
      }
      return attacks;
    }
    int n = problem.rows();
    Map<String, List<Square>> byLine = new LinkedHashMap<>();
    for (Square q : all) {
      int diagonal = q.rank() - q.file();
      int anti = q.rank() + q.file();
      if (problem.torus()) {
        diagonal = Math.floorMod(diagonal, n);
        anti = Math.floorMod(anti, n);
      }
      byLine.computeIfAbsent("rank " + q.rank(), k -> new ArrayList<>()).add(q);
      byLine.computeIfAbsent("file " + q.file(), k -> new ArrayList<>()).add(q);
      byLine.computeIfAbsent("diagonal " + diagonal, k -> new ArrayList<>()).add(q);
      byLine.computeIfAbsent("anti-diagonal " + anti, k -> new ArrayList<>()).add(q);
    }
    for (Map.Entry<String, List<Square>> e : byLine.entrySet()) {
      List<Square> on = e.getValue();
      String line = e.getKey().substring(0, e.getKey().indexOf(' '));
      for (int i = 0; i < on.size(); i++) {
        for (int j = i + 1; j < on.size(); j++) {
          attacks.add(new Attack(on.get(i), on.get(j), line));
        }
      }
    }
    attacks.sort(java.util.Comparator.comparing(Attack::queen).thenComparing(Attack::target));
    return attacks;
  }

  /** The line along which {@code a} attacks {@code b} ("rank", "file"...), or null. */
  private static String line(Problem problem, Square a, Square b) {
    if (problem.pawns().isEmpty()) {
      return openLine(problem, a, b);
    }
    return article(
        Verifier.attackLine(
            problem.rows(), problem.cols(), problem.torus(), problem.pawns(), a, b));
  }

  /** The line two squares share on a board without pawns (wrapping on a torus), or null. */
  private static String openLine(Problem problem, Square a, Square b) {
    int dr = b.rank() - a.rank();
    int df = b.file() - a.file();
    int n = problem.rows();
    if (dr == 0) {
      return "rank";
    }
    if (df == 0) {
      return "file";
    }
    if (problem.torus()) {
      return Math.floorMod(dr - df, n) == 0
          ? "diagonal"
          : Math.floorMod(dr + df, n) == 0 ? "anti-diagonal" : null;
    }
    return dr == df ? "diagonal" : dr == -df ? "anti-diagonal" : null;
  }

  /** "a diagonal" as "diagonal"; null stays null. */
  private static String article(String line) {
    return line == null ? null : line.substring(line.indexOf(' ') + 1);
  }
}
