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
import org.nqueenslab.engine.Budget;
import org.nqueenslab.engine.Mode;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.engine.Statistics;
import org.nqueenslab.engine.Status;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.export.MiniZincWriter;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.symmetry.OrbitTally;
import org.nqueenslab.symmetry.SymmetryGroup;

/**
 * One MiniZinc process on one problem (The MiniZinc Handbook, "Running MiniZinc": {@code
 * --all-solutions}, {@code --statistics}; solutions separated by {@code ----------}, {@code
 * ==========} once the search is complete). The model goes to a temporary directory; stdout is read
 * line by line as the solver prints; a watchdog kills the process and its children (the solver
 * MiniZinc starts) when the budget runs out or the user cancels, so a partial count is returned as
 * TIMEOUT or INTERRUPTED.
 */
final class MiniZincRun {
  private static final String COMPLETE = "==========";
  private static final String UNSATISFIABLE = "=====UNSATISFIABLE=====";
  private static final String STATISTIC = "%%%mzn-stat: ";
  private static final long STDERR_DRAIN_MILLIS = 5_000;

  /** How long a solver's unexplained end waits for a Ctrl-C to show (Budget#interruptedWithin). */
  private static final java.time.Duration INTERRUPT_GRACE = java.time.Duration.ofSeconds(1);

  private final String executable;
  private final String solver;
  private final Problem problem;
  private final Request request;
  private final Budget budget;
  private final OrbitTally orbits;
  private volatile boolean stoppedAtLimit;

  MiniZincRun(String executable, String solver, Problem problem, Request request) {
    this.executable = executable;
    this.solver = solver;
    this.problem = problem;
    this.request = request;
    this.budget = Budget.start(request);
    this.orbits =
        request.symmetry() == SymmetryMode.UNIQUE
            ? new OrbitTally(SymmetryGroup.of(problem))
            : null;
  }

  /**
   * Runs MiniZinc in a temporary directory of its own, which holds the model and is MiniZinc's
   * {@code TMPDIR}: MiniZinc writes its FlatZinc there and deletes it when it ends by itself, but a
   * process killed at a time limit cannot, and each such run left a file in /tmp. The directory is
   * deleted whole once the processes are gone.
   */
  Result run() {
    Path work = null;
    try {
      work = Files.createTempDirectory("nqueens-minizinc-");
      Path model = work.resolve("model.mzn");
      Files.writeString(
          model, MiniZincWriter.write(problem, orbits != null), StandardCharsets.UTF_8);
      return run(model, work);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run MiniZinc: " + e.getMessage(), e);
    } finally {
      if (work != null) {
        deleteTree(work);
      }
    }
  }

  /** Deletes what the run left, deepest first; what cannot be deleted is left, not an error. */
  private static void deleteTree(Path dir) {
    try (java.util.stream.Stream<Path> all = Files.walk(dir)) {
      all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // a file the system would not let go of: the run's answer does not depend on it
    }
  }

