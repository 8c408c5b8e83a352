package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueenslab.dancinglinks.DlxProgress;
import org.nqueenslab.dlx.DancingLinks;
import org.nqueenslab.dlx.DlxFormat;
import org.nqueenslab.dlx.DlxFormatException;
import org.nqueenslab.dlx.ExactCover;
import org.nqueenslab.dlx.ParallelCount;
import org.nqueenslab.dlx.SearchLimits;
import org.nqueenslab.dlx.SearchResult;
import org.nqueenslab.dlx.SolutionVisitor;
import org.nqueenslab.dlx.StopCheck;
import org.nqueenslab.dlx.StopReason;
import org.nqueenslab.engine.Progress;
import org.nqueenslab.engine.RequestChecks;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.SolutionWriter;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.LowerBound;
import org.nqueenslab.report.ReportWriter;
import org.nqueenslab.report.Row;
import org.nqueenslab.suite.Suite;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens xc FILE}: the Dancing Links solver on any exact-cover problem in Knuth's DLX
 * format (Sudoku, pentominoes, a matrix from {@code nqueens export}): counts its solutions with
 * Knuth's statistics, or prints them.
 */
@Command(
    name = "xc",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description =
        "Counts or prints the solutions of any exact-cover problem written in Knuth's DLX format"
            + " (first line: primary items | secondary items; then one option per line; a line that starts with '|' is a comment;"
            + " lo:hi|item for multiplicities; item:colour on a secondary item for colours).",
    footer = {
      "",
      "Examples:",
      "  nqueens xc problem.dlx",
      "  nqueens export --to dlx -n 8 | nqueens xc -",
      "  nqueens xc sudoku.dlx --all",
      "  nqueens xc --generate pentominoes 6x10 --unique -o p6x10.dlx   # 2339 packings",
      "  nqueens xc --generate langford 8 | nqueens xc -                 # 300",
      "",
      "Items may carry multiplicities, as DLX3 writes them (2:3|x: two or three times); such problems are",
      "solved with Knuth's Algorithm M.",
      "Secondary items may carry colours in options, as DLX2 writes them (x:A): options that agree",
      "on x's colour may share it. Such problems are solved with Knuth's Algorithm C, and DLX2's",
      "cleansings are shown too.",
      "Statistics are those of Knuth's DLX1: nodes (a solution counts as one) and updates.",
      "Exit codes: 0 done (zero solutions is an answer), 2 bad input, 4 the time or node limit stopped"
          + " the search (the count is a lower bound), 130 interrupted."
    })
