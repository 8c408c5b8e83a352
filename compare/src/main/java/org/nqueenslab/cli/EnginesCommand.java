package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Feature;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.ReportWriter;
import org.nqueenslab.report.Row;
import org.nqueenslab.trace.Traceable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nqueens engines}: the registered engines and what each supports. */
@Command(
    name = "engines",
    mixinStandardHelpOptions = true,
    description =
        "Lists the engines and what each supports: modes, board variants, the largest board, whether"
            + " 'nqueens trace' shows its search (yes; log: only the solver's own log and solutions;"
            + " no), the engine options it reads (--engine NAME:key=value or --option key=value).")
final class EnginesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "table",
      description = "table, csv or json. Default: ${DEFAULT-VALUE}.")
  Format format;

  @Override
  public Integer call() {
    write(format, spec.commandLine().getOut());
    return ExitCodes.OK;
  }

  /** The engines' table in {@code format}, as {@code engines} prints it. */
  static void write(Format format, PrintWriter out) {
    ReportWriter writer = new ReportWriter(format, out);
    for (Engine e : Engines.all()) {
      Capabilities c = e.capabilities();
      StringJoiner modes = new StringJoiner(","); // a loop: see Table.render
      for (Mode m : new TreeSet<>(c.modes())) {
        modes.add(m.name().toLowerCase(Locale.ROOT));
      }
      Row row =
          new Row()
              .put("engine", e.name())
              .put("modes", modes.toString())
              .put("max_n", c.maxSize())
              .put("count_max_n", e.countMaxSize());
      for (Feature f : Feature.values()) {
        row.put(f.name().toLowerCase(Locale.ROOT), c.supports(f) ? "yes" : "no");
      }
      row.put("trace", traceCapability(e));
      String options =
          e.optionNames().isEmpty() ? "-" : String.join(",", new TreeSet<>(e.optionNames()));
      writer.write(row.put("options", options).put("summary", e.summary()));
    }
    writer.finish();
  }

  /**
   * "yes" when {@code nqueens trace} shows the engine's search step by step, "log" when only what
   * the solver exposes (its log and solutions, CP-SAT), "no" otherwise.
   */
  private static String traceCapability(Engine e) {
    if (!(e instanceof Traceable t)) {
      return "no";
    }
    return t.showsSearchSteps() ? "yes" : "log";
  }
}
