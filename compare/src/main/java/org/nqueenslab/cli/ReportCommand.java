package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.nqueenslab.compare.Comparison;
import org.nqueenslab.compare.CrossCheckRun;
import org.nqueenslab.compare.EngineSpec;
import org.nqueenslab.compare.Subject;
import org.nqueenslab.engine.Engines;
import org.nqueenslab.engine.Request;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.report.Row;
import org.nqueenslab.report.page.FundamentalSolutions;
import org.nqueenslab.report.page.PagePictures;
import org.nqueenslab.report.page.ReportPage;
import org.nqueenslab.report.page.TraceRecording;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens report}: the page for a lecture. Runs the cross-check of {@code nqueens compare}
 * on a range of boards, draws the fundamental solutions of one board, records several engines'
 * searches step by step, and writes it all as one self-contained HTML file ({@link ReportPage}).
 */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Writes one self-contained HTML page for a lecture.",
      "The page holds the comparison of the engines on a range of boards with its verdict, the"
          + " fundamental solutions drawn, and several searches animated side by side (play, pause,"
          + " step, speed, next solution). It opens offline in any browser."
    },
    footer = {
      "",
      "Examples:",
      "  nqueens report -n 4..10 --output lecture.html",
      "  nqueens report -n 4..12 --engines bitmask,dlx,choco --output lecture.html",
      "  nqueens report -n 8 --animate wirth,dlx --animate-n 5 --output small.html",
      "",
      "Exit codes: as 'nqueens compare' (0 all agree, 3 a disagreement, 4 incomplete, 130"
          + " interrupted), the page written in each case with its verdict; 2 bad input, nothing"
          + " written."
    })
final class ReportCommand implements Callable<Integer> {
  static final List<String> DEFAULT_ANIMATED =
      List.of("wirth", "permutation-swap", "bitmask", "dlx");

  @Spec CommandSpec spec;
  @Mixin RunOptions runOptions;

  @Option(
      names = {"-n", "--size"},
      paramLabel = "N",
      required = true,
      description = "Board sizes to compare: one size or a range, e.g. 4..12.")
  String size;

