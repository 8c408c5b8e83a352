package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.report.Format;
import org.nqueenslab.report.ReportWriter;
import picocli.CommandLine.Option;

/**
 * {@code --columns} and {@code --wide}: which columns a table shows. By default a few that fit a
 * terminal of {@link #TERMINAL} characters (a long last column, the verdict, is cut to fit); every
 * column stays in CSV and JSON.
 */
final class TableColumnsOption {
  static final int TERMINAL = 100;

  @Option(
      names = "--columns",
      paramLabel = "COLUMN",
      split = ",",
      description =
          "The table's columns, e.g. engine,n,millis,nodes,backtracks (the names of the CSV header).")
  List<String> columns;

  @Option(
      names = "--wide",
      description = "Show every column the runs fill, however wide the table gets.")
  boolean wide;

  /**
   * Sets the writer's table: the columns asked for (each checked against {@code known}), every
   * column with --wide, else the default table, streamed row by row with columns fixed before the
   * run.
   */
  ReportWriter apply(
      ReportWriter writer, List<String> known, org.nqueenslab.report.StreamedTable streamed) {
    if (wide && columns != null) {
      throw new BadInputException("give --columns or --wide, not both");
    }
    if ((wide || columns != null) && writer.format() != Format.TABLE) {
      // they were ignored without a word: CSV and JSON rows always carry every column
      throw new BadInputException(
          (wide ? "--wide" : "--columns")
              + " chooses a table's columns, and CSV and JSON rows carry every column: drop "
              + (wide ? "--wide" : "--columns")
              + " or --format");
    }
    if (wide) {
      return writer.tableColumns(known);
    }
    if (columns != null) {
      List<String> unknown = new ArrayList<>(columns);
      unknown.removeAll(known);
      if (!unknown.isEmpty()) {
        throw new BadInputException(
            "unknown column "
                + String.join(", ", unknown)
                + ": the columns are "
                + String.join(",", known));
      }
      return writer.chosenColumns(columns);
    }
    return writer.streamTable(streamed);
  }

  /**
   * Prints, above a table whose columns give only the boards' size, what those boards are when they
   * are not plain (a torus, pawns, holes, queens placed, another number of queens, free pawns):
   * "board: 8 x 8, 9 queens, pawns d4", or the first and last of several, which share the options
   * given. Nothing for plain boards, whose size says it all, for a table with the board column
   * ({@code --wide}, or named by {@code --columns}), and for CSV and JSON, whose rows carry it.
   */
  void printBoards(PrintWriter out, Format format, List<String> boards) {
    boolean shown = wide || columns != null && columns.contains("board");
    if (format != Format.TABLE
        || shown
        || boards.stream().allMatch(b -> PLAIN.matcher(b).matches())) {
      return;
    }
    out.println(
        boards.size() == 1
            ? "board: " + boards.get(0)
            : "boards: "
                + boards.get(0)
                + (boards.size() > 2 ? "; ...; " : "; ")
                + boards.get(boards.size() - 1)
                + (boards.size() > 2 ? " (" + boards.size() + " boards)" : ""));
  }

  /** How {@code Problem.describe} states a plain board: its ranks and files, nothing more. */
  private static final Pattern PLAIN = Pattern.compile("\\d+ x \\d+");
}
