package org.nqueenslab.problem;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The plain-text board format: one line per rank, top rank first, one character per square: {@code
 * .} empty, {@code Q} queen (or the piece) already placed, {@code P} pawn, {@code #} hole. An
 * optional first line {@code nqueens [torus] [queens=M] [piece=NAME]} says the board is toroidal,
 * how many pieces to place (default min(rows, cols)) and which ({@link Piece#parse}: queen by
 * default), or {@code pieces=4Q,4N} several kinds at once ({@link PieceCount}). Lines starting with
 * {@code ;} are comments; spaces between squares are ignored. {@link #print} writes the canonical
 * form (no comments, no spaces, the header only when needed) and {@code parse(print(p))} equals
 * {@code p}.
 */
public final class BoardFormat {
  public static final char EMPTY = '.';
  public static final char QUEEN = 'Q';
  public static final char PAWN = 'P';
  public static final char HOLE = '#';
  private static final String HEADER = "nqueens";

  private BoardFormat() {}

  /** Reads a board; {@code source} names it in error messages (a file name, or "board"). */
  public static Problem parse(String text, String source) {
    List<String> ranks = new ArrayList<>();
    List<Integer> lineNumbers = new ArrayList<>();
    boolean torus = false;
    Integer queens = null;
    Piece piece = null;
    List<PieceCount> mix = null;
    // a byte-order mark some editors put first is not a square
    String[] lines = (text.startsWith("\uFEFF") ? text.substring(1) : text).split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith(";")) {
        continue;
      }
      if (line.toLowerCase(Locale.ROOT).startsWith(HEADER)) {
        if (!ranks.isEmpty()) {
          throw error(source, i + 1, "the 'nqueens' header must come before the first rank");
        }
        Set<String> seen = new HashSet<>();
        for (String word : line.substring(HEADER.length()).trim().split("\\s+")) {
          String w = word.toLowerCase(Locale.ROOT);
          if (w.isEmpty()) {
            continue;
          } else if (!seen.add(w.contains("=") ? w.substring(0, w.indexOf('=')) : w)) {
            throw error(source, i + 1, "the header gives '" + word + "' twice: give it once");
          } else if (w.equals("torus")) {
            torus = true;
          } else if (w.startsWith("queens=")) {
            queens = parseQueens(source, i + 1, word.substring("queens=".length()));
          } else if (w.startsWith("pieces=")) {
            try {
              mix = PieceCount.parseAll(word.substring("pieces=".length()));
            } catch (BadInputException e) {
              throw error(source, i + 1, e.getMessage());
            }
          } else if (w.startsWith("piece=")) {
            try {
              piece = Piece.parse(word.substring("piece=".length()));
            } catch (BadInputException e) {
              throw error(source, i + 1, e.getMessage());
            }
          } else {
            throw error(
                source,
                i + 1,
                "unknown header word '" + word + "': use 'torus', 'queens=M' or 'piece=NAME'");
          }
        }
        continue;
      }
      if (line.matches("[A-Za-z]{2,}.*") && !line.matches("[.QqPp#\\s]+")) {
        throw error(
            source,
            i + 1,
            "'"
                + line.split("\\s+")[0]
                + "' is neither a rank (. Q P #) nor the header line 'nqueens [torus] [queens=M]'");
      }
      ranks.add(line.replaceAll("\\s+", ""));
      lineNumbers.add(i + 1);
    }
    if (ranks.isEmpty()) {
      throw new BadInputException(source + ": no board: write one line per rank using . Q P #");
    }
    int rows = ranks.size();
    int cols = ranks.get(0).length();
    List<Square> pawns = new ArrayList<>();
    List<Square> holes = new ArrayList<>();
    List<Square> fixed = new ArrayList<>();
    for (int k = 0; k < rows; k++) {
      String line = ranks.get(k);
      if (line.length() != cols) {
        throw error(
            source,
            lineNumbers.get(k),
            "this rank has "
                + line.length()
                + " squares but the first has "
                + cols
                + ": every rank must have the same length");
      }
      int rank = rows - 1 - k; // top line is the highest rank
      for (int file = 0; file < cols; file++) {
        Square s = new Square(rank, file);
        switch (line.charAt(file)) {
          case EMPTY -> {}
          case QUEEN, 'q' -> fixed.add(s);
          case PAWN, 'p' -> pawns.add(s);
          case HOLE -> holes.add(s);
          default ->
              throw error(
                  source,
                  lineNumbers.get(k),
                  "unexpected "
                      + visible(line.charAt(file))
                      + " at square "
                      + s.name()
                      + ": use . (empty), Q (queen), P (pawn) or # (hole)");
        }
      }
    }
    if (torus && rows != cols) { // the problem's own message would name --torus, not given
      throw new BadInputException(
          source
              + ": its header says torus, but a toroidal board must be square and this one is "
              + rows
              + " x "
              + cols
              + ": drop 'torus' from the header or give an n x n board");
    }
    Problem.Builder b =
        Problem.builder(rows, cols).torus(torus).pawns(pawns).holes(holes).fixed(fixed);
    if (piece != null) {
      b.piece(piece);
    }
    if (queens != null) {
      b.queens(queens);
    }
    if (mix != null) {
      if (piece != null || queens != null) {
        throw new BadInputException(
            source
                + ": the header gives pieces= with "
                + (piece != null ? "piece=" : "queens=")
                + ": pieces= states the kinds and their counts, drop the other");
      }
      b.mix(mix);
    }
    try {
      return b.build();
    } catch (BadInputException e) {
      throw new BadInputException(source + ": " + e.getMessage());
    }
  }

  /** The canonical text of a problem (fixed queens as Q). */
  public static String print(Problem problem) {
    return print(problem, null);
  }

  /** The canonical text of a problem with a solution's queens drawn as Q too. */
  public static String print(Problem problem, Placement solution) {
    StringBuilder sb = new StringBuilder();
    boolean defaultQueens = problem.queens() == Math.min(problem.rows(), problem.cols());
    boolean queen = !problem.isMixed() && problem.piece().isQueen();
    if (problem.torus() || !defaultQueens || !queen) {
      sb.append(HEADER);
      if (problem.torus()) {
        sb.append(" torus");
      }
      if (problem.isMixed()) {
        sb.append(" pieces=").append(PieceCount.format(problem.kinds()));
      } else if (!defaultQueens) {
        sb.append(" queens=").append(problem.queens());
      }
      if (!queen && !problem.isMixed()) {
        sb.append(" piece=").append(problem.piece().name());
      }
      sb.append('\n');
    }
    char[][] grid = new char[problem.rows()][problem.cols()];
    for (char[] row : grid) {
      java.util.Arrays.fill(row, EMPTY);
    }
    problem.pawns().forEach(s -> grid[s.rank()][s.file()] = PAWN);
    problem.holes().forEach(s -> grid[s.rank()][s.file()] = HOLE);
    problem.fixed().forEach(s -> grid[s.rank()][s.file()] = QUEEN);
    if (solution != null) {
      for (int i = 0; i < solution.size(); i++) {
        grid[solution.rank(i)][solution.file(i)] = QUEEN;
      }
    }
    for (int rank = problem.rows() - 1; rank >= 0; rank--) {
      sb.append(grid[rank]).append('\n');
    }
    return sb.toString();
  }

  private static int parseQueens(String source, int line, String value) {
    if (!value.matches("[0-9]+")) {
      throw error(
          source, line, "queens=" + value + " is not a number of queens: write e.g. queens=9");
    }
    if (value.length() > 9) {
      throw error(source, line, "queens=" + value + " is more queens than any board here holds");
    }
    return Integer.parseInt(value);
  }

  /** 'x' for a printable character, else its code (U+FEFF): an invisible one shows nothing. */
  private static String visible(char c) {
    return c > 0x20 && c < 0x7F
        ? "'" + c + "'"
        : String.format(Locale.ROOT, "character U+%04X", (int) c);
  }

  private static BadInputException error(String source, int line, String message) {
    return new BadInputException(source + ":" + line + ": " + message);
  }
}
