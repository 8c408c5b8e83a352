package org.nqueenslab.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.export.AspWriter;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * One gringo | clasp pipeline on one problem (the Potassco guide: {@code --models=0} for all answer
 * sets, "Answer: k" before each, "Models : N" at the end, "N+" when more were left). A watchdog
 * kills both processes when the budget runs out or the user cancels, so a partial count is returned
 * as TIMEOUT or INTERRUPTED.
 */
final class ClaspRun {
  /**
   * clasp's "frumpy" configuration: counting n = 12 took 1.6 s with it and 19.7 s with the default
   * (one run each; the decisions page has the others).
   */
  private static final String CONFIGURATION = "--configuration=frumpy";

  private static final Pattern PIECE = Pattern.compile(AspWriter.PIECE + "\\((\\d+),(\\d+)\\)");
  private static final Pattern COUNTER = Pattern.compile("^(\\w[\\w-]*)\\s*:\\s*(\\d+)(\\+?)");
  private static final long STDERR_DRAIN_MILLIS = 5_000;

  /** How long clasp's unexplained end waits for a Ctrl-C to show (Budget#interruptedWithin). */
  private static final java.time.Duration INTERRUPT_GRACE = java.time.Duration.ofSeconds(1);

  private final String gringo;
  private final String clasp;
  private final Problem problem;
  private final Request request;
  private final Budget budget;

  ClaspRun(String gringo, String clasp, Problem problem, Request request) {
    this.gringo = gringo;
    this.clasp = clasp;
    this.problem = problem;
    this.request = request;
    this.budget = Budget.start(request);
  }

  Result run() {
    Path work = null;
    try {
      work = Files.createTempDirectory("nqueens-clasp-");
      Path program = work.resolve("program.lp");
      Files.writeString(program, AspWriter.write(problem), StandardCharsets.UTF_8);
      return run(program);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run gringo and clasp: " + e.getMessage(), e);
    } finally {
      if (work != null) {
        work.resolve("program.lp").toFile().delete();
        work.toFile().delete();
      }
    }
  }

  private Result run(Path program) throws IOException {
    long limit = request.mode() == Mode.FIRST ? 1 : request.solutionLimit();
    String models = limit == Request.NO_LIMIT ? "0" : Long.toString(limit);
    List<Process> pipeline =
        ProcessBuilder.startPipeline(
            List.of(
                new ProcessBuilder(gringo, program.toString()),
                new ProcessBuilder(clasp, "--models=" + models, CONFIGURATION, "--stats")));
    StringBuilder errors = new StringBuilder();
    List<Thread> errorReaders = new ArrayList<>();
    for (Process p : pipeline) {
      errorReaders.add(ExternalProcess.drain(p.getErrorStream(), errors, "clasp-stderr"));
    }
    ScheduledExecutorService watchdog =
        ExternalProcess.watchdog(budget, pipeline, "clasp-watchdog");
    Process solver = pipeline.get(pipeline.size() - 1);
    long solutions = 0;
    boolean answerNext = false;
    boolean dropped = false;
    Boolean exhausted = null; // from "Models : N" (true) or "N+" (false); null: never printed
    Statistics.Builder stats = Statistics.builder();
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(solver.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        if (answerNext) {
          answerNext = false;
          if (budget.stopStatus() != null) {
            dropped = true;
          } else {
            accept(parse(line));
            solutions++;
          }
        } else if (line.startsWith("Answer:")) {
          answerNext = true;
        } else {
          Matcher m = COUNTER.matcher(line);
          if (m.find()) {
            exhausted = counter(m, stats, exhausted);
          }
        }
      }
      solver.waitFor();
      for (Thread t : errorReaders) {
        t.join(STDERR_DRAIN_MILLIS);
      }
    } catch (IOException e) {
      if (budget.stopStatus() == null) {
        throw e;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      watchdog.shutdownNow();
      pipeline.forEach(ExternalProcess::kill);
    }
    // "N+" though every model was asked for: clasp stopped early (Ctrl-C reaching it first)
    boolean cutShort = Boolean.FALSE.equals(exhausted) && limit == Request.NO_LIMIT;
    if ((exhausted == null || cutShort)
        && budget.stopStatus() == null
        && !budget.interruptedWithin(INTERRUPT_GRACE)) {
      throw new IllegalStateException(
          "gringo | clasp failed on " + problem.describe() + ": " + firstError(errors));
    }
    Status status =
        exhausted != null && !cutShort && !dropped
            ? (exhausted ? Status.COMPLETE : Status.LIMIT_REACHED)
            : budget.stopStatus();
    if (request.mode() == Mode.FIRST && solutions > 0) {
      status = Status.LIMIT_REACHED;
    }
    return new Result(
            "clasp",
            status,
            solutions,
            null,
            stats.build(),
            budget.elapsed(),
            "gringo | clasp " + CONFIGURATION + " on the program export --to asp writes")
        .withThreadsUsed(1);
  }

  /** A counter of clasp's summary under the toolkit's names; returns what "Models" said. */
  private static Boolean counter(Matcher m, Statistics.Builder stats, Boolean exhausted) {
    long value = Long.parseLong(m.group(2));
    switch (m.group(1)) {
      case "Models":
        return m.group(3).isEmpty();
      case "Choices":
        stats.put(Statistics.BRANCHES, value);
        break;
      case "Conflicts":
        stats.put(Statistics.CONFLICTS, value);
        break;
      case "Restarts":
        stats.put(Statistics.RESTARTS, value);
        break;
      default:
        break;
    }
    return exhausted;
  }

  private void accept(Placement placement) {
    request.progress().addSolutions(1);
    if (request.mode() != Mode.COUNT) {
      request.onSolution().accept(placement);
    }
  }

  /** An answer set's line "piece(1,2) piece(2,4) ...", ranks and files from 1. */
  private static Placement parse(String line) {
    List<Square> pieces = new ArrayList<>();
    Matcher m = PIECE.matcher(line);
    while (m.find()) {
      pieces.add(new Square(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1));
    }
    return Placement.of(pieces);
  }

  private static String firstError(StringBuilder errors) {
    synchronized (errors) {
      return errors
          .toString()
          .lines()
          .filter(l -> l.contains("rror"))
          .findFirst()
          .orElse(errors.toString().lines().findFirst().orElse("no answer"))
          .trim();
    }
  }
}