  @Mixin CrossCheckOptions crossCheck;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      required = true,
      description = "The page to write: a file name ending in .html or .htm.")
  Path output;

  @Option(
      names = "--animate",
      paramLabel = "NAME",
      completionCandidates = EngineNames.class,
      split = ",",
      description =
          "Engines whose searches are animated side by side (default: wirth, permutation-swap,"
              + " bitmask, dlx, those of them that trace the --animate-piece); bnb animates its"
              + " branch and bound for the fewest pieces that dominate the board.")
  List<String> animate;

  @Option(
      names = "--animate-piece",
      paramLabel = "PIECE",
      completionCandidates = PieceNames.class,
      description =
          "The piece of the animated searches, n of them on n x n (default: queen): rook, bishop,"
              + " knight, king... as --piece takes it; the lines or squares each attacks are drawn.")
  String animatePiece;

  @Option(
      names = "--animate-n",
      paramLabel = "N",
      split = ",",
      description =
          "The boards the searches are recorded on, 1 to 10: sizes or ranges, e.g. 6 or 4,6,8 or"
              + " 5..7 (default: 4..6); the page offers a choice and opens on the first.")
  List<String> animateSizes = List.of("4..6");

  @Option(
      names = "--steps",
      paramLabel = "K",
      defaultValue = "5000",
      description =
          "Record at most K steps of each search (default: ${DEFAULT-VALUE}; 6 x 6 takes Wirth's"
              + " whole search 1,050).")
  long steps;

  @Option(
      names = "--fundamental-n",
      paramLabel = "N",
      description =
          "The board whose fundamental solutions are drawn, 1 to 10 (default: the largest size"
              + " compared, at most 8).")
  Integer fundamentalN;

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    // every refusal before the long runs and before anything is written
    requireHtml(output);
    SizeRange range = SizeRange.parse(size);
    long verifyLimit = crossCheck.verifyLimit();
    List<Integer> animated = animatedSizes();
    Piece piece = animatePiece == null ? Piece.QUEEN : Piece.parse(animatePiece);
    List<String> animate = enginesToAnimate(piece, animated.get(0));
    int drawn = fundamentalN != null ? fundamentalN : Math.min(range.to(), 8);
    if (drawn < 1 || drawn > FundamentalSolutions.MAX_N) {
      throw new BadInputException(
          "--fundamental-n "
              + drawn
              + " is out of range: give a board of 1 to "
              + FundamentalSolutions.MAX_N
              + " files (larger boards have too many fundamental solutions to draw)");
    }
    List<EngineSpec> named = crossCheck.named();
    Map<String, String> defaults =
        named == null
            ? runOptions.engineOptions()
            : runOptions.engineOptions(named.stream().map(EngineSpec::engine).toList());
    if (named != null) {
      named = named.stream().map(s -> s.withDefaults(defaults)).toList();
    }
    try (OutputFile file = OutputFile.open(output);
        Session session = new Session(runOptions.showProgress(), err)) {
      List<TraceRecording> traces = new ArrayList<>();
      for (int n : animated) {
        for (String name : animate) {
          traces.add(TraceRecording.record(name, n, piece, steps));
        }
      }
      List<FundamentalSolutions.Fundamental> fundamentals =
          FundamentalSolutions.of(drawn, Engines.require("bitmask"));
      CrossCheckRun run =
          new CrossCheckRun(
              session,
              Request.count().withTimeLimit(runOptions.timeLimit).withSeed(runOptions.seed),
              false,
              runOptions.threads(RunOptions.cores()),
              verifyLimit,
              named,
              defaults,
              runOptions.showProgress() ? err::println : null);
      List<Comparison> comparisons = new ArrayList<>();
      List<Row> rows = new ArrayList<>();
      for (int n = range.from(); n <= range.to() && !session.isCancelled(); n++) {
        Comparison c = run.compare(Subject.of(Problem.of(n)));
        comparisons.add(c);
        for (Row row : CompareRows.of(c, false, false)) {
          row.cells().remove("partial"); // the page's table marks each partial count >=N itself
          rows.add(row);
        }
      }
      StringWriter verdict = new StringWriter();
      int code =
          new CompareVerdict(
                  comparisons,
                  java.util.stream.IntStream.rangeClosed(
                          range.from() + comparisons.size(), range.to())
                      .mapToObj(n -> Subject.of(Problem.of(n)).describe())
                      .toList(),
                  false,
                  verifyLimit,
                  null)
              .print(session.isCancelled(), new PrintWriter(verdict));
      String title = "N-Queens: " + range.from() + " x " + range.from();
      if (!range.isSingle()) {
        title += " to " + range.to() + " x " + range.to();
      }
      String page =
          new ReportPage(
                  title, rows, verdict.toString(), outcome(code), drawn, fundamentals, traces)
              .render(new PagePictures());
      try {
        file.writer().write(page);
        file.commit();
      } catch (IOException e) { // a full disk: one line, exit 2, the target as it was
        throw OutputFile.cannotWrite(output, e);
      }
      String verdictLine =
          verdict.toString().lines().filter(l -> l.startsWith("verdict:")).findFirst().orElse("");
      // a note, as solve's and export's "wrote" are: the page is the output
      err.println("wrote " + output + ": " + verdictLine);
      return code;
    }
  }

  private static ReportPage.Outcome outcome(int exitCode) {
    return switch (exitCode) {
      case ExitCodes.OK -> ReportPage.Outcome.ALL_CHECKED_AND_AGREED;
      case ExitCodes.DISAGREEMENT -> ReportPage.Outcome.DISAGREEMENT;
      default -> ReportPage.Outcome.NOT_ALL_CHECKED;
    };
  }

  /**
   * The engines named by --animate, each once and each able to trace the piece; by default those of
   * {@link #DEFAULT_ANIMATED} that can.
   */
  private List<String> enginesToAnimate(Piece piece, int n) {
    if (animate == null) {
      List<String> able =
          DEFAULT_ANIMATED.stream().filter(e -> whyNotAnimated(e, piece, n) == null).toList();
      if (able.isEmpty()) {
        throw new BadInputException(
            "no engine animates " + piece.plural() + " by default: name one with --animate");
      }
      return able;
    }
    Set<String> seen = new HashSet<>();
    for (String name : animate) {
      String why = whyNotAnimated(name, piece, n);
      if (why != null) {
        throw new BadInputException("--animate " + name + ": " + why);
      }
      if (!seen.add(Engines.require(name).name())) {
        throw new BadInputException(
            "--animate names " + name + " twice: name each engine to animate once");
      }
    }
    return animate;
  }

  /** Null when the engine animates the piece on n x n (its own question: bnb's domination). */
  private static String whyNotAnimated(String name, Piece piece, int n) {
    org.nqueenslab.trace.Traceable t = TraceRecording.traceable(name);
    return t.whyNotTraced(Engines.require(name).name(), TraceRecording.animatable(t, n, piece));
  }

  /** The boards to record, in the order given, each once, each one the page can animate. */
  private List<Integer> animatedSizes() {
    List<Integer> sizes = new ArrayList<>();
    for (String text : animateSizes) {
      SizeRange r = SizeRange.parse(text);
      for (int n = r.from(); n <= r.to(); n++) {
        TraceRecording.requireAnimatable(n);
        if (sizes.contains(n)) {
          throw new BadInputException(
              "--animate-n names " + n + " twice: name each board to animate once");
        }
        sizes.add(n);
      }
    }
    return sizes;
  }

  private static void requireHtml(Path output) {
    String name = output.getFileName() == null ? "" : output.getFileName().toString();
    String lower = name.toLowerCase(Locale.ROOT);
    if (!lower.endsWith(".html") && !lower.endsWith(".htm")) {
      throw new BadInputException(
          "cannot write "
              + output
              + ": the report is one HTML page; give a file name ending in .html (e.g."
              + " lecture.html)");
    }
  }
}
