package org.nqueenslab.problem;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads a solution file ({@link SolutionFile} describes the format): first the problem it states,
 * if any, then its solutions one at a time, so that a file of many solutions is checked without
 * holding them all. Malformed text is a {@link BadInputException} naming the source and the line.
 */
public final class SolutionReader {
  private final WordReader words;
  private boolean started;
  private Problem stated;

  /** True when the reader stands on a body line whose first word it has read. */
  private boolean atWord;

  /**
   * Null until the first solution: then whether the body is one solution written one rank per line.
   */
  private Boolean rankPerLine;

  private long solutionLine;

  /** The file numbers of the solution being read, 0-based, and how many. */
  private int[] files = new int[0];

  private int count;

  /** A reader of {@code in}; {@code source} names it in messages (a file name, or "stdin"). */
  public SolutionReader(InputStream in, String source) {
    this.words = new WordReader(in, source);
  }

  /** The problem stated on the file's {@code nqueens} line, or null when it states none. */
  public Problem statedProblem() throws IOException {
    if (!started) {
      started = true;
      atWord = words.nextLine() && words.nextWord();
      if (atWord && words.text().equalsIgnoreCase(ProblemLine.WORD)) {
        stated = ProblemLine.parse(words);
        atWord = words.nextLine() && words.nextWord();
      }
    }
    return stated;
  }

  /**
   * The next solution, read for {@code problem} (which bounds the ranks), or null after the last.
   */
  public Placement next(Problem problem) throws IOException {
    statedProblem();
    if (!atWord) {
      return null;
    }
    solutionLine = words.line();
    if (words.startsWithLetter()) {
      return finish(squares(problem));
    }
    count = 0;
    do {
      addFile(problem);
    } while (words.nextWord());
    if (rankPerLine == null) {
      rankPerLine = count == 1 && problem.queens() > 1;
    }
    if (rankPerLine) {
      while (words.nextLine() && words.nextWord()) {
        addFile(problem);
        if (words.nextWord()) {
          throw words.error(
              "more than one word on a line, but the solution from line "
                  + solutionLine
                  + " is written one rank per line: the file (1..n) of that rank's queen");
        }
      }
      atWord = false;
      return takeFiles();
    }
    return finish(takeFiles());
  }

  /**
   * The comment that says how the listing ends, cut short ({@link SolutionFile#PARTIAL}) or empty
   * and complete ({@link SolutionFile#NONE}), when the file has one among the lines read so far
   * (read every solution first), else null.
   */
  public String note() {
    return words.noted();
  }

  /** The line where the solution {@link #next} returned last begins. */
  public long line() {
    return solutionLine;
  }

  private Placement finish(Placement solution) throws IOException {
    atWord = words.nextLine() && words.nextWord();
    return solution;
  }

  /** Adds the current word, a file number, as the queen of the next rank. */
  private void addFile(Problem problem) {
    long value = words.number();
    if (value < 0) {
      throw words.error(
          words.text().matches("[A-Za-z]+[0-9]+")
              ? "'"
                  + words.text()
                  + "' is a square name among file numbers: a solution gives one or the other"
              : "'"
                  + words.text()
                  + "' is neither a file number nor a square name: "
                  + SolutionFile.LINE_SYNTAX);
    }
    if (value == 0) {
      throw words.error("file 0: files are numbered from 1");
    }
    if (count == problem.rows()) { // a finding, as a queen off the board is, not bad notation
      throw new NotASolutionException(
          "solution at line "
              + solutionLine
              + ": more queens than the "
              + problem.rows()
              + " ranks of "
              + problem.describe()
              + " (is the file for another board?)");
    }
    if (count == files.length) {
      files = Arrays.copyOf(files, (int) Math.min(problem.rows(), Math.max(16, 2L * files.length)));
    }
    files[count++] = (int) value - 1;
  }

  /**
   * The files read, handed over (the buffer itself when it is full, as for a huge solution: no
   * copy).
   */
  private Placement takeFiles() {
    int[] taken = count == files.length ? files : Arrays.copyOf(files, count);
    if (taken == files) {
      files = new int[0];
    }
    return Placement.wrapFilesByRank(taken);
  }

  private Placement squares(Problem problem) throws IOException {
    List<Square> squares = new ArrayList<>();
    List<Integer> kinds = new ArrayList<>();
    do {
      if (words.text().equalsIgnoreCase(ProblemLine.WORD)) {
        throw words.error(
            "a second 'nqueens' line: the problem is stated once, before the solutions");
      }
      if (!words.startsWithLetter()) {
        throw words.error(
            "'"
                + words.text()
                + "' is not a square name, and a line holds numbers or squares,"
                + " not both: "
                + SolutionFile.LINE_SYNTAX);
      }
      String word = words.text();
      int letters = 0;
      while (letters < word.length() && Character.isUpperCase(word.charAt(letters))) {
        letters++;
      }
      if (letters > 0 || problem.isMixed()) {
        kinds.add(kind(problem, word.substring(0, letters), word));
      }
      try {
        squares.add(Square.parse(word.substring(letters)));
      } catch (BadInputException e) {
        throw words.error(e.getMessage());
      }
    } while (words.nextWord());
    return problem.isMixed() ? Placement.ofKinds(squares, kinds) : Placement.of(squares);
  }

  /** The kind of a mix that {@code notation} (the letters before a square: Q, N, QN) names. */
  private int kind(Problem problem, String notation, String word) {
    if (!problem.isMixed()) {
      throw words.error(
          "'" + word + "' names a piece, but the problem places one kind: write the square alone");
    }
    for (int k = 0; k < problem.kinds().size(); k++) {
      if (problem.kinds().get(k).piece().notation().equals(notation)) {
        return k;
      }
    }
    throw words.error(
        "'"
            + word
            + "' does not name one of the kinds placed ("
            + PieceCount.format(problem.kinds())
            + "): write each square after its piece's notation, e.g. Qa1 Nb3");
  }
}
