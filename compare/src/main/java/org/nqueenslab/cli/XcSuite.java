package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.file.Path;
import java.util.List;
import org.nqueenslab.dlx.DlxFormat;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.suite.Suite;

/**
 * {@code nqueens xc --generate KIND ARG}: writes a problem of the exact-cover suite ({@link Suite})
 * in Knuth's DLX format, to standard output or {@code --output}, for {@code xc} or an outside DLX
 * solver.
 */
final class XcSuite {
  private XcSuite() {}

  static int write(List<String> generate, boolean unique, Path output, PrintWriter out) {
    String kind = generate.get(0);
    String argument = generate.get(1);
    String grid = kind.equals("sudoku") ? read(argument) : null;
    Suite.Generated g;
    try {
      g = Suite.generate(kind, argument, unique, grid);
    } catch (IllegalArgumentException e) {
      throw new BadInputException("--generate " + kind + " " + argument + ": " + e.getMessage());
    }
    if (output == null || output.toString().equals("-")) {
      DlxFormat.write(g.cover(), out, g.comments());
      out.flush();
      return ExitCodes.OK;
    }
    try (OutputFile file = OutputFile.open(output)) {
      DlxFormat.write(g.cover(), file.writer(), g.comments());
      file.commit();
    } catch (IOException e) {
      throw OutputFile.cannotWrite(output, e);
    } catch (java.io.UncheckedIOException e) {
      throw OutputFile.cannotWrite(output, e.getCause());
    }
    return ExitCodes.OK;
  }

  private static String read(String file) {
    try (Reader in = InputFile.reader(file, "Sudoku grid")) {
      StringBuilder sb = new StringBuilder();
      char[] buffer = new char[4096];
      for (int n; (n = in.read(buffer)) > 0 && sb.length() < 100_000; ) {
        sb.append(buffer, 0, n);
      }
      return sb.toString();
    } catch (IOException e) {
      throw InputFile.cannotRead(file, "Sudoku grid", e);
    }
  }
}
