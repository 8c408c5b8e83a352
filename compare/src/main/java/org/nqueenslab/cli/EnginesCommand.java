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

  /**
   * The engines' table in {@code format}, as {@code engines} prints it: CSV and JSON one row an
   * engine with every column; a table, to fit {@link TableColumnsOption#TERMINAL} columns, as three
   * parts: modes, sizes and options; what each supports, under short headers with their legend; the
   * summaries, wrapped.
   */
  static void write(Format format, PrintWriter out) {
    if (format != Format.TABLE) {
      ReportWriter writer = new ReportWriter(format, out);
      for (Engine e : Engines.all()) {
        Row row = sizes(e);
        supports(e, row, false);
        writer.write(row.put("options", options(e)).put("summary", e.summary()));
      }
      writer.finish();
      return;
    }
    ReportWriter sizes = new ReportWriter(format, out);
    for (Engine e : Engines.all()) {
      sizes.write(sizes(e).put("options", options(e)));
    }
    sizes.finish();
    out.println();
    ReportWriter features = new ReportWriter(format, out);
    for (Engine e : Engines.all()) {
      features.write(supports(e, new Row().put("engine", e.name()), true));
    }
    features.finish();
    PrintWriter wrapped = new PrintWriter(new WrappingWriter(out, TableColumnsOption.TERMINAL));
    StringJoiner legend = new StringJoiner("; ", "(", ")");
    for (Feature f : Feature.values()) {
      if (!f.shortName().equals(f.description())) { // "pawns: pawns" says nothing
        legend.add(f.shortName() + ": " + f.description());
      }
    }
    legend.add("trace: 'nqueens trace' shows its search (log: the solver's log)");
    wrapped.println(
        legend.add(
            "opt: answers --most and --dominate by its own optimization (an objective, a branch"
                + " and bound), the others rung by rung"));
    wrapped.println();
    for (Engine e : Engines.all()) {
      wrapped.println(e.name() + ": " + e.summary());
    }
    wrapped.flush();
  }

  /** The engine, its modes and its largest boards. */
  private static Row sizes(Engine e) {
    Capabilities c = e.capabilities();
    StringJoiner modes = new StringJoiner(","); // a loop: see Table.render
    for (Mode m : new TreeSet<>(c.modes())) {
      modes.add(m.name().toLowerCase(Locale.ROOT));
    }
    return new Row()
        .put("engine", e.name())
        .put("modes", modes.toString())
        .put("max_n", c.maxSize())
        .put("count_max_n", e.countMaxSize())
        .put("opt", e instanceof org.nqueenslab.engine.Optimizing ? "yes" : "no");
  }

  /**
   * Adds a yes/no column a feature, under its short header or its full name, and the trace column.
   * (Loops, not lambdas: {@code engines} is on the start-up path, StartupPathTest.)
   */
  private static Row supports(Engine e, Row row, boolean shortHeaders) {
    for (Feature f : Feature.values()) {
      String name = shortHeaders ? f.shortName() : f.name().toLowerCase(Locale.ROOT);
      row.put(name, e.capabilities().supports(f) ? "yes" : "no");
    }
    return row.put("trace", traceCapability(e));
  }

  private static String options(Engine e) {
    return e.optionNames().isEmpty() ? "-" : String.join(",", new TreeSet<>(e.optionNames()));
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
