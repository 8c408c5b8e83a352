package org.nqueenslab.cli;

import org.nqueenslab.optimize.Goal;
import org.nqueenslab.problem.BadInputException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The optimization questions {@code count} and {@code solve} take: asked, the number of pieces is
 * what is answered ({@link org.nqueenslab.optimize.Ladder}), and the command then counts or lists
 * the placements with that many.
 */
final class OptimizeOption {
  @Option(
      names = "--most",
      description =
          "Find the most pieces that fit without attacking each other (the piece of --piece, on the"
              + " board given), proved by a search for one more that finds none; count then counts"
              + " the largest placements, solve shows one.")
  boolean most;

  /** The goal asked, or null. */
  Goal goal() {
    return most ? Goal.MOST : null;
  }

  /**
   * Refuses the options an optimization answers or cannot take: the number of pieces (what is
   * asked), and {@code others}, the command's options that a ladder of runs cannot honour.
   */
  void requireCompatible(CommandSpec spec, String... others) {
    Goal goal = goal();
    if (goal == null) {
      return;
    }
    for (String name : java.util.List.of("--queens", "--piece-counts")) {
      if (spec.commandLine().getParseResult().hasMatchedOption(name)) {
        throw new BadInputException(
            goal.option()
                + " finds how many pieces fit: drop "
                + name
                + (name.equals("--queens") ? " (--pieces)" : " and give one --piece"));
      }
    }
    for (String name : others) {
      if (spec.commandLine().getParseResult().hasMatchedOption(name)) {
        throw new BadInputException(
            goal.option()
                + " climbs a ladder of runs on one machine: drop "
                + name
                + " (count the optimal placements with it afterwards, giving --queens)");
      }
    }
  }
}
