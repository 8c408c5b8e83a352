package org.nqueenslab.cli;

import org.nqueenslab.optimize.Goal;
import org.nqueenslab.problem.BadInputException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The optimization questions {@code count} and {@code solve} take ({@code --most}, {@code
 * --dominate}, {@code --independent}): asked, the number of pieces is what is answered ({@link
 * org.nqueenslab.optimize.Ladder}), and the command then counts or lists the placements with that
 * many.
 */
final class OptimizeOption {
  @Option(
      names = "--most",
      description =
          "Find the most pieces that fit without attacking each other (the piece of --piece, on the"
              + " board given), proved by a search for one more that finds none; count then counts"
              + " the largest placements, solve shows one.")
  boolean most;

  @Option(
      names = "--dominate",
      description =
          "Find the fewest pieces that attack or occupy every square (pawns and holes aside), pieces"
              + " free to attack each other: the domination number, proved by searches for fewer"
              + " that find none; count then counts the smallest dominating placements.")
  boolean dominate;

  @Option(
      names = "--fewest-pawns",
      description =
          "With --queens M above n: find the fewest pawns, placed anywhere, that let M queens fit on"
              + " n x n (the generalized nine-queens problem), proved by searches with fewer that find"
              + " none; count then counts every arrangement, solve shows one.")
  boolean fewestPawns;

  @Option(
      names = "--independent",
      description =
          "With --dominate: no two pieces may attack each other (independent domination).")
  boolean independent;

  @Option(
      names = "--ladder",
      description =
          "Answer the question rung by rung (is there a placement of 1, 2, ... pieces?) even with"
              + " an engine that optimizes itself (bnb's branch and bound, the objectives of cpsat,"
              + " choco and mip): to compare the two ways.")
  boolean ladder;

  /** The goal asked, or null. */
  Goal goal() {
    if (ladder && !most && !dominate) {
      throw new BadInputException(
          "--ladder says how --most or --dominate is answered: add one of them");
    }
    if (independent && !dominate) {
      throw new BadInputException(
          "--independent asks for independent domination: add --dominate (the other questions'"
              + " pieces never attack each other)");
    }
    if ((most ? 1 : 0) + (dominate ? 1 : 0) + (fewestPawns ? 1 : 0) > 1) {
      throw new BadInputException(
          "--most, --dominate and --fewest-pawns are three questions: give one");
    }
    if (fewestPawns) {
      return Goal.FEWEST_PAWNS;
    }
    return most
        ? Goal.MOST
        : dominate ? (independent ? Goal.INDEPENDENT_DOMINATE : Goal.DOMINATE) : null;
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
    boolean queensGiven = spec.commandLine().getParseResult().hasMatchedOption("--queens");
    if (goal == Goal.FEWEST_PAWNS && !queensGiven) {
      throw new BadInputException(
          "--fewest-pawns asks how many pawns let M queens fit: give --queens M, above n");
    }
    for (String name : java.util.List.of("--queens", "--piece-counts")) {
      if (goal == Goal.FEWEST_PAWNS && name.equals("--queens")) {
        continue; // the queens are given; the pawns are asked
      }
      if (spec.commandLine().getParseResult().hasMatchedOption(name)) {
        throw new BadInputException(
            goal.option()
                + " finds how many pieces it takes: drop "
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