final class XcCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(
      paramLabel = "FILE",
      arity = "0..1",
      description = "The problem in Knuth's DLX format; - reads stdin.")
  String file;

  @Option(
      names = "--generate",
      arity = "2",
      paramLabel = "KIND ARG",
      description =
          "Write a problem of the exact-cover suite in DLX format instead of solving one: "
              + Suite.KINDS
              + ".")
  List<String> generate;

  @Option(
      names = "--unique",
      description = "With --generate pentominoes: one packing per class of the board's symmetries.")
  boolean unique;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "With --generate: write the problem to FILE (default: standard output).")
  Path output;

  @Option(
      names = "--all",
      description = "Print every solution: its options, one per line, then a blank line.")
  boolean all;

  @Option(
      names = "--limit",
      paramLabel = "K",
      description = "Stop after K solutions (printing them).")
  Long limit;

  @Option(names = "--node-limit", paramLabel = "N", description = "Stop after N search-tree nodes.")
  Long nodeLimit;

  @Option(
      names = "--time-limit",
      paramLabel = "DURATION",
      converter = Durations.class,
      description = "Stop after this long (e.g. 30s, 500ms) and report what was found.")
  Duration timeLimit;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description =
          "Threads for counting (default: the number of cores); the statistics are the one-thread ones.")
  Integer threads;

  @picocli.CommandLine.Mixin ProgressOption progress = new ProgressOption();

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "table",
      description =
          "How to print the count: table, csv, json or plain (just the count). Default:"
              + " ${DEFAULT-VALUE}. Not with --all or --limit, which print the solutions (the count"
              + " then goes to stderr).")
  FormatOption format;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (generate != null) {
      if (file != null) {
        throw new BadInputException(
            "give FILE to solve or --generate to write a problem, not both: e.g. xc --generate"
                + " langford 7 -o l7.dlx, then xc l7.dlx");
      }
      return XcSuite.write(generate, unique, output, out);
    }
    if (file == null) {
      throw new BadInputException(
          "give the problem FILE (- reads stdin), or --generate KIND ARG to write one");
    }
    if (unique || output != null) {
      throw new BadInputException(
          (unique ? "--unique" : "--output") + " goes with --generate: drop it to solve FILE");
    }
    int threadCount = threads == null ? RunOptions.cores() : RequestChecks.threads(threads);
    SearchLimits limits = SearchLimits.NONE;
    if (limit != null) {
      limits =
          limits.withSolutionLimit(positive(limit, "--limit", "give how many solutions to find"));
    }
    if (nodeLimit != null) {
      limits =
          limits.withNodeLimit(
              positive(nodeLimit, "--node-limit", "give how many nodes the search may take"));
    }
    if (timeLimit != null) {
      limits = limits.withTimeLimit(timeLimit);
    }
    boolean printing = all || limit != null;
    if (printing && spec.commandLine().getParseResult().hasMatchedOption("--format")) {
      throw new BadInputException(
          "--format says how to print the count, and "
              + (all ? "--all" : "--limit")
              + " prints the solutions instead (the count goes to stderr): drop --format");
    }
    ExactCover cover = read(err); // after the options are checked: reading stdin may wait for input
    SolutionVisitor visitor = printing ? options -> print(cover, options, out) : null;
    try (Session session = new Session(progress.show(), err)) {
      // a listing whose standard output is gone (| head -1) stops: nothing more could be written
      StopCheck stop = (nodes, solutions) -> session.isCancelled() || printing && out.checkError();
      DancingLinks dlx = new DancingLinks(cover);
      Progress shown = new Progress();
      boolean oneSearch = printing || nodeLimit != null || threadCount == 1;
      SearchLimits searchLimits = limits;
      SearchResult r =
          session.withProgress(
              "xc",
              shown,
              () -> {
                if (oneSearch) {
                  DlxProgress.OneSearch search = new DlxProgress.OneSearch(shown, stop);
                  SearchResult one =
                      dlx.search(
                          new int[0], searchLimits.withStopCheck(search.stopCheck()), visitor);
                  search.finish(one);
                  return one;
                }
                return ParallelCount.count(
                    dlx,
                    new int[0],
                    threadCount,
                    ParallelCount.DEFAULT_DEPTH,
                    searchLimits.withStopCheck(stop),
                    new DlxProgress.Parts(shown));
              });
      if (printing && partial(r)) {
        // a listing cut short says so in its last line, as a comment of the DLX format
        out.println("| " + SolutionWriter.partialNote(status(r), r.solutions()));
      }
      out.flush();
      if (printing) {
        err.println(
            "xc: "
                + r.solutions()
                + (r.solutions() == 1 ? " solution, " : " solutions, ")
                + status(r)
                + ", "
                + r.nodes()
                + " nodes, "
                + r.updates()
                + " updates, "
                + (cover.hasColours() ? r.cleansings() + " cleansings, " : "")
                + r.time().toMillis()
                + " ms");
      } else if (format == FormatOption.PLAIN) {
        out.println(partial(r) ? new LowerBound(r.solutions()) : r.solutions());
      } else {
        ReportWriter writer = new ReportWriter(Format.valueOf(format.name()), out);
        Row row =
            new Row()
                .put("problem", file)
                .put("status", status(r))
                .put("solutions", partial(r) ? new LowerBound(r.solutions()) : r.solutions())
                .put("millis", Math.round(r.time().toNanos() / 1e3) / 1e3)
                .put("nodes", r.nodes())
                .put("updates", r.updates());
        if (cover.hasColours()) {
          row.put("cleansings", r.cleansings()); // DLX2's third figure; colourless rows keep two
        }
        writer.write(row);
        writer.finish();
      }
      out.flush();
      if (partial(r)) {
        err.println(
            "partial: "
                + status(r)
                + " after "
                + r.solutions()
                + (r.solutions() == 1 ? " solution" : " solutions")
                + "; the count is a lower bound");
      }
      if (out.checkError()) {
        return ExitCodes.BAD_INPUT; // Main says, in one line, that the output is incomplete
      }
      return r.reason() == StopReason.STOPPED
          ? ExitCodes.INTERRUPTED
          : partial(r) ? ExitCodes.INCOMPLETE : ExitCodes.OK;
    }
  }

  /**
   * How the search ended: Dancing Links' own reasons, except that a search stopped here is one
   * Ctrl-C stopped (the session's check is xc's only {@link StopReason#STOPPED}), which README and
   * the other commands call INTERRUPTED.
   */
  private static String status(org.nqueenslab.dlx.SearchResult r) {
    return r.reason() == StopReason.STOPPED ? "INTERRUPTED" : r.reason().name();
  }

  /**
   * A count cut short: by the time limit, the node limit or Ctrl-C. A solution limit is the answer
   * asked for (--limit), not a partial one.
   */
  private static boolean partial(org.nqueenslab.dlx.SearchResult r) {
    return r.reason() == StopReason.TIME_LIMIT
        || r.reason() == StopReason.NODE_LIMIT
        || r.reason() == StopReason.STOPPED;
  }

  private ExactCover read(PrintWriter err) {
    String name = file.equals("-") ? "stdin" : file;
    try (Reader in = InputFile.reader(file, "exact-cover file")) {
      // as DLX1 does: an option no search could choose is left out, with a warning
      return DlxFormat.read(
          in,
          (option, line) -> {
            err.println(
                "nqueens xc: "
                    + name
                    + " line "
                    + line
                    + ": option '"
                    + option
                    + "' has no primary item: left out, as Knuth's DLX1 leaves it out (no search"
                    + " could choose it)");
            err.flush();
          });
    } catch (DlxFormatException e) {
      throw new BadInputException(name + ": " + e.getMessage());
    } catch (IOException e) {
      throw InputFile.cannotRead(file, "exact-cover file", e);
    } catch (java.io.UncheckedIOException e) {
      throw InputFile.cannotRead(file, "exact-cover file", e.getCause());
    }
  }

  private static long positive(long value, String option, String whatToDo) {
    if (value < 1) {
      throw new BadInputException(option + " must be at least 1, got " + value + ": " + whatToDo);
    }
    return value;
  }

  private static void print(ExactCover cover, int[] options, PrintWriter out) {
    for (int option : options) {
      out.println(cover.optionText(option));
    }
    out.println();
  }
}
