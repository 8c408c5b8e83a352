package org.nqueenslab.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.BoardFormat;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.PieceCount;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.variant.FreePawns;
import picocli.CommandLine.Option;

/** The problem options every command shares: a board size and its variant, or a board file. */
public final class ProblemOptions {

  @Option(
      names = {"-n", "--size"},
      paramLabel = "N",
      description =
          "Board size: N x N (files a.., ranks 1..), or MxN for M ranks and N files (e.g. 6x8). Commands"
              + " that take several sizes accept a range, e.g. 4..12.")
  String size;

  @Option(
      names = "--rows",
      paramLabel = "M",
      description = "Rows of a rectangular M x N board (default: N).")
  Integer rows;

  @Option(
      names = "--torus",
      description = "Toroidal board: ranks, files and diagonals wrap around.")
  boolean torus;

  @Option(
      names = "--pawns",
      paramLabel = "SQUARES",
      description =
          "Pawns, e.g. c3,f6: no queen there, and a pawn stops every line of attack through its square.")
  List<String> pawns = new ArrayList<>();

  @Option(
      names = "--holes",
      paramLabel = "SQUARES",
      description = "Holes, e.g. a1,h8: no queen there, but attacks pass over them.")
  List<String> holes = new ArrayList<>();

  @Option(
      names = "--fixed",
      paramLabel = "SQUARES",
      description = "Queens already placed, e.g. d1,e3 (the completion problem).")
  List<String> fixed = new ArrayList<>();

  @Option(
      names = {"--queens", "--pieces"},
      paramLabel = "M",
      description =
          "How many pieces to place, queens or the --piece given (default: min(rows, N)).")
  Integer queens;

  @Option(
      names = "--piece",
      paramLabel = "PIECE",
      completionCandidates = PieceNames.class,
      description =
          "The piece placed (default queen): rook, bishop, knight, king, amazon (queen + knight),"
              + " chancellor (rook + knight), archbishop (bishop + knight), nightrider, a leaper by"
              + " its name (wazir, ferz, camel...), or Betza's notation (Q R B K and the leaps' letters,"
              + " a doubled letter rides: QN, NN, WD). A name it does not know lists them all.")
  String piece;

  @Option(
      names = "--piece-counts",
      paramLabel = "KINDS",
      description =
          "Several kinds of pieces at once, each a count then a piece as --piece takes it, e.g. 4Q,4N"
              + " (the queens and knights problem) or 2queen,3knight: no piece may attack another."
              + " Replaces --piece and --queens.")
  String pieceCounts;

  @Option(
      names = "--board",
      paramLabel = "FILE",
      description =
          "Read the board from a text file: one line per rank, top first; . empty, Q queen, P pawn, # hole."
              + " Other problem options are applied on top of it.")
  Path board;

  /**
   * Refuses an {@code output} that is the board file these options read: writing it would replace
   * the problem with the answer (the next read of it then fails as a board).
   */
  void requireNotTheBoard(Path output, String option) {
    if (board == null || output == null || output.toString().equals("-")) {
      return;
    }
    try {
      if (java.nio.file.Files.exists(output) && java.nio.file.Files.isSameFile(board, output)) {
        throw new BadInputException(
            option
                + " "
                + output
                + " is the --board file this command reads: write to another file");
      }
    } catch (java.io.IOException cannotTell) {
      // the board's own read, or the output's open, says what is wrong with either path
    }
  }

  /** The one problem these options describe; a range of sizes is refused. */
  public Problem problem() {
    SizeRange range = sizeRange();
    if (range != null && !range.isSingle()) {
      throw new BadInputException(
          "-n "
              + range
              + " is a range, but this command solves one board:"
              + " give one size, or use 'nqueens compare' for ranges");
    }
    return build(range == null ? -1 : range.from());
  }

