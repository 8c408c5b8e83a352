package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueenslab.dancinglinks.QueensCover;
import org.nqueenslab.dlx.DlxFormat;
import org.nqueenslab.dlx.ExactCover;
import org.nqueenslab.export.AspWriter;
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
            + " model, an XCSP3 instance, a DIMACS CNF or an answer-set program.",
    footer = {
      "",
      "Examples:",
      "  nqueens export --to dlx -n 8",
      "  nqueens export --to dlx -n 12 --output q12.dlx",
      "  nqueens export --to minizinc -n 8 --unique > q8.mzn && minizinc --all-solutions q8.mzn",
      "  nqueens export --to xcsp3 -n 8 --torus",
      "  nqueens export --to cnf -n 8 --pawns d4 --queens 9",
      "  nqueens export --to asp -n 8 | gringo | clasp --models=0",
      "  nqueens export --to dlx -n 8 --pawns d4 --queens 9 | nqueens xc -",
      "  nqueens export --to dlx -n 8 --fixed a1,e2 | nqueens xc -",
      "",
      "Queens already placed: the options that clash with them are left out, so every solution takes them.",
      "Pawns cut lines into segments; fewer queens than lines need multiplicities (Knuth's DLX3 reads them).",
      "--unique adds lex-leader symmetry breaking (minizinc, xcsp3); a CNF states every solution.",
      "Exit codes: 0 written, 2 bad input."
    })
final class ExportCommand implements Callable<Integer> {
  /**
   * The formats a problem can be exported to, each with the most text a square of the board costs
   * it, measured on plain boards of 100 x 100 to 1000 x 1000 (2026-11-27: 17 to 19, 3.0 to 3.1, 41
   * to 45 and 262 to 345 characters), with room for longer numbers on larger boards.
   */
  enum Target {
    DLX(25),
    MINIZINC(4),
    XCSP3(60),
    CNF(400),
    ASP(120);

    final int charsPerSquare;

    Target(int charsPerSquare) {
      this.charsPerSquare = charsPerSquare;
    }

    /**
     * About how many characters the export of {@code p} takes: its squares, and for CNF also the
     * sequential counter of "exactly m queens" (squares x m cells, 88 characters each at 100 x 100,
     * 99 queens), which a problem with one queen on every rank does without.
     */
    double estimatedChars(Problem p, boolean unique) {
      double squares = (double) p.rows() * p.cols();
      double counter = this == CNF && !p.hasOneQueenPerRank() ? squares * p.queens() * 100 : 0;
      // XCSP3 states --unique as one lex constraint per symmetry, each over every square: about
      // 10 characters a square a symmetry (119 a square at 100 x 100, 8 symmetries; 480 MB for
      // the 50 x 50 torus's 20,000), where MiniZinc's model loops over them
      double lex =
          this == XCSP3 && unique
              ? squares * org.nqueenslab.symmetry.SymmetryGroup.of(p).order() * 12.0
              : 0;
      return squares * charsPerSquare + counter + lex;
    }

    String label() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** True when the format can state --unique (symmetry breaking): minizinc and xcsp3. */
    boolean statesUnique() {
      return this == MINIZINC || this == XCSP3;
    }
  }

  /**
   * The most text an export is built into: one Java string holds at most 2^31 characters whatever
   * the heap (CNF at 2000 x 2000, 1.4 GB of text, took 53 s and 12 GB of memory through the
   * launcher).
   */
  static final double MAX_CHARS = 2e9;

  @Spec CommandSpec spec;
  @Mixin ProblemOptions problemOptions;

  @Option(
      names = "--to",
      required = true,
      paramLabel = "FORMAT",
      description =
          "The format to write: dlx (Knuth's exact-cover text, read by his DLX1, or by DLX3 when the cover needs multiplicities (pawns, another number of queens), and by 'nqueens xc'),"
              + " minizinc (a .mzn model whose data is the board), xcsp3 (an XCSP3-core instance), cnf (DIMACS),"
              + " asp (an answer-set program for gringo and clasp).")
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

  @Override
  public Integer call() {
    Problem problem = problemOptions.problem();
    problemOptions.requireNotTheBoard(output, "--output");
    if (unique && !target.statesUnique()) {
      throw new BadInputException(
          "--to "
              + target.label()
              + " cannot state"
              + " --unique (symmetry breaking): export without it, or use --to minizinc or --to xcsp3");
    }
    if (problem.isMixed()) {
      throw new BadInputException(
          "--to "
              + target.label()
              + " states one kind of piece, got "
              + problem.describe()
              + ": count or solve the mix with --engine bitmask, choco or cpsat");
    }
    if (target == Target.MINIZINC && !problem.piece().isQueen()) {
      // the MiniZinc model walks the queen's lines on the board itself, sharing no code with ours
      throw new BadInputException(
          "--to minizinc states the queen's moves only, got "
              + problem.piece().plural()
              + ": use --to xcsp3, cnf, asp or dlx, which state any piece's moves");
    }
    if (target.estimatedChars(problem, unique) > MAX_CHARS) {
      List<String> fit = new ArrayList<>();
      for (Target t : Target.values()) {
        if (t.estimatedChars(problem, unique) <= MAX_CHARS && (!unique || t.statesUnique())) {
          fit.add(t.label());
        }
      }
      throw new BadInputException(
          "--to "
              + target.label()
              + " on "
              + problem.describe()
              + " would be about "
              + String.format(
                  java.util.Locale.ROOT, "%.1f", target.estimatedChars(problem, unique) / 1e9)
              + " GB of text, more than one export can hold (2.0 GB): export a smaller board"
              + (target == Target.CNF && !problem.hasOneQueenPerRank() ? " or fewer queens" : "")
              + (fit.isEmpty() ? "" : ", or use --to " + String.join(" or --to ", fit)));
    }
    if (target != Target.DLX) {
      String text =
          switch (target) {
            case MINIZINC -> MiniZincWriter.write(problem, unique);
            case XCSP3 -> XcspWriter.write(problem, unique);
            case ASP -> AspWriter.write(problem);
            default -> CnfWriter.write(problem);
          };
      write(text);
      return ExitCodes.OK;
    }
    // the matrix written is the one the dlx engine searches: what it refuses to build (a 1 x
    // 5,000,000 rank took 9.6 GB before it was written), export refuses too, before building it
    String whyNot =
        org.nqueenslab.engine.Engines.require("dlx")
            .whyUnsupported(problem, org.nqueenslab.engine.Request.count());
    if (whyNot != null) {
      throw new BadInputException(
          "cannot export "
              + problem.describe()
              + " --to dlx: "
              + whyNot
              + ", and the export is the matrix it searches; export a smaller board");
    }
    QueensCover queens = QueensCover.of(problem);
    ExactCover cover = queens.standalone();
    String[] comments = {
      "nqueens-lab: "
          + problem.describe()
          + " as exact cover (TAOCP 7.2.2.1"
          + (cover.hasMultiplicities()
              ? "; multiplicities lo:hi|item, k|item when lo = hi: Algorithm M, Knuth's DLX3)"
              : ")"),
      "one option per square that can hold a queen: its segments of rank r<i>, file c<j>, diagonals a<i+j> b<i-j>"
          + (problem.torus() ? " (mod n on the torus, where they wrap)" : "")
          + " (0-based; .k: the k-th segment of a line cut by pawns)",
      queens.encoding()
          + (problem.fixed().isEmpty()
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