  private Result run(Path model, Path work) throws IOException {
    List<String> command = new ArrayList<>(List.of(executable, "--solver", solver, "--statistics"));
    if (request.mode() != Mode.FIRST) {
      command.add("--all-solutions");
    }
    command.add(model.toString());
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().put("TMPDIR", work.toString());
    Process process = builder.start();
    StringBuilder errors = new StringBuilder();
    Thread errorReader = ExternalProcess.drain(process.getErrorStream(), errors, "minizinc-stderr");
    ScheduledExecutorService watchdog =
        ExternalProcess.watchdog(budget, List.of(process), "minizinc-watchdog");
    long solutions = 0;
    boolean complete = false;
    // a solution printed after the budget ran out is not counted, so the count is then not whole,
    // even when the solver's end-of-search line follows (it finished before the kill reached it)
    boolean dropped = false;
    Statistics.Builder stats = Statistics.builder();
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        if (line.startsWith(MiniZincWriter.SOLUTION_PREFIX)
            && (stoppedAtLimit || budget.stopStatus() != null)) {
          dropped = true;
        } else if (line.startsWith(MiniZincWriter.SOLUTION_PREFIX)) {
          accept(parse(line));
          solutions++;
          if (solutions >= request.solutionLimit() && request.solutionLimit() != Request.NO_LIMIT) {
            stoppedAtLimit = true;
            ExternalProcess.kill(process);
            break;
          }
        } else if (line.equals(COMPLETE) || line.equals(UNSATISFIABLE)) {
          complete = true;
        } else if (line.startsWith(STATISTIC)) {
          statistic(line.substring(STATISTIC.length()), stats);
        }
      }
      process.waitFor();
      // bounded: a solver that outlived a kill (started just as it was sent) may hold stderr open
      errorReader.join(STDERR_DRAIN_MILLIS);
    } catch (IOException e) {
      if (budget.stopStatus() == null) {
        throw e;
      }
      // killed by the watchdog while a line was being read: what was read so far stands
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      ExternalProcess.kill(process);
    } finally {
      watchdog.shutdownNow();
      ExternalProcess.kill(process);
    }
    // a count or a listing ends with MiniZinc's end-of-search line; without it, and without a
    // limit of ours, the solver stopped early, whatever its exit code
    boolean endedEarly = request.mode() != Mode.FIRST || process.exitValue() != 0 || solutions == 0;
    if (!complete
        && !stoppedAtLimit
        && budget.stopStatus() == null
        && endedEarly
        && !budget.interruptedWithin(INTERRUPT_GRACE)) {
      throw failure(errors.toString());
    }
    boolean whole = complete && !dropped;
    // the solutions asked for, all taken before the limit: a limit passed while the solver was
    // being stopped does not make them partial (a first solution read FOUND or TIMEOUT by chance)
    boolean found = stoppedAtLimit || (request.mode() == Mode.FIRST && solutions > 0);
    Status status =
        budget.stopStatus() != null && !whole && !found
            ? budget.stopStatus()
            : whole && !stoppedAtLimit ? Status.COMPLETE : Status.LIMIT_REACHED;
    if (orbits != null) {
      orbits.addTo(stats);
    }
    return new Result(
        "minizinc",
        status,
        orbits == null ? solutions : orbits.total(),
        orbits == null ? null : orbits.orbits(),
        stats.build(),
        budget.elapsed(),
        "MiniZinc with "
            + solver
            + (problem.hasOneQueenPerRank() ? ", a file per rank" : ", a 0/1 board")
            + (orbits == null
                ? ""
                : "; unique = MiniZinc's lex-leader solutions, total = sum of their orbit sizes"));
  }

  /**
   * Hands the solution on and shows it in the progress; with --unique tallies its orbit (and so
   * checks it is canonical), which counts as many solutions as the orbit has.
   */
  private void accept(Placement placement) {
    request.progress().addSolutions(orbits != null ? orbits.add(placement) : 1);
    if (request.mode() != Mode.COUNT) {
      request.onSolution().accept(placement);
    }
  }

  /** A solution line "queens: r,f r,f ...", 1-based, rank 1 at the bottom. */
  private static Placement parse(String line) {
    List<Square> queens = new ArrayList<>();
    for (String square :
        line.substring(MiniZincWriter.SOLUTION_PREFIX.length()).trim().split("\\s+")) {
      if (!square.isEmpty()) {
        int comma = square.indexOf(',');
        queens.add(
            new Square(
                Integer.parseInt(square.substring(0, comma)) - 1,
                Integer.parseInt(square.substring(comma + 1)) - 1));
      }
    }
    return Placement.of(queens);
  }

  /** Gecode's search counters, under the toolkit's names where one means the same. */
  private static void statistic(String keyValue, Statistics.Builder stats) {
    int eq = keyValue.indexOf('=');
    String key = keyValue.substring(0, eq);
    String name =
        key.equals("nodes")
            ? Statistics.NODES
            : key.equals("failures")
                ? Statistics.FAILS
                : key.equals("propagations") ? Statistics.PROPAGATIONS : null;
    if (name != null) {
      try {
        stats.put(name, Long.parseLong(keyValue.substring(eq + 1).trim()));
      } catch (NumberFormatException e) {
        // a solver that prints this counter otherwise: leave it out
      }
    }
  }

  /** MiniZinc stopped without an answer: one line, the first error it printed. */
  private RuntimeException failure(String errors) {
    String first =
        errors
            .lines()
            .filter(l -> l.contains("rror") || l.contains("xception"))
            .findFirst()
            .orElse(
                errors
                    .lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("Warning"))
                    .findFirst()
                    .orElse(""));
    if (first.contains("no solver with tag") || first.contains("plugin loading error")) {
      // a solver MiniZinc lists but cannot load here (scip without its library) is as absent
      return new BadInputException(
          "minizinc option "
              + MiniZincEngine.SOLVER
              + "="
              + solver
              + (first.contains("plugin")
                  ? ": MiniZinc cannot load that solver here (" + first.trim() + ")"
                  : ": MiniZinc has no such solver")
              + "; 'minizinc --solvers' lists those installed (default "
              + MiniZincEngine.DEFAULT_SOLVER
              + ")");
    }
    return new IllegalStateException(
        "MiniZinc failed on " + problem.describe() + ": " + first.trim());
  }
}