  /**
   * The options as given, as a command line would repeat them ({@code -n 4..8 --rows 4 --torus}),
   * each with a leading space: a plot's title says which boards it shows.
   */
  String asArguments() {
    StringBuilder sb = new StringBuilder();
    if (board != null) {
      sb.append(" --board ").append(board);
    }
    if (size != null) {
      sb.append(" -n ").append(size);
    }
    if (rows != null) {
      sb.append(" --rows ").append(rows);
    }
    if (torus) {
      sb.append(" --torus");
    }
    appendSquares(sb, "--pawns", pawns);
    appendSquares(sb, "--holes", holes);
    appendSquares(sb, "--fixed", fixed);
    if (queens != null) {
      sb.append(" --queens ").append(queens);
    }
    if (piece != null) {
      sb.append(" --piece ").append(piece);
    }
    if (pieceCounts != null) {
      sb.append(" --piece-counts ").append(pieceCounts);
    }
    return sb.toString();
  }

  private static void appendSquares(StringBuilder sb, String option, List<String> squares) {
    if (!squares.isEmpty()) {
      sb.append(' ').append(option).append(' ').append(String.join(",", squares));
    }
  }

  /**
   * True when the options name a board (a size, ranks or a board file), not only changes to one.
   */
  public boolean namesBoard() {
    return size != null || rows != null || board != null;
  }

  /**
   * {@code base} with the torus, pawns, holes, queens already placed and number of queens of these
   * options.
   */
  public Problem appliedTo(Problem base) {
    return applyVariant(base.toBuilder(), base.torus());
  }

  /** One problem per size of the range (a board file gives one problem). */
  public List<Problem> problems() {
    SizeRange range = sizeRange();
    List<Problem> list = new ArrayList<>();
    if (range == null) {
      list.add(build(-1));
    } else {
      for (int n = range.from(); n <= range.to(); n++) {
        list.add(build(n));
      }
    }
    return list;
  }

  /**
   * One free-pawn family per size of the range; the options that set pawns, queens or the board are
   * refused.
   */
  public List<FreePawns> freePawnFamilies(int freePawns) {
    String clash =
        pawns.isEmpty()
            ? queens != null
                ? "--queens"
                : rows != null
                    ? "--rows"
                    : size != null && rectangle() != null
                        ? "the MxN of --size " + size + " (give one side)"
                        : torus
                            ? "--torus"
                            : !holes.isEmpty()
                                ? "--holes"
                                : !fixed.isEmpty()
                                    ? "--fixed"
                                    : board != null
                                        ? "--board"
                                        : piece != null
                                            ? "--piece"
                                            : pieceCounts != null ? "--piece-counts" : null
            : "--pawns";
    if (clash != null) {
      throw new BadInputException(
          "--free-pawns "
              + freePawns
              + " places the pawns itself on a plain N x N board with"
              + " N + K queens: drop "
              + clash);
    }
    if (size == null) {
      throw new BadInputException(
          "--free-pawns needs a board size: add -n N (or a range, e.g. -n 6..10)");
    }
    SizeRange range = SizeRange.parse(size);
    List<FreePawns> list = new ArrayList<>();
    for (int n = range.from(); n <= range.to(); n++) {
      list.add(new FreePawns(n, freePawns));
    }
    return list;
  }

  private SizeRange sizeRange() {
    if (size == null && board == null && rows != null) {
      throw new BadInputException(
          "--rows " + rows + " gives the ranks only: add -n N for the files (" + rows + " x N)");
    }
    if (size == null && board == null) {
      throw new BadInputException("no board given: add -n N for an N x N board, or --board FILE");
    }
    if (size != null && board != null) {
      throw new BadInputException(
          "give either -n or --board, not both: the board file sets the size");
    }
    if (rows != null && board != null) {
      throw new BadInputException(
          "give either --rows or --board, not both: the board file sets the size");
    }
    if (size == null) {
      return null;
    }
    int[] rectangle = rectangle();
    return rectangle == null
        ? SizeRange.parse(size)
        : SizeRange.parse(Integer.toString(rectangle[1]));
  }

