package org.nqueenslab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.NotASolutionException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.SolutionFile;
import org.nqueenslab.problem.SolutionReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens verify FILE}: checks every solution of a solution file with the independent
 * verifier.
 */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Checks every solution in a solution file (as 'solve --output' writes it, or the lines of 'solve"
          + " --format cols') with the independent verifier: O(n) a solution, fine for 10^8 queens.",
      "The problem comes from the file's 'nqueens' line. Options that name a board (-n, --size, --rows, --board)"
          + " must give that same problem; --torus, --pawns, --holes, --fixed and --queens alone change it. A file"
          + " without the line (the output of --format cols) is checked against the problem the options give."
    },
    footer = {
      "",
      "Examples:",
      "  nqueens solve --board examples/nine-queens-one-pawn.txt --all --output p.txt",
      "  nqueens verify p.txt",
      "  nqueens solve -n 6 --all --format cols | nqueens verify - -n 6",
      "",
      "Exit codes: 0 every solution checks (a listing with none: when it says its search was complete and found"
          + " none, as solve writes it when its search is complete); 4 every solution checks but the file says it is a"
          + " partial listing (a search cut short: the problem may have more); 3 a solution does not, or the file holds none (the reason is printed):"
          + " any file written in the format is judged, a queen off the board or too many queens included; 2 bad"
          + " input: a missing file, text that is not the format (a word that is not a file number or square name,"
          + " file 0) or options that contradict the file; 1 only for an internal error."
    })
final class VerifyCommand implements Callable<Integer> {
  /**
   * A finding, as compare's disagreements are, so a script tells a wrong solution from a crash (1).
   */
  static final int NOT_A_SOLUTION = ExitCodes.DISAGREEMENT;

  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;

  @Parameters(
      index = "0",
      paramLabel = "FILE",
      description = "The solution file; - reads standard input.")
  Path file;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    boolean stdin = file.toString().equals("-");
    String source = stdin ? "stdin" : file.toString();
    long start = System.nanoTime();
    SolutionFile.Check check;
    Problem problem;
    String note; // the file's own word on how its listing ends (cut short, or complete and empty)
    try (InputStream in = InputFile.open(file.toString(), "solution file")) {
      SolutionReader reader = new SolutionReader(in, source);
      problem = problemOf(reader.statedProblem(), source);
      try {
        check = SolutionFile.check(reader, problem);
      } catch (NotASolutionException e) {
        check = new SolutionFile.Check(0, e.getMessage());
      }
      note = reader.note();
    } catch (IOException e) {
      throw InputFile.cannotRead(file.toString(), "solution file", e);
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (!check.valid()) {
      out.println(
          "invalid: "
              + source
              + " does not solve "
              + problem.describe()
              + ": "
              + check.problemFound());
      return NOT_A_SOLUTION;
    }
    if (check.solutions() == 0) { // valid only when the file says its search was complete
      out.println(
          "valid: "
              + source
              + " lists no solution of "
              + problem.describe()
              + " and says '"
              + note
              + "' (its word: verify checks the solutions a file lists, not that there are no"
              + " others)");
      return ExitCodes.OK;
    }
    String what =
        check.solutions() == 1
            ? "solves "
                + problem.describe()
                + " ("
                + problem.queens()
                + (problem.queens() == 1 ? " queen," : " queens,")
            : "holds "
                + check.solutions()
                + " different solutions of "
                + problem.describe()
                + " (all";
    out.println(
        "valid: "
            + source
            + " "
            + what
            + " checked in "
            + millis
            + " ms)"
            + (note == null ? "" : "; the file says it is a " + note));
    // every solution it lists is one, and it says it does not list them all: the answer it holds
    // is partial, as the run that wrote it said (exit 4 there too), so a script that takes exit 0
    // as "the whole listing, checked" is not misled
    return note != null && note.startsWith(SolutionFile.PARTIAL)
        ? ExitCodes.INCOMPLETE
        : ExitCodes.OK;
  }

  /**
   * The problem to check against: the file's, changed by the options, or the options' alone when it
   * states none.
   */
  private Problem problemOf(Problem stated, String source) {
    if (stated == null) {
      if (!problemOptions.namesBoard()) {
        throw new BadInputException(
            source
                + " does not state its problem (no 'nqueens' line): give the board as"
                + " solve had it, e.g. -n 8 (with --pawns, --queens, ...) or --board FILE");
      }
      return problemOptions.problem();
    }
    if (!problemOptions.namesBoard()) {
      return problemOptions.appliedTo(stated);
    }
    Problem given = problemOptions.problem();
    if (!given.equals(stated)) {
      throw new BadInputException(
          source
              + " states the problem "
              + stated.describe()
              + " but the options give "
              + given.describe()
              + (given.rows() == stated.rows() && given.cols() == stated.cols()
                  ? " (a board named by the options has only the pawns, holes and queens they"
                      + " give)"
                  : "")
              + ": drop -n/--size/--rows/--board (the file states its board), or make them agree");
    }
    return given;
  }
}
