package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the command line in-process and captures what it prints, for tests. */
record Cli(int exitCode, String out, String err) {

  /**
   * Standard output with the lines that notes under a table wrap at 100 columns joined again (a
   * wrapped line goes on after a newline and two spaces), for tests that look for a whole note.
   */
  String unwrapped() {
    return out.replace("\n  ", " ");
  }

  static Cli run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cl = Main.commandLineFor(args); // as nqueens builds it for these arguments
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    int code = Main.execute(cl, args);
    return new Cli(code, out.toString(), err.toString());
  }
}