  /** {ranks, files} when the size is written MxN, else null. */
  private int[] rectangle() {
    int x = size.toLowerCase(java.util.Locale.ROOT).indexOf('x');
    if (x < 0 || size.contains("..")) {
      return null; // a range, read as one: '4..x' is a broken range, not a broken rectangle
    }
    SizeRange ranks;
    SizeRange files;
    try {
      ranks = SizeRange.parse(size.substring(0, x));
      files = SizeRange.parse(size.substring(x + 1));
    } catch (BadInputException e) {
      throw new BadInputException(
          "'"
              + size
              + "' is not a board size: write MxN for M ranks and N files, e.g. 6x8"
              + " (each at least 1)");
    }
    if (!ranks.isSingle() || !files.isSingle()) {
      throw new BadInputException(
          "'" + size + "' mixes a rectangle and a range: give one board such as 6x8");
    }
    if (rows != null) {
      throw new BadInputException(
          "--size " + size + " already gives the ranks: drop --rows " + rows);
    }
    return new int[] {ranks.from(), files.from()};
  }

  private Problem build(int n) {
    int[] rectangle = size == null ? null : rectangle();
    Integer ranks = rectangle != null ? Integer.valueOf(rectangle[0]) : rows;
    Problem.Builder b =
        n > 0 ? Problem.builder(ranks == null ? n : ranks, n) : fromFile().toBuilder();
    if (rows != null && rows < 1) {
      throw new BadInputException(
          "--rows must be at least 1, got " + rows + ": give the board's number of ranks");
    }
    return applyVariant(b, board != null && fromFile().torus());
  }

  /**
   * Adds the variant options to a board: a torus stays one, pawns, holes and placed queens add up.
   */
  private Problem applyVariant(Problem.Builder b, boolean baseTorus) {
    b.torus(torus || baseTorus);
    b.pawns(squares(pawns, "--pawns"))
        .holes(squares(holes, "--holes"))
        .fixed(squares(fixed, "--fixed"));
    if (queens != null) {
      b.queens(queens);
    }
    if (piece != null) {
      b.piece(Piece.parse(piece));
    }
    if (pieceCounts != null) {
      if (piece != null || queens != null) {
        throw new BadInputException(
            "--piece-counts "
                + pieceCounts
                + " gives the kinds and how many of each: drop "
                + (piece != null ? "--piece" : "--queens"));
      }
      b.mix(PieceCount.parseAll(pieceCounts));
    }
    return b.build();
  }

  private Problem fromFileCache;

  private Problem fromFile() {
    if (fromFileCache == null) {
      String name = board.toString();
      fromFileCache = BoardFormat.parse(InputFile.readString(name, "board file"), name);
    }
    return fromFileCache;
  }

  /**
   * The squares an option names: each of its values a comma-separated list (the option may be given
   * more than once), a value left empty ({@code --pawns ""}) naming none; spaces alone are refused.
   * Split here rather than by picocli, which drops the empty names at the end of a list, so that
   * every stray comma is refused alike. A square named twice is refused rather than merged, since
   * it is more likely a typo for another square than a wish.
   */
  private static List<Square> squares(List<String> values, String option) {
    List<Square> out = new ArrayList<>();
    for (String value : values) {
      if (value.isEmpty()) {
        continue; // --pawns "": none
      }
      if (value.isBlank()) { // a space is more likely a square lost in quoting than "none"
        throw new BadInputException(
            option
                + " '"
                + value
                + "' names no square: give squares such as c3,f6, or \"\" for none");
      }
      String[] names = value.split(",", -1);
      for (String name : names) {
        if (name.isBlank()) { // "d4,,e5", "d4,": a square left out by mistake, or a stray comma
          throw new BadInputException(
              option
                  + " "
                  + value
                  + " has an empty square name (a comma with no square after it): write the"
                  + " squares as "
                  + String.join(
                      ",", java.util.Arrays.stream(names).filter(n -> !n.isBlank()).toList()));
        }
        Square s = Square.parse(name);
        if (out.contains(s)) {
          throw new BadInputException(
              s.name() + " is named twice in " + option + ": name each square once");
        }
        out.add(s);
      }
    }
    return out;
  }
}
