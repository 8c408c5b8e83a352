package org.nqueenslab.cli;

import java.io.PrintWriter;
import org.nqueenslab.report.Format;

/**
 * The command lines that leave nothing to parse: {@code --version} (or {@code -V}) and {@code
 * engines} alone, answered by the same code as the parsed commands but without building picocli's
 * model, whose first use in a JVM (annotations read, proxy classes made, type converters
 * registered) is most of such a short command's time; performance.md has the figures. Anything more
 * on the line goes through picocli.
 */
final class BareCommands {
  private BareCommands() {}

  /** Whether {@code args} is one of these command lines. */
  static boolean handles(String... args) {
    return asksVersion(args)
        || args.length == 1 && args[0].equals(Main.Subcommand.ENGINES.commandName());
  }

  /** Whether {@code args} is {@code --version} or {@code -V} alone. */
  static boolean asksVersion(String... args) {
    return args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
  }

  /** Prints what the command line asks, as its parsed twin does; {@link #handles} it first. */
  static void run(PrintWriter out, String... args) {
    if (args[0].equals(Main.Subcommand.ENGINES.commandName())) {
      EnginesCommand.write(Format.TABLE, out); // engines' default --format
    } else {
      for (String line : VersionProvider.lines()) {
        out.println(line);
      }
    }
    out.flush();
  }
}
