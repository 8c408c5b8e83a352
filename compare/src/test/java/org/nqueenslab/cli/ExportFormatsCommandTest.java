package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nqueens export --to minizinc|xcsp3|cnf}: the writers behind the command line (issue 20).
 */
class ExportFormatsCommandTest {

  @Test
  void eachFormatIsWrittenToStdout() {
    Cli mzn = Cli.run("export", "--to", "minizinc", "-n", "8", "--unique");
    assertEquals(0, mzn.exitCode(), mzn.err());
    assertTrue(mzn.out().contains("lex_lesseq("), mzn.out());
    assertTrue(mzn.out().contains("int: rows = 8;"), mzn.out());
    Cli xcsp = Cli.run("export", "--to", "xcsp3", "-n", "8");
    assertEquals(0, xcsp.exitCode(), xcsp.err());
    assertTrue(xcsp.out().startsWith("<instance format=\"XCSP3\" type=\"CSP\">"), xcsp.out());
    Cli cnf = Cli.run("export", "--to", "cnf", "-n", "8", "--pawns", "d4", "--queens", "9");
    assertEquals(0, cnf.exitCode(), cnf.err());
    assertTrue(cnf.out().contains("\np cnf "), cnf.out());
  }

  @Test
  void aFileIsWrittenWhenAsked(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("q.mzn");
    Cli r = Cli.run("export", "--to", "minizinc", "-n", "6", "--torus", "-o", file.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("", r.out());
    assertTrue(Files.readString(file).contains("bool: torus = true;"));
  }

  @Test
  void aCnfCannotStateUnique() {
    Cli r = Cli.run("export", "--to", "cnf", "-n", "8", "--unique");
    assertEquals(2, r.exitCode());
    assertEquals(
        "nqueens export: --to cnf cannot state --unique (symmetry breaking): export without it, or use"
            + " --to minizinc or --to xcsp3",
        r.err().strip());
  }
}
