package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.nqueenslab.dancinglinks.QueensCover;
import org.nqueenslab.dlx.DlxFormat;
import org.nqueenslab.dlx.ExactCover;
import org.nqueenslab.export.CnfWriter;
import org.nqueenslab.export.MiniZincWriter;
import org.nqueenslab.export.XcspWriter;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens export --to FORMAT}: writes a problem's exact-cover matrix in Knuth's DLX format
 * (TAOCP 7.2.2.1), so that his own programs, or {@code nqueens xc}, can be run on exactly the
 * matrix our dlx engine searches; or, for solvers that share no code with us (issue 20), a MiniZinc
 * model, an XCSP3 instance or a DIMACS CNF ({@link org.nqueenslab.export}).
 */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description =
        "Writes a problem in another program's input format: Knuth's DLX format for exact cover, a MiniZinc"
            + " model, an XCSP3 instance or a DIMACS CNF.",
    footer = {
      "",
      "Examples:",
      "  nqueens export --to dlx -n 8",
      "  nqueens export --to dlx -n 12 --output q12.dlx",
      "  nqueens export --to minizinc -n 8 --unique > q8.mzn && minizinc --all-solutions q8.mzn",
      "  nqueens export --to xcsp3 -n 8 --torus",
      "  nqueens export --to cnf -n 8 --pawns d4 --queens 9",
      "  nqueens export --to dlx -n 8 --pawns d4 --queens 9 | nqueens xc -",
      "  nqueens export --to dlx -n 8 --fixed a1,e2 | nqueens xc -",
      "",
      "Queens already placed: the options that clash with them are left out, so every solution takes them.",
      "Pawns cut lines into segments; fewer queens than lines need multiplicities (Knuth's DLX3 reads them).",
      "--unique adds lex-leader symmetry breaking (minizinc, xcsp3); a CNF states every solution.",
      "Exit codes: 0 written, 2 bad input."
    })
final class ExportCommand implements Callable<Integer> {
  /** The formats a problem can be exported to. */
  enum Target {
    DLX,
    MINIZINC,
    XCSP3,
    CNF
  }

  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;

  @Option(
      names = "--to",
      required = true,
      paramLabel = "FORMAT",
      description =
          "The format to write: dlx (Knuth's exact-cover text, read by his DLX1, or DLX3 when --queens asks for fewer, and by 'nqueens xc'),"
              + " minizinc (a .mzn model whose data is the board), xcsp3 (an XCSP3-core instance), cnf (DIMACS).")
  Target target;

  @Option(
      names = "--unique",
      description =
          "One solution per symmetry class: lex-leader constraints over the"
              + " problem's symmetries (minizinc and xcsp3 only).")
  boolean unique;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Write to FILE instead of stdout (- for stdout).")
  Path output;

  /** The largest board, in squares, whose CNF text fits in one string. */
  static final long CNF_MAX_SQUARES = 6_000_000;

  @Override
  public Integer call() {
    Problem problem = problemOptions.problem();
    if (unique && (target == Target.DLX || target == Target.CNF)) {
      throw new BadInputException(
          "--to "
              + target.name().toLowerCase(java.util.Locale.ROOT)
              + " cannot state"
              + " --unique (symmetry breaking): export without it, or use --to minizinc or --to xcsp3");
    }
    if (target == Target.CNF && (long) problem.rows() * problem.cols() > CNF_MAX_SQUARES) {
      // measured: 345 MB of text at 1000 x 1000, growing with the squares; past this it would pass
      // the 2^31 characters one Java string holds, whatever the heap (it ended out of memory)
      throw new BadInputException(
          "--to cnf on "
              + problem.describe()
              + " would be over 2 GB of DIMACS text: export boards of up to "
              + CNF_MAX_SQUARES
              + " squares (about 2449 x 2449), or use --to minizinc, whose model does not grow"
              + " with the squares");
    }
    if (target != Target.DLX) {
      String text =
          switch (target) {
            case MINIZINC -> MiniZincWriter.write(problem, unique);
            case XCSP3 -> XcspWriter.write(problem, unique);
            default -> CnfWriter.write(problem);
          };
      write(text);
      return ExitCodes.OK;
    }
    QueensCover queens = QueensCover.of(problem);
    ExactCover cover = queens.standalone();
    String[] comments = {
      "nqueens-lab: "
          + problem.describe()
          + " as exact cover (TAOCP 7.2.2.1"
          + (cover.hasMultiplicities()
              ? "; multiplicities lo:hi|item: Algorithm M, Knuth's DLX3)"
              : ")"),
      "one option per square that can hold a queen: its segments of rank r<i>, file c<j>, diagonals a<i+j> b<i-j>"
          + (problem.torus() ? " (mod n on the torus, where they wrap)" : "")
          + " (0-based; .k: the k-th segment of a line cut by pawns)",
      queens.encoding()
          + (queens.forcedOptions().length == 0
              ? ""
              : "; options clashing with the placed queens (and empty segments) are left out"),
      cover.optionCount()
          + (cover.optionCount() == 1 ? " option, " : " options, ")
          + cover.primaryCount()
          + " primary and "
          + cover.secondaryCount()
          + " secondary items"
    };
    for (int i = 0; i < cover.itemCount(); i++) {
      if (cover.itemName(i).length() > DlxFormat.MAX_NAME_LENGTH) {
        throw new BadInputException(
            "cannot export "
                + problem.describe()
                + ": item "
                + cover.itemName(i)
                + " is "
                + "longer than the "
                + DlxFormat.MAX_NAME_LENGTH
                + " characters Knuth's programs read; use a smaller"
                + " board or fewer pawns on one line");
      }
    }
    if (output == null || output.toString().equals("-")) { // "-": standard output, as for solve
      PrintWriter out = spec.commandLine().getOut();
      DlxFormat.write(cover, out, comments);
      out.flush();
    } else {
      try (OutputFile file = OutputFile.open(output)) {
        DlxFormat.write(cover, file.writer(), comments);
        file.commit();
      } catch (IOException e) {
        throw OutputFile.cannotWrite(output, e);
      } catch (java.io.UncheckedIOException e) {
        throw OutputFile.cannotWrite(output, e.getCause());
      }
      spec.commandLine().getErr().println("wrote " + cover.optionCount() + " options to " + output);
    }
    return ExitCodes.OK;
  }

  /**
   * A model in text: to standard output, or through {@link OutputFile} (written whole or not at
   * all).
   */
  private void write(String text) {
    if (output == null || output.toString().equals("-")) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(text);
      out.flush();
      return;
    }
    try (OutputFile file = OutputFile.open(output)) {
      file.writer().write(text);
      file.commit();
    } catch (IOException e) {
      throw OutputFile.cannotWrite(output, e);
    } catch (java.io.UncheckedIOException e) {
      throw OutputFile.cannotWrite(output, e.getCause());
    }
    spec.commandLine().getErr().println("wrote " + output);
  }
}
